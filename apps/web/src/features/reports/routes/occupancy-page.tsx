import Paper from '@mui/material/Paper';
import { formatKes } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { usePhone } from '../../../lib/use-phone';
import { useOccupancy } from '../api/get-occupancy';
import { OccupancyCards } from '../components/occupancy-cards';
import { OccupancyExportButtons } from '../components/occupancy-export-buttons';
import { OccupancyTable } from '../components/occupancy-table';
import { OccupancyTrendChart } from '../components/occupancy-trend-chart';
import { ReportFigures } from '../components/report-figures';
import { ReportFrame } from '../components/report-frame';
import { formatPercent } from '../../../lib/format-percent';
import { scopeFacts } from '../lib/scope-facts';
import { useReportFilters } from '../lib/use-report-filters';
import { useScopeChoices } from '../lib/use-scope-choices';

/**
 * /reports/occupancy?rentalid=&landlordid=: units, occupied, vacant, the vacancy rate and the
 * rent lost to vacancies per rental and in total today, and the last 12 months as a chart.
 */
export function OccupancyPage() {
  const { t } = useTranslation('reports');
  const phone = usePhone();
  const filters = useReportFilters(null);
  const choices = useScopeChoices(filters);
  const report = useOccupancy(filters.query);

  return (
    <ReportFrame
      title={t('occupancy.title')}
      text={t('occupancy.text')}
      filters={filters}
      choices={choices}
      exports={
        <OccupancyExportButtons
          report={report.data}
          scope={scopeFacts(filters, choices, t)}
          today={filters.today}
        />
      }
    >
      <QueryContent
        query={report}
        isEmpty={report.data?.rentals.length === 0}
        emptyText={t('occupancy.empty')}
      >
        {(data) => (
          <>
            <ReportFigures
              facts={[
                [t('occupancy.summary.units'), String(data.totals.units)],
                [t('occupancy.summary.occupied'), String(data.totals.occupied)],
                [t('occupancy.summary.vacant'), String(data.totals.vacant)],
                [t('occupancy.summary.vacancyrate'), formatPercent(data.totals.vacancyrate)],
                [t('occupancy.summary.vacancyloss'), formatKes(data.totals.vacancyloss)],
              ]}
            />
            <OccupancyTrendChart trend={data.trend} />
            {phone ? (
              <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
                <OccupancyCards report={data} />
              </Paper>
            ) : (
              <OccupancyTable report={data} />
            )}
          </>
        )}
      </QueryContent>
    </ReportFrame>
  );
}
