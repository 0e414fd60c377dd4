import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatKes } from '@rental/shared/money';
import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { formatShortMonth } from '../../../lib/format-date';

const compact = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Revenue received, amounts invoiced and expenses paid per month, the last 12 months (oldest
 * first), with a legend naming the three.
 */
export function RevenueChart({ chart }: { chart: DashboardSummary['chart'] }) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const empty = chart.every(
    (month) => month.revenue === 0 && month.invoiced === 0 && month.expenses === 0,
  );
  return (
    <Paper
      component="section"
      aria-labelledby="revenue-chart"
      variant="outlined"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id="revenue-chart" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('chart.title')}
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('chart.empty')}
        </Typography>
      ) : (
        <BarChart
          height={300}
          xAxis={[
            {
              scaleType: 'band',
              // The month in the app's language, not the server's English label.
              data: chart.map((month) => formatShortMonth(month.month)),
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => compact.format(value), width: 48 }]}
          series={[
            {
              label: t('chart.revenue'),
              color: theme.palette.primary.main,
              data: chart.map((month) => month.revenue),
              valueFormatter: (value) => formatKes(value ?? 0),
            },
            {
              label: t('chart.invoiced'),
              color: theme.palette.secondary.main,
              data: chart.map((month) => month.invoiced),
              valueFormatter: (value) => formatKes(value ?? 0),
            },
            {
              label: t('chart.expenses'),
              color: theme.palette.warning.main,
              data: chart.map((month) => month.expenses),
              valueFormatter: (value) => formatKes(value ?? 0),
            },
          ]}
          margin={{ left: 0, right: 8 }}
        />
      )}
    </Paper>
  );
}
