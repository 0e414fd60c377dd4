import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NewRentalForm } from '../components/new-rental-form';
import { returnPath } from '../lib/return-path';

/** /newrental: the rental form; SAVE goes to /rentals, or back to the onboarding step it came from. */
export function NewRentalPage() {
  const { t } = useTranslation('rentals');
  const [searchParams] = useSearchParams();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {t('form.newTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('form.newIntro')}
      </Typography>
      <NewRentalForm goTo={returnPath(searchParams.get('from'), '/rentals')} />
    </Paper>
  );
}
