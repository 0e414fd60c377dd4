import AddIcon from '@mui/icons-material/Add';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No rentals yet: what a rental is, and the way to add the first one. */
export function RentalsEmpty() {
  const { t } = useTranslation('rentals');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <HomeWorkOutlinedIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {t('list.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('list.emptyText')}
      </Typography>
      <Button variant="contained" component={Link} to="/newrental" startIcon={<AddIcon />}>
        {t('list.newRental')}
      </Button>
    </Paper>
  );
}
