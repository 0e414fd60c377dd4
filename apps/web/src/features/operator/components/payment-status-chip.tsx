import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colors: Record<string, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'default',
  quarantined: 'warning',
};

/** pending / paid / failed / cancelled / held for review; a status this screen does not know shows as it is. */
export function PaymentStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('operator');
  const known = status in colors;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status] ?? 'default'}
      label={known ? t(`payments.statuses.${status as 'pending'}`) : status}
    />
  );
}
