import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { FilePickButton } from '../../../components/file-pick-button';
import { useDownloadTemplate } from '../api/get-import-template';
import { useImportTenants } from '../api/import-tenants';
import type { ImportPreview } from '@rental/shared/schemas/tenant-import';
import { usePreviewImport } from '../api/preview-import';
import type { UploadProgress as Progress } from '../api/upload-csv';
import { ImportResultPanel } from '../components/import-result-panel';
import { UploadProgress } from '../components/upload-progress';

const listPath = '/tenants';

/**
 * /tenants/import: template, file, a checked preview of every row, then one import of the
 * valid rows (all in one transaction on the server).
 */
export function ImportTenantsPage() {
  const { t } = useTranslation('tenants');
  const navigate = useNavigate();
  const { showAlert, clearAlert } = useAlert();
  const template = useDownloadTemplate();
  const preview = usePreviewImport();
  const importTenants = useImportTenants();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const busy = progress !== null;

  const check = async (chosen: File) => {
    clearAlert();
    setResult(null);
    try {
      setResult(await preview.mutateAsync({ file: chosen, onProgress: setProgress }));
    } catch {
      // The query client alerts the server's message (wrong columns, too many rows...).
    } finally {
      setProgress(null);
    }
  };

  const runImport = async () => {
    if (!file) return;
    clearAlert();
    try {
      const { imported } = await importTenants.mutateAsync({ file, onProgress: setProgress });
      showAlert(t('import.imported', { count: imported }), 'success', listPath);
      await navigate(listPath);
    } catch {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Button component={Link} to={listPath} startIcon={<ArrowBackIcon />}>
          {t('import.back')}
        </Button>
      </Box>
      <Paper
        component="section"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('import.title')}
        </Typography>
        <Typography color="text.secondary">{t('import.intro')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => template.mutate()}
            disabled={template.isPending}
          >
            {t('import.template')}
          </Button>
          <FilePickButton
            variant="contained"
            label={t('import.choose')}
            accept=".csv,text/csv"
            startIcon={<UploadFileIcon />}
            disabled={busy}
            onFile={(chosen) => {
              setFile(chosen);
              if (chosen) void check(chosen);
            }}
          />
          {file && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('import.chosen', { name: file.name })}
            </Typography>
          )}
        </Box>
        {progress && (
          <UploadProgress
            progress={progress}
            processingLabel={t(importTenants.isPending ? 'import.importing' : 'import.processing')}
          />
        )}
      </Paper>
      {result && !busy && (
        <ImportResultPanel
          preview={result}
          onImport={() => void runImport()}
          importing={importTenants.isPending}
        />
      )}
    </Box>
  );
}
