import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import type { Transaction } from '@rental/shared/schemas/transactions';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '../../../components/card-list';
import { formatCalendarDate, formatDay } from '../../../lib/format-date';
import { recorderOf, tenantNameOf } from '../lib/transaction-columns';
import { InvoiceStatusChip } from './invoice-status-chip';
import { InvoicePdfButton, TransactionActions } from './transaction-actions';
import { WaiveLateFeeButton } from './waive-late-fee';

const cardSx = { display: 'flex', gap: 1, alignItems: 'flex-start' } as const;

/** The transactions for phones: who and how much first, then when, how and by whom. */
export function TransactionCards({ rows }: { rows: readonly Transaction[] }) {
  const { t } = useTranslation('transactions');
  return (
    <CardList label={t('title')}>
      {rows.map((row) => {
        const data = row.transactiondata;
        return (
          <CardListItem key={row.transactionid} sx={cardSx}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.housenumber ? `${row.tenantname} (${row.housenumber})` : row.tenantname}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{formatKes(data.amount)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDay(data.date)} · {data.transactiontype} · {data.paymentmode}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.reference} · {recorderOf(row, t)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', mt: -0.5 }}>
              <TransactionActions row={row} />
            </Box>
          </CardListItem>
        );
      })}
    </CardList>
  );
}

/** The sent invoices for phones: number, tenant, amount and status at a glance. */
export function InvoiceCards({ rows }: { rows: readonly SentInvoice[] }) {
  const { t } = useTranslation('transactions');
  return (
    <CardList label={t('tabs.invoices')}>
      {rows.map((row) => {
        const data = row.invoicedata;
        return (
          <CardListItem key={row.invoiceid} sx={cardSx}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {`${tenantNameOf(row)} (${row.housenumber})`}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{formatKes(data.invoiceamount)}</Typography>
                <InvoiceStatusChip status={data.status} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('invoiceCard', {
                  number: data.invoicenumber,
                  date: formatDay(data.invoicedate),
                })}{' '}
                · {data.invoicetype} · {t('dueOn', { date: formatCalendarDate(data.duedate) })}
              </Typography>
              {data.description && (
                <Typography variant="body2" color="text.secondary">
                  {data.description}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', mt: -0.5 }}>
              <InvoicePdfButton row={row} />
              <WaiveLateFeeButton row={row} />
            </Box>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
