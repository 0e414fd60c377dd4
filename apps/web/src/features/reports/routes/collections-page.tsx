import Paper from '@mui/material/Paper';
import { formatKes } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { usePhone } from '../../../lib/use-phone';
import { useCollections } from '../api/get-collections';
import { CollectionsCards } from '../components/collections-cards';
import { CollectionsChart } from '../components/collections-chart';
import { CollectionsExportButtons } from '../components/collections-export-buttons';
import { CollectionsTable } from '../components/collections-table';
import { ReportFigures } from '../components/report-figures';
import { ReportFrame } from '../components/report-frame';
import { scopeFacts } from '../lib/scope-facts';
import { useRateText } from '../lib/use-rate-text';
import { useReportFilters } from '../lib/use-report-filters';
import { useScopeChoices } from '../lib/use-scope-choices';

/**
 * /reports/collections?period=…&rentalid=&landlordid=: per month (the last 12 unless the link
 * says otherwise) and rental, what was invoiced and collected and the collection rate, with a
 * chart of the two.
 */
export function CollectionsPage() {
  const { t } = useTranslation('reports');
  const phone = usePhone();
  const rate = useRateText();
  const filters = useReportFilters('months');
  const choices = useScopeChoices(filters);
  const report = useCollections(filters.query);

  return (
    <ReportFrame
      title={t('collections.title')}
      text={t('collections.text')}
      filters={filters}
      choices={choices}
      exports={
        <CollectionsExportButtons
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
                [t('collections.summary.invoiced'), formatKes(data.totals.invoiced)],
                [t('collections.summary.collected'), formatKes(data.totals.collected)],
                [t('collections.summary.rate'), rate(data.totals.rate)],
              ]}
            />
            <CollectionsChart months={data.months} />
            {phone ? (
              <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
                <CollectionsCards report={data} />
              </Paper>
            ) : (
              <CollectionsTable report={data} />
            )}
          </>
        )}
      </QueryContent>
    </ReportFrame>
  );
}
