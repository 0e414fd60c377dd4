import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { usePhone } from '../../../lib/use-phone';
import { useRepairsReport } from '../api/get-repairs-report';
import { RepairCostsCards, RepairCostsTable } from '../components/repair-costs';
import { OpenRepairsCards, OpenRepairsTable } from '../components/repairs-open-list';
import { RepairsExportButtons } from '../components/repairs-export-buttons';
import { ReportFigures } from '../components/report-figures';
import { ReportFrame } from '../components/report-frame';
import { scopeFacts } from '../lib/scope-facts';
import { useReportFilters } from '../lib/use-report-filters';
import { useScopeChoices } from '../lib/use-scope-choices';

/**
 * /reports/repairs?period=…&rentalid=&landlordid=: the repairs open now, counted by age and
 * listed oldest first, then per rental and month (the last 12 unless the link says otherwise)
 * what closed repairs cost beside the rental's other expenses.
 */
export function RepairsReportPage() {
  const { t } = useTranslation('reports');
  const phone = usePhone();
  const filters = useReportFilters('months');
  const choices = useScopeChoices(filters);
  const report = useRepairsReport(filters.query);

  return (
    <ReportFrame
      title={t('repairs.title')}
      text={t('repairs.text')}
      filters={filters}
      choices={choices}
      exports={
        <RepairsExportButtons
          report={report.data}
          scope={scopeFacts(filters, choices, t)}
          range={filters.range!}
        />
      }
    >
      <QueryContent query={report}>
        {(data) => (
          <>
            <ReportFigures
              facts={[
                [t('repairs.summary.open'), String(data.open.length)],
                [t('repairs.age.under7'), String(data.openbyage.under7)],
                [t('repairs.age.days7to30'), String(data.openbyage.days7to30)],
                [t('repairs.age.over30'), String(data.openbyage.over30)],
                [t('repairs.summary.repairs'), formatKes(data.totals.repairs)],
                [t('repairs.summary.chargedtotenants'), formatKes(data.totals.chargedtotenants)],
              ]}
            />
            <Typography variant="h6" component="h2">
              {t('repairs.open.title')}
            </Typography>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              {data.open.length === 0 || phone ? (
                <OpenRepairsCards rows={data.open} />
              ) : (
                <OpenRepairsTable rows={data.open} />
              )}
            </Paper>
            <Typography variant="h6" component="h2">
              {t('repairs.costs.title')}
            </Typography>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              {data.costs.length === 0 || phone ? (
                <RepairCostsCards rows={data.costs} />
              ) : (
                <RepairCostsTable report={data} />
              )}
            </Paper>
          </>
        )}
      </QueryContent>
    </ReportFrame>
  );
}
