import Chip from '@mui/material/Chip';
import type { ContactRequestStatus } from '@rental/shared/schemas/operator';
import { useTranslation } from 'react-i18next';

const colors = {
  new: 'info',
  contacted: 'warning',
  won: 'success',
  lost: 'default',
} as const satisfies Record<ContactRequestStatus, 'info' | 'warning' | 'success' | 'default'>;

/** new / contacted / won / lost; filled while new, the requests still to call back. */
export function ContactStatusChip({ status }: { status: ContactRequestStatus }) {
  const { t } = useTranslation('operator');
  return (
    <Chip
      size="small"
      variant={status === 'new' ? 'filled' : 'outlined'}
      color={colors[status]}
      label={t(`contactRequests.statuses.${status}`)}
    />
  );
}
