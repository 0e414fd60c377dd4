import Alert from '@mui/material/Alert';
import { formatKes, formatKesFigure } from '@rental/shared/money';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { formatMonth } from '../../../lib/format-date';
import { ReportSection } from '../../../components/report-section';

/**
 * The residential rent received this year so far against the MRI band: MRI is for a year's
 * rent above the minimum and up to the maximum. Outside it, a warning says which side.
 */
export function YearToDateBand({ report }: { report: KraMriReport }) {
  const { t } = useTranslation('tax');
  const { band, yeartodate, month } = report;
  const min = formatKes(band.min);
  const max = formatKes(band.max);
  return (
    <ReportSection title={t('band.title')}>
      <FactList
        columns={{ xs: '1fr', sm: '1fr 1fr' }}
        facts={[
          [
            t('band.yearToDate', {
              from: formatMonth(`${month.slice(0, 4)}-01`),
              to: formatMonth(month),
            }),
            formatKes(yeartodate),
          ],
          [t('band.range'), `${min}–${formatKesFigure(band.max)}`],
        ]}
      />
      {!band.inside && (
        <Alert severity="warning">
          {yeartodate <= band.min ? t('band.below', { min }) : t('band.above', { max })}
        </Alert>
      )}
    </ReportSection>
  );
}
