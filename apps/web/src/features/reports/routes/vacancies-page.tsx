import Paper from '@mui/material/Paper';
import { formatKes } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { useCan } from '../../../lib/permissions';
import { usePhone } from '../../../lib/use-phone';
import { useVacancies } from '../api/get-vacancies';
import { ReportFigures } from '../components/report-figures';
import { ReportFrame } from '../components/report-frame';
import { VacancyAlertForm } from '../components/vacancy-alert-form';
import { VacantUnitsCards, VacantUnitsTable } from '../components/vacant-units';
import { ReletList, VacatingList } from '../components/vacating-list';
import { useReportFilters } from '../lib/use-report-filters';
import { useScopeChoices } from '../lib/use-scope-choices';

/**
 * /reports/vacancies?rentalid=&landlordid=: each vacant unit with its days vacant and the rent
 * lost so far, the tenants moving out soon, the mean days to re-let, and the vacancy alert.
 */
export function VacanciesPage() {
  const { t } = useTranslation('reports');
  const phone = usePhone();
  const can = useCan();
  const filters = useReportFilters(null);
  const choices = useScopeChoices(filters);
  const report = useVacancies(filters.query);

  return (
    <ReportFrame
      title={t('vacancies.title')}
      text={t('vacancies.text')}
      filters={filters}
      choices={choices}
      exports={null}
    >
      <QueryContent query={report}>
        {(data) => (
          <>
            <ReportFigures
              facts={[
                [t('vacancies.summary.units'), String(data.totals.units)],
                [t('vacancies.summary.rentlost'), formatKes(data.totals.rentlost)],
                [
                  t('vacancies.summary.averagereletdays'),
                  data.averagereletdays === null
                    ? t('vacancies.noRelets')
                    : t('vacancies.days', { count: data.averagereletdays }),
                ],
              ]}
            />
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              {data.units.length === 0 || phone ? (
                <VacantUnitsCards units={data.units} emptyText={t('vacancies.empty')} />
              ) : (
                <VacantUnitsTable units={data.units} />
              )}
            </Paper>
            <VacatingList vacating={data.vacating} />
            {data.rentals.length > 0 && <ReletList rentals={data.rentals} />}
          </>
        )}
      </QueryContent>
      <VacancyAlertForm canEdit={can('settings')} />
    </ReportFrame>
  );
}
