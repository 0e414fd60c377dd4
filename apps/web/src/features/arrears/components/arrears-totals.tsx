import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { ArrearsTotals as Totals } from '@rental/shared/schemas/arrears';
import { useTranslation } from 'react-i18next';
import { bucketKeys } from '../lib/arrears-rows';
import { formatBalance } from '../../../lib/format-balance';

/**
 * The total owed (the dashboard's Total Debts Owed), what of it is overdue (red only when
 * something is) and how old it is, above the list.
 */
export function ArrearsTotals({ totals, count }: { totals: Totals; count: number }) {
  const { t } = useTranslation('arrears');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('total')}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        // The total, what is overdue and what is not yet due get more room than the ages.
        gridTemplateColumns: {
          xs: 'repeat(2, 1fr)',
          sm: 'repeat(3, 1fr)',
          md: '1.4fr 1.4fr 1.4fr repeat(4, 1fr)',
        },
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Typography variant="body2" color="text.secondary">
          {t('total')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {formatBalance(totals.balance)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('tenantsOwing', { count })}
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('overdueTotal')}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ fontWeight: 700, color: totals.overdue > 0 ? 'error.main' : undefined }}
        >
          {formatKes(totals.overdue)}
        </Typography>
      </Box>
      {bucketKeys.map((key) => (
        <Box key={key}>
          <Typography variant="body2" color="text.secondary">
            {t(`columns.${key}`)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{formatKes(totals[key])}</Typography>
        </Box>
      ))}
    </Paper>
  );
}
