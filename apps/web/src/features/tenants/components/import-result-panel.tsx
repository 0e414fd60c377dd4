import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@rental/shared/schemas/tenant-import';
import { ImportPreviewTable } from './import-preview-table';

/** The checked file: counts of valid and invalid rows, the rows, and the Import button. */
export function ImportResultPanel({
  preview,
  onImport,
  importing,
}: {
  preview: ImportPreview;
  onImport: () => void;
  importing: boolean;
}) {
  const { t } = useTranslation('tenants');
  const { rows, validCount, invalidCount } = preview;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('import.title')}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Chip color="success" label={t('import.valid', { count: validCount })} />
        <Chip
          color={invalidCount > 0 ? 'error' : 'default'}
          label={t('import.invalid', { count: invalidCount })}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          size="large"
          onClick={onImport}
          disabled={validCount === 0 || importing}
        >
          {t('import.submit', { count: validCount })}
        </Button>
      </Box>
      {invalidCount > 0 && validCount > 0 && (
        <Alert severity="info">{t('import.invalidSkipped')}</Alert>
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('import.noRows')}</Typography>
      ) : (
        <ImportPreviewTable rows={rows} />
      )}
    </Paper>
  );
}
