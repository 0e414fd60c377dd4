import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress as Progress } from '../api/upload-csv';

/** How far a CSV upload is: the share sent, then an open-ended bar while the server checks. */
export function UploadProgress({
  progress,
  processingLabel,
}: {
  progress: Progress;
  processingLabel: string;
}) {
  const { t } = useTranslation('tenants');
  const labelId = useId();
  const percent = progress.stage === 'uploading' ? Math.round(progress.fraction * 100) : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {percent === undefined ? processingLabel : t('import.uploading', { percent })}
      </Typography>
      <LinearProgress
        aria-labelledby={labelId}
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
    </Box>
  );
}
