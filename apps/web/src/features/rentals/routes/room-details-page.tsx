import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { describeError } from '../../../lib/describe-error';
import { useRentals } from '../../../entities/rentals/rentals';
import { RoomForm } from '../components/room-form';

/** /room-details: the standalone room type form (rental, then the room fields). */
export function RoomDetailsPage() {
  const { t } = useTranslation(['rentals', 'common']);
  const { data: rentals, error, refetch } = useRentals();

  let content;
  if (error) {
    content = <LoadError message={describeError(error, t)} onRetry={() => void refetch()} />;
  } else if (!rentals) {
    content = <LoadingScreen />;
  } else if (rentals.length === 0) {
    content = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={Link} to="/newrental">
            {t('room.addRental')}
          </Button>
        }
      >
        {t('room.noRentals')}
      </Alert>
    );
  } else {
    content = <RoomForm rentals={rentals} />;
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {t('room.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('room.intro')}
      </Typography>
      {content}
    </Paper>
  );
}
