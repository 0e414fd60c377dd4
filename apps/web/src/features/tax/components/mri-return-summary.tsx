import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { formatMonth } from '../../../lib/format-date';
import { mriReturnFacts } from '../lib/mri-return-facts';

/**
 * The figures iTax asks for, in its order, to copy field by field: the month, how many
 * residential properties, the gross rent, the rate, the tax and when it is due. A NIL return
 * is said in words: nothing received still means a return to file.
 */
export function MriReturnSummary({ report }: { report: KraMriReport }) {
  const { t } = useTranslation('tax');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('summary.label')}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('summary.heading', { month: formatMonth(report.month) })}
        {report.nil && (
          <Chip label={t('summary.nil')} color="warning" size="small" sx={{ ml: 1 }} />
        )}
      </Typography>
      {report.nil && (
        <Alert severity="info" role="status">
          {t('summary.nilText')}
        </Alert>
      )}
      <FactList
        columns={{ xs: '1fr 1fr', md: 'repeat(3, 1fr)' }}
        facts={mriReturnFacts(report, t)}
      />
    </Paper>
  );
}
