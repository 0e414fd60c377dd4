import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { SmsStatus } from '@rental/shared/enums';
import { useTranslation } from 'react-i18next';

const colors: Record<SmsStatus, ChipProps['color']> = {
  queued: 'default',
  sending: 'info',
  sent: 'primary',
  delivered: 'success',
  failed: 'error',
  stored: 'warning',
  held: 'warning',
  discarded: 'default',
};

/** An SMS's status as a coloured chip, its meaning in a tooltip (Messages, SMS settings). */
export function SmsStatusChip({ status }: { status: SmsStatus }) {
  const { t } = useTranslation('smsStatus');
  return (
    <Tooltip title={t(`hints.${status}`)}>
      <Chip
        size="small"
        color={colors[status]}
        variant={status === 'queued' || status === 'stored' ? 'outlined' : 'filled'}
        label={t(status)}
      />
    </Tooltip>
  );
}
