import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { QuarantinedPayment, QuarantineReason } from '@rental/shared/schemas/quarantine';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** What a reason was about, from the payment's details ('' when the server said nothing). */
function detailOf(
  reason: QuarantineReason,
  details: QuarantinedPayment['details'],
  t: TFunction<'unallocated'>,
): string {
  const about: Partial<Record<QuarantineReason, string | number | undefined>> = {
    source_address: details.sourceip,
    shortcode: details.shortcode,
    stk_amount_mismatch: details.expectedamount,
  };
  const value = about[reason];
  if (value === undefined || value === '') return '';
  return reason === 'stk_amount_mismatch'
    ? t('held.asked', { amount: formatKes(Number(value)) })
    : String(value);
}

/** A reason in the reader's words, with what it was about: "Paid to another shortcode (600999)". */
export function reasonText(
  reason: QuarantineReason,
  details: QuarantinedPayment['details'],
  t: TFunction<'unallocated'>,
): string {
  const text = t(`held.reasons.${reason}`);
  const detail = detailOf(reason, details, t);
  return detail ? t('held.withDetail', { reason: text, detail }) : text;
}

/** Why a payment was held, one reason a line. */
export function HeldReasons({ payment }: { payment: QuarantinedPayment }) {
  const { t } = useTranslation('unallocated');
  return (
    <Box
      component="ul"
      aria-label={t('held.reasonsLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
    >
      {payment.reasons.map((reason) => (
        <Box component="li" key={reason} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <WarningAmberOutlinedIcon
            fontSize="small"
            color="warning"
            aria-hidden
            sx={{ mt: '2px' }}
          />
          <Typography variant="body2">{reasonText(reason, payment.details, t)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
