import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';

/** Any address the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, sm: 8 } }}>
      <Box sx={{ mb: 4 }}>
        <Brand />
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.text')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} to="/dashboard">
          {t('notFound.dashboard')}
        </Button>
        <Button variant="outlined" component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Box>
    </Box>
  );
}
