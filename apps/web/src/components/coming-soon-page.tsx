import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The one placeholder for screens that are not built yet, so their links do not 404. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <ConstructionIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('comingSoon.title', { page: title })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('comingSoon.text')}
      </Typography>
      <Button variant="contained" component={Link} to="/dashboard">
        {t('comingSoon.backToDashboard')}
      </Button>
    </Paper>
  );
}
