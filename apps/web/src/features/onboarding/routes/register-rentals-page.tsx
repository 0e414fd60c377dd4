import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /register-rentals: placeholder until the onboarding steps are built. */
export function RegisterRentalsPage() {
  const { t } = useTranslation('onboarding');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
        {t('registerRentals.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('registerRentals.text')}
      </Typography>
      <Button variant="contained" component={Link} to="/dashboard">
        {t('registerRentals.continue')}
      </Button>
    </Paper>
  );
}
