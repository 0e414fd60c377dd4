import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { formatKes } from '@rental/shared/money';
import type { MoveOutPreview } from '@rental/shared/schemas/tenancy';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format-date';

/**
 * The rent a back-dated move-out credits back (issue 29), one line per invoice, as the server
 * will post it, and the balance it leaves: what the deductions and the refund start from.
 * Nothing when the move-out date credits nothing. Dimmed while the answer for a new date is
 * on its way.
 */
export function MoveOutCredits({
  preview,
  stale,
}: {
  preview: MoveOutPreview | undefined;
  stale: boolean;
}) {
  const { t } = useTranslation('tenants');
  if (!preview || preview.credits.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label={t('endTenancy.credits')}
      aria-busy={stale}
      sx={{ display: 'grid', gap: 1, opacity: stale ? 0.6 : 1, minWidth: 0 }}
    >
      <Typography variant="subtitle2" component="p">
        {t('endTenancy.credits')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {preview.credits.map((credit) => (
          <Box
            component="li"
            key={credit.invoiceid}
            sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('endTenancy.creditLine', {
                invoice: invoiceNumberLabel(credit.invoicenumber),
                from: formatCalendarDate(credit.periodfrom),
                to: formatCalendarDate(credit.periodto),
              })}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              − {formatKes(credit.amount)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {preview.balanceafter < 0
          ? t('endTenancy.inCreditAfter', { amount: formatKes(-preview.balanceafter) })
          : t('endTenancy.balanceAfter', { amount: formatKes(preview.balanceafter) })}
      </Typography>
    </Box>
  );
}
