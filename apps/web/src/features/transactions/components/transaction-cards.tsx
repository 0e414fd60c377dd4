import Box from '@mui/material/Box';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import type { Transaction } from '@rental/shared/schemas/transactions';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import {
  cardActionsSx,
  cardWholeRow,
  CardList,
  CardListItem,
  headlineCardSx,
} from '../../../components/card-list';
import { formatCalendarDate, formatDay } from '../../../lib/format-date';
import { recorderOf, tenantNameOf } from '../lib/transaction-columns';
import { InvoiceEtims } from './invoice-etims';
import { InvoiceStatusChip } from './invoice-status-chip';
import { InvoicePdfButton, TransactionActions } from './transaction-actions';
import { ReversedChip } from './reversed-chip';
import { VerifiedMark } from './verified-mark';
import { WaiveLateFeeButton } from './waive-late-fee';
import { invoiceDescriptionLabel } from '../../../lib/statement-line-text';
import {
  invoiceNote,
  invoiceTypeLabel,
  transactionTypeLabel,
  paymentModeLabel,
} from '../../../lib/type-labels';
import { shownReference } from '../../../lib/payment-reference';

/** The transactions for phones: who and how much first, then when, how and by whom. */
export function TransactionCards({ rows }: { rows: readonly Transaction[] }) {
  const { t } = useTranslation('transactions');
  return (
    <CardList label={t('title')}>
      {rows.map((row) => {
        const data = row.transactiondata;
        return (
          <CardListItem key={row.transactionid} sx={headlineCardSx}>
            <Box sx={cardWholeRow}>
              <CardHeadline
                heading="h2"
                title={row.housenumber ? `${row.tenantname} (${row.housenumber})` : row.tenantname}
                aside={formatKes(data.amount)}
              />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {formatDay(data.date)} · {transactionTypeLabel(t, data.transactiontype)} ·{' '}
                {paymentModeLabel(t, data.paymentmode)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[shownReference(row), recorderOf(row, t)].filter(Boolean).join(' · ')}
              </Typography>
              <VerifiedMark transaction={row} />
              <ReversedChip transaction={row} />
            </Box>
            <Box sx={cardActionsSx}>
              <TransactionActions row={row} />
            </Box>
          </CardListItem>
        );
      })}
    </CardList>
  );
}

/** The sent invoices for phones: tenant and amount, then status, number, dates and type. */
export function InvoiceCards({ rows }: { rows: readonly SentInvoice[] }) {
  const { t } = useTranslation('transactions');
  return (
    <CardList label={t('tabs.invoices')}>
      {rows.map((row) => {
        const data = row.invoicedata;
        return (
          <CardListItem key={row.invoiceid} sx={headlineCardSx}>
            <Box sx={cardWholeRow}>
              <CardHeadline
                heading="h2"
                title={`${tenantNameOf(row)} (${row.housenumber})`}
                aside={formatKes(data.invoiceamount)}
              />
            </Box>
            <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
              <InvoiceStatusChip status={data.status} />
              <Typography variant="body2" color="text.secondary">
                {t('invoiceCard', {
                  number: invoiceNumberLabel(data.invoicenumber),
                  date: formatDay(data.invoicedate),
                })}{' '}
                · {invoiceTypeLabel(t, data.invoicetype)} ·{' '}
                {t('dueOn', { date: formatCalendarDate(data.duedate) })}
              </Typography>
              {invoiceNote(data) && (
                <Typography variant="body2" color="text.secondary">
                  {invoiceDescriptionLabel(t, data)}
                </Typography>
              )}
              <InvoiceEtims etims={row.etims} />
            </Box>
            <Box sx={cardActionsSx}>
              <InvoicePdfButton row={row} />
              <WaiveLateFeeButton row={row} />
            </Box>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
