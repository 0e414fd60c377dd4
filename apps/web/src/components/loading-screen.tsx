import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** 'Loading...' while a page or the signed-in user loads. */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('loading')}</Typography>
    </Box>
  );
}
