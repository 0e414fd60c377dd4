import Chip from '@mui/material/Chip';
import type { InvoiceStatus } from '@rental/shared/enums';
import { useTranslation } from 'react-i18next';

const colors = {
  unpaid: 'error',
  'partially paid': 'warning',
  paid: 'success',
} as const satisfies Record<InvoiceStatus, 'error' | 'warning' | 'success'>;

/** unpaid / partially paid / paid, from the payments settling the invoice. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('transactions');
  return (
    <Chip size="small" variant="outlined" color={colors[status]} label={t(`status.${status}`)} />
  );
}
