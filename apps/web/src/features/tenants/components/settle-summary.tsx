import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatKes, formatKesFigure } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';
import type { settlement } from '../lib/end-tenancy-form';

/**
 * "Deposit held 20,000 − deductions 8,000 − refund 12,000 = 0", live as the landlord types,
 * green when the deposit is settled to zero and saying what is left (or too much) otherwise;
 * then what the tenant owes once the water is billed, the most unpaid rent and water may take.
 */
export function SettleSummary({ settled }: { settled: ReturnType<typeof settlement> }) {
  const { t } = useTranslation('tenants');
  const ok = settled.left === 0 && !settled.arrearsTooHigh;
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label={t('endTenancy.summary')}
      sx={{
        p: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        borderColor: ok ? 'success.main' : 'warning.main',
        bgcolor: (theme) => alpha(theme.palette[ok ? 'success' : 'warning'].main, 0.06),
      }}
    >
      {ok ? <CheckCircleOutlineIcon color="success" /> : <ErrorOutlineIcon color="warning" />}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('endTenancy.equation', {
            held: formatKesFigure(settled.held),
            deducted: formatKesFigure(settled.deducted),
            refund: formatKesFigure(settled.refund),
            left: formatKesFigure(settled.left),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {settled.left === 0
            ? t('endTenancy.settled')
            : settled.left > 0
              ? t('endTenancy.leftToSettle', { amount: formatKes(settled.left) })
              : t('endTenancy.overSettled', { amount: formatKes(-settled.left) })}
        </Typography>
        <Typography
          variant="body2"
          color={settled.arrearsTooHigh ? 'warning.dark' : 'text.secondary'}
        >
          {t(settled.arrearsTooHigh ? 'endTenancy.owedExceeded' : 'endTenancy.owed', {
            amount: formatKes(settled.owed),
          })}
        </Typography>
      </Box>
    </Paper>
  );
}
