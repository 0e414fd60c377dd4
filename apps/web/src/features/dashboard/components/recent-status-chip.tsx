import Chip from '@mui/material/Chip';
import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import { useTranslation } from 'react-i18next';

type Status = DashboardSummary['recenttransactions'][number]['status'];

/** Whether the payer's account is cleared or still owing, after this payment. */
export function RecentStatusChip({ status }: { status: Status }) {
  const { t } = useTranslation('dashboard');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'cleared' ? 'success' : 'warning'}
      label={t(`recent.status.${status}`)}
    />
  );
}
