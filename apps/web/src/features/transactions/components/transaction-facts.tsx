import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { Transaction } from '@rental/shared/schemas/transactions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayTime } from '../../../lib/format-date';
import { shownReference } from '../../../lib/payment-reference';
import { recorderOf } from '../lib/transaction-columns';
import {
  paymentDescriptionLabel,
  paymentModeLabel,
  transactionTypeLabel,
} from '../../../lib/type-labels';
import { ReversedChip } from './reversed-chip';
import { hasMpesaReceipt, VerifiedMark } from './verified-mark';

/** A transaction's details as a definition list: label above value on phones, beside on wider. */
export function TransactionFacts({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('transactions');
  const data = transaction.transactiondata;
  const facts: [string, ReactNode][] = [
    // The M-PESA receipt code people know the payment by; never the internal id (issue 30).
    [t('columns.reference'), shownReference(transaction) || '-'],
    [t('columns.date'), formatDayTime(data.date)],
    [t('columns.tenantname'), transaction.tenantname || '-'],
    [t('columns.housenumber'), transaction.housenumber || '-'],
    [t('columns.amount'), formatKes(data.amount)],
    [t('columns.transactiontype'), transactionTypeLabel(t, data.transactiontype)],
    [t('columns.paymentmode'), paymentModeLabel(t, data.paymentmode)],
    ...(hasMpesaReceipt(transaction)
      ? [
          [t('verification.label'), <VerifiedMark transaction={transaction} />] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    [t('columns.description'), paymentDescriptionLabel(t, data)],
    [t('columns.recordedby'), recorderOf(transaction, t)],
    ...(transaction.reversal
      ? ([
          [t('reverse.status'), <ReversedChip transaction={transaction} />],
          [
            t('reverse.reversedOn'),
            t('reverse.reversedBy', {
              date: transaction.reversal.reversedon,
              by: transaction.reversal.by,
            }),
          ],
          [t('reverse.reason'), transaction.reversal.reason],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ mt: { xs: 1, sm: 0 } }}
          >
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
