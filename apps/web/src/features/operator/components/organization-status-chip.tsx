import Chip from '@mui/material/Chip';
import type { OrganizationStatus } from '@rental/shared/schemas/operator';
import { useTranslation } from 'react-i18next';

const colors = {
  active: 'success',
  lapsing: 'warning',
  paused: 'error',
  suspended: 'error',
} as const satisfies Record<OrganizationStatus, 'success' | 'warning' | 'error'>;

/** active / lapsing / paused / suspended; filled when the operator suspended it. */
export function OrganizationStatusChip({ status }: { status: OrganizationStatus }) {
  const { t } = useTranslation('operator');
  return (
    <Chip
      size="small"
      variant={status === 'suspended' ? 'filled' : 'outlined'}
      color={colors[status]}
      label={t(`statuses.${status}`)}
    />
  );
}
