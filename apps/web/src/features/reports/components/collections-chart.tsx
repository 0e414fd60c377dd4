import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatKes } from '@rental/shared/money';
import type { Collections } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { ReportSection } from '../../../components/report-section';
import { formatShortMonth } from '../../../lib/format-date';

const compact = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });

/** Invoiced beside collected for each month of the report, oldest first (as the dashboard). */
export function CollectionsChart({ months }: { months: Collections['months'] }) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const empty = months.every((month) => month.invoiced === 0 && month.collected === 0);
  return (
    <ReportSection title={t('collections.chart.title')}>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('collections.chart.empty')}
        </Typography>
      ) : (
        <BarChart
          height={280}
          xAxis={[
            {
              scaleType: 'band',
              data: months.map((month) => formatShortMonth(month.month)),
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => compact.format(value), width: 48 }]}
          series={[
            {
              label: t('collections.chart.invoiced'),
              color: theme.palette.secondary.main,
              data: months.map((month) => month.invoiced),
              valueFormatter: (value) => formatKes(value ?? 0),
            },
            {
              label: t('collections.chart.collected'),
              color: theme.palette.primary.main,
              data: months.map((month) => month.collected),
              valueFormatter: (value) => formatKes(value ?? 0),
            },
          ]}
          margin={{ left: 0, right: 8 }}
        />
      )}
    </ReportSection>
  );
}
