import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import type { Occupancy } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { ReportSection } from '../../../components/report-section';
import { formatMonth, formatShortMonth } from '../../../lib/format-date';
import { formatPercent } from '../../../lib/format-percent';

/**
 * The share of units occupied at each of the last 12 month ends, as a line from 0 to 100%,
 * with the first and last figures in words for those who do not see the chart.
 */
export function OccupancyTrendChart({ trend }: { trend: Occupancy['trend'] }) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const first = trend[0];
  const last = trend.at(-1);
  return (
    <ReportSection title={t('occupancy.trend.title')} text={t('occupancy.trend.text')}>
      {first && last && (
        <Typography variant="body2">
          {t('occupancy.trend.summary', {
            first: formatPercent(first.occupancyrate),
            firstMonth: formatMonth(first.month),
            last: formatPercent(last.occupancyrate),
            lastMonth: formatMonth(last.month),
          })}
        </Typography>
      )}
      <LineChart
        height={260}
        aria-label={t('occupancy.trend.label')}
        xAxis={[
          {
            scaleType: 'point',
            data: trend.map((month) => formatShortMonth(month.month)),
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%`, width: 44 }]}
        series={[
          {
            label: t('occupancy.trend.series'),
            color: theme.palette.primary.main,
            data: trend.map((month) => month.occupancyrate),
            area: true,
            // Straight lines between month ends: a smoothed curve would show rates never had.
            curve: 'linear',
            showMark: true,
            valueFormatter: (value) => formatPercent(value ?? 0),
          },
        ]}
        hideLegend
        margin={{ left: 0, right: 32 }}
        // A light fill under the line: the rate reads from the line, the fill only groups it.
        sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}
      />
    </ReportSection>
  );
}
