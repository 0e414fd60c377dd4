import Typography from '@mui/material/Typography';
import { centsToKes, kesToCents } from '@rental/shared/money';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useTranslation } from 'react-i18next';
import { RentByProperty } from './rent-by-property';
import { ReportSection } from '../../../components/report-section';

/** The return's properties and their total (the figures iTax lists per property). */
export function ResidentialRent({ report }: { report: KraMriReport }) {
  const { t } = useTranslation('tax');
  return (
    <ReportSection title={t('properties.title')} flush>
      {report.properties.length > 0 ? (
        <RentByProperty
          properties={report.properties}
          total={report.totalgross}
          label={t('properties.label')}
        />
      ) : (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('properties.empty')}
        </Typography>
      )}
    </ReportSection>
  );
}

/** Listed apart so the landlord sees they were left out on purpose, not forgotten. */
export function CommercialRent({ report }: { report: KraMriReport }) {
  const { t } = useTranslation('tax');
  const totalCents = report.commercial.reduce(
    (sum, { grossrent }) => sum + kesToCents(grossrent),
    0,
  );
  return (
    <ReportSection title={t('commercial.title')} text={t('commercial.text')} flush>
      <RentByProperty
        properties={report.commercial}
        total={centsToKes(totalCents)}
        label={t('commercial.label')}
      />
    </ReportSection>
  );
}
