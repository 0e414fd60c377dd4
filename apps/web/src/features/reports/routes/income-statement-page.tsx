import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { formatKes } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { usePhone } from '../../../lib/use-phone';
import { useIncomeStatement } from '../api/get-income-statement';
import { IncomeStatementCards } from '../components/income-statement-cards';
import { IncomeStatementExportButtons } from '../components/income-statement-export-buttons';
import { IncomeStatementNote } from '../components/income-statement-note';
import { IncomeStatementTable } from '../components/income-statement-table';
import { ReportFigures } from '../components/report-figures';
import { ReportFrame } from '../components/report-frame';
import { scopeFacts } from '../lib/scope-facts';
import { useReportFilters } from '../lib/use-report-filters';
import { useScopeChoices } from '../lib/use-scope-choices';

/**
 * /reports/income-statement?period=…&rentalid=&landlordid=: income collected by kind and
 * expenses by category, per rental and in total, with the net, for this month unless the
 * link says otherwise. The organization's own expenses count in the total only.
 */
export function IncomeStatementPage() {
  const { t } = useTranslation('reports');
  const phone = usePhone();
  const filters = useReportFilters('days');
  const choices = useScopeChoices(filters);
  const report = useIncomeStatement(filters.query);
  const scoped = filters.rentalid !== '' || filters.landlordid !== '';

  return (
    <ReportFrame
      title={t('incomeStatement.title')}
      text={t('incomeStatement.text')}
      filters={filters}
      choices={choices}
      exports={
        <IncomeStatementExportButtons
          report={report.data}
          scope={scopeFacts(filters, choices, t)}
        />
      }
    >
      <QueryContent
        query={report}
        isEmpty={report.data?.rentals.length === 0}
        emptyText={t('incomeStatement.empty')}
      >
        {(data) => (
          <>
            <ReportFigures
              facts={[
                [t('incomeStatement.totalIncome'), formatKes(data.totals.income)],
                [t('incomeStatement.totalExpenses'), formatKes(data.totals.expenses)],
                [t('incomeStatement.net'), formatKes(data.totals.net)],
              ]}
            />
            <Box sx={{ display: 'grid', gap: 1 }}>
              {phone ? (
                <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
                  <IncomeStatementCards report={data} />
                </Paper>
              ) : (
                <IncomeStatementTable report={data} />
              )}
              <IncomeStatementNote report={data} scoped={scoped} />
            </Box>
          </>
        )}
      </QueryContent>
    </ReportFrame>
  );
}
