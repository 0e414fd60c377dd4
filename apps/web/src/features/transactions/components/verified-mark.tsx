import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import type { Transaction } from '@rental/shared/schemas/transactions';
import { useTranslation } from 'react-i18next';

/** Whether the payment is one whose receipt M-PESA's own records can confirm. */
export function hasMpesaReceipt(transaction: Transaction): boolean {
  return transaction.transactiondata.paymentmode === 'MPESA' && !!transaction.externalreference;
}

/**
 * "Verified with M-PESA" (and how, on hover or focus) or "Not yet verified" on an M-PESA
 * payment; nothing on a payment without a receipt.
 */
export function VerifiedMark({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('transactions');
  if (!hasMpesaReceipt(transaction)) return null;
  const how = transaction.verifiedby ? t(`verification.by.${transaction.verifiedby}`) : null;
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={transaction.verified ? 'success' : 'default'}
      icon={transaction.verified ? <VerifiedOutlinedIcon /> : <ScheduleOutlinedIcon />}
      label={transaction.verified ? t('verification.verified') : t('verification.unverified')}
      tabIndex={0}
    />
  );
  return (
    <Tooltip describeChild title={how ?? t('verification.unverifiedHint')}>
      {chip}
    </Tooltip>
  );
}
