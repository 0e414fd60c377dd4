import Paper from '@mui/material/Paper';
import { formatKes } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { usePhone } from '../../../lib/use-phone';
import { useRentRoll } from '../api/get-rent-roll';
import { RentRollCards } from '../components/rent-roll-cards';
import { RentRollExportButtons } from '../components/rent-roll-export-buttons';
import { RentRollTable } from '../components/rent-roll-table';
import { ReportFigures } from '../components/report-figures';
import { ReportFrame } from '../components/report-frame';
import { rentRollTotals } from '../lib/rent-roll-totals';
import { scopeFacts } from '../lib/scope-facts';
import { useReportFilters } from '../lib/use-report-filters';
import { useScopeChoices } from '../lib/use-scope-choices';

/**
 * /reports/rent-roll?rentalid=&landlordid=: every unit today, with its tenant (or marked
 * vacant), the rent, the deposit held, the balance and the move-in date, and the totals. A
 * table on wider screens, cards on a phone. It is today's state: it has no period.
 */
export function RentRollPage() {
  const { t } = useTranslation('reports');
  const phone = usePhone();
  const filters = useReportFilters(null);
  const choices = useScopeChoices(filters);
  const report = useRentRoll(filters.query);
  const units = report.data?.units ?? [];
  const totals = rentRollTotals(units);

  return (
    <ReportFrame
      title={t('rentRoll.title')}
      text={t('rentRoll.text')}
      filters={filters}
      choices={choices}
      exports={
        <RentRollExportButtons
          report={report.data}
          scope={scopeFacts(filters, choices, t)}
          today={filters.today}
        />
      }
    >
      <QueryContent query={report} isEmpty={units.length === 0} emptyText={t('rentRoll.empty')}>
        <ReportFigures
          facts={[
            [t('rentRoll.summary.units'), String(totals.units)],
            [t('rentRoll.summary.occupied'), String(totals.occupied)],
            [t('rentRoll.summary.vacant'), String(totals.vacant)],
            [t('rentRoll.summary.rent'), formatKes(totals.occupiedRent)],
          ]}
        />
        {phone ? (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <RentRollCards units={units} totals={totals} />
          </Paper>
        ) : (
          <RentRollTable units={units} totals={totals} />
        )}
      </QueryContent>
    </ReportFrame>
  );
}
