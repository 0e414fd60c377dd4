import Chip from '@mui/material/Chip';
import type { Transaction } from '@rental/shared/schemas/transactions';
import { useTranslation } from 'react-i18next';

/** "Reversed" on a payment that was reversed (issue 29); nothing on any other. */
export function ReversedChip({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('transactions');
  if (!transaction.reversal) return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={t('reverse.chip')}
      title={t('reverse.chipTitle', {
        date: transaction.reversal.reversedon,
        reason: transaction.reversal.reason,
      })}
    />
  );
}
