import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';
import { useTenantBalance } from '../api/get-tenant-balance';

/**
 * What the chosen tenant owes before this payment: their rent balance (or credit), and the
 * deposit still due, which a payment fills first. Nothing until a tenant is chosen.
 */
export function TenantBalance({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('transactions');
  const balance = useTenantBalance(tenantId);
  if (tenantId === '' || balance.isError) return null;

  let text = t('payment.balanceLoading');
  if (balance.data) {
    // Recording a payment needs money.write, whose roles always get the balance.
    const owed = balance.data.balance ?? 0;
    if (owed > 0) text = t('payment.balanceOwed', { amount: formatKes(owed) });
    else if (owed < 0) text = t('payment.balanceCredit', { amount: formatKes(-owed) });
    else text = t('payment.balanceNone');
  }
  const depositDue = balance.data?.depositdue ?? 0;
  return (
    <Box role="status" aria-label={t('payment.balanceLabel')} sx={{ mt: 1, px: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
      {depositDue > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('payment.depositDue', { amount: formatKes(depositDue) })}
        </Typography>
      )}
    </Box>
  );
}
