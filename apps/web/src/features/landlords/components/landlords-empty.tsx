import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NewLandlordButton } from './new-landlord-button';

/** No landlords yet: what they are for, what comes after, and the way to add the first. */
export function LandlordsEmpty() {
  const { t } = useTranslation('landlords');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <HandshakeOutlinedIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        {t('empty.text')}
      </Typography>
      <NewLandlordButton />
    </Paper>
  );
}
