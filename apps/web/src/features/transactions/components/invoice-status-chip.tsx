import Chip from '@mui/material/Chip';
import type { InvoiceStatus } from '@rental/shared/enums';
import { useTranslation } from 'react-i18next';

const colors = {
  unpaid: 'error',
  'partially paid': 'warning',
  paid: 'success',
  overdue: 'error',
} as const satisfies Record<InvoiceStatus, 'error' | 'warning' | 'success'>;

/** unpaid / partially paid / paid / overdue (filled: it needs chasing), from the payments. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('transactions');
  return (
    <Chip
      size="small"
      variant={status === 'overdue' ? 'filled' : 'outlined'}
      color={colors[status]}
      label={t(`status.${status}`)}
    />
  );
}
