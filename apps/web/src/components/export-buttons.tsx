import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';
import { useAlert } from './alert/use-alert';

type Format = 'csv' | 'pdf';

/**
 * CSV and PDF downloads of what a list shows (with its filters). The handlers may fetch every
 * page first: the pressed button spins until the file is made, and a failure is alerted.
 */
export function ExportButtons({
  onCsv,
  onPdf,
  disabled = false,
}: {
  onCsv: () => unknown;
  onPdf: () => unknown;
  disabled?: boolean;
}) {
  const { t } = useTranslation('pdf');
  const { showAlert } = useAlert();
  const [busy, setBusy] = useState<Format | null>(null);

  const run = async (format: Format, action: () => unknown) => {
    setBusy(format);
    try {
      await action();
    } catch (error) {
      showAlert(describeError(error, t), 'error');
    } finally {
      setBusy(null);
    }
  };

  const icon = (format: Format, Icon: typeof FileDownloadOutlinedIcon) =>
    busy === format ? <CircularProgress size={16} color="inherit" /> : <Icon />;

  return (
    <Stack direction="row" spacing={1} role="group" aria-label={t('export.group')}>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon('csv', FileDownloadOutlinedIcon)}
        title={t('export.csvHint')}
        disabled={disabled || busy !== null}
        onClick={() => void run('csv', onCsv)}
      >
        {t('export.csv')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon('pdf', PictureAsPdfOutlinedIcon)}
        title={t('export.pdfHint')}
        disabled={disabled || busy !== null}
        onClick={() => void run('pdf', onPdf)}
      >
        {t('export.pdf')}
      </Button>
    </Stack>
  );
}
