import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { centsToKes, kesToCents } from '@rental/shared/money';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useTranslation } from 'react-i18next';
import { RentByProperty } from './rent-by-property';

/** The return's properties and their total (the figures iTax lists per property). */
export function ResidentialRent({ report }: { report: KraMriReport }) {
  const { t } = useTranslation('tax');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="mri-properties-title">
      <Typography
        id="mri-properties-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, p: 2, pb: 1 }}
      >
        {t('properties.title')}
      </Typography>
      {report.properties.length > 0 ? (
        <RentByProperty
          properties={report.properties}
          total={report.totalgross}
          label={t('properties.label')}
        />
      ) : (
        <Typography color="text.secondary" sx={{ p: 2, pt: 0 }}>
          {t('properties.empty')}
        </Typography>
      )}
    </Paper>
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
    <Paper variant="outlined" component="section" aria-labelledby="mri-commercial-title">
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography
          id="mri-commercial-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700 }}
        >
          {t('commercial.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('commercial.text')}
        </Typography>
      </Box>
      <RentByProperty
        properties={report.commercial}
        total={centsToKes(totalCents)}
        label={t('commercial.label')}
      />
    </Paper>
  );
}
