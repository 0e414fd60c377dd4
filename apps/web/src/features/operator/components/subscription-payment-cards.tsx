import Box from '@mui/material/Box';
import { formatKes } from '@rental/shared/money';
import type { OperatorSubscriptionPayment } from '@rental/shared/schemas/operator';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import {
  cardWholeRow,
  CardList,
  CardListItem,
  headlineCardSx,
} from '../../../components/card-list';
import { formatDay } from '../../../lib/format-date';
import { planName } from '../lib/organization-lines';
import { PaymentStatusChip } from './payment-status-chip';
import { TextLines } from './text-lines';

/** Subscription payments for phones: who and how much, then when, the plan and the receipt. */
export function SubscriptionPaymentCards({
  rows,
}: {
  rows: readonly OperatorSubscriptionPayment[];
}) {
  const { t } = useTranslation('operator');
  return (
    <CardList label={t('payments.listLabel')}>
      {rows.map((row) => (
        <CardListItem key={row.id} sx={headlineCardSx}>
          <Box sx={cardWholeRow}>
            <CardHeadline heading="h2" title={row.organizationname} aside={formatKes(row.amount)} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <TextLines
              lines={[
                [formatDay(row.createdat), planName(row.planid, t)].join(' · '),
                row.mpesareceipt
                  ? t('payments.receipt', { receipt: row.mpesareceipt })
                  : t('payments.noReceipt'),
              ]}
            />
          </Box>
          <PaymentStatusChip status={row.status} />
        </CardListItem>
      ))}
    </CardList>
  );
}
