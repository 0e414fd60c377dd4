import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';
import { useCanWhereSignedIn } from '../lib/permissions';
import { recordExport, type ExportedData } from '../lib/record-export';
import { useAlert } from './alert/use-alert';

type Format = 'csv' | 'pdf';

/** A handler makes the file and answers how many rows it holds. */
type ExportAction = () => number | Promise<number>;

/**
 * CSV and PDF downloads of what a list shows (with its filters). The handlers may fetch every
 * page first: the pressed button spins until the file is made, and a failure is alerted. Each
 * download made is reported (`record`) so the activity log shows who exported what; that
 * report never holds the download up.
 */
export function ExportButtons({
  onCsv,
  onPdf,
  record,
  disabled = false,
}: {
  onCsv: ExportAction;
  onPdf: ExportAction;
  /** What the list holds, as the activity log names it. */
  record: { what: ExportedData };
  disabled?: boolean;
}) {
  const { t } = useTranslation('pdf');
  const { showAlert } = useAlert();
  const [busy, setBusy] = useState<Format | null>(null);
  // Exports are for the roles with 'exports' (a caretaker reads the list but takes no copy).
  const mayExport = useCanWhereSignedIn('exports');

  const run = async (format: Format, action: ExportAction) => {
    setBusy(format);
    try {
      const count = await action();
      void recordExport({ what: record.what, format, count });
    } catch (error) {
      showAlert(describeError(error, t), 'error');
    } finally {
      setBusy(null);
    }
  };

  const icon = (format: Format, Icon: typeof FileDownloadOutlinedIcon) =>
    busy === format ? <CircularProgress size={16} color="inherit" /> : <Icon />;

  if (!mayExport) return null;
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
