import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { describeError } from '../../../lib/describe-error';
import { useCreateReading } from '../api/create-reading';
import { useRentals } from '../../../entities/rentals/rentals';
import { ReadingForm } from '../components/reading-form';

const listPath = '/water-readings';

/** /new-reading: records a meter reading; the list then announces 'Water reading saved'. */
export function NewReadingPage() {
  const { t } = useTranslation('readings');
  const { showAlert, clearAlert } = useAlert();
  const navigate = useNavigate();
  const rentals = useRentals();
  const createReading = useCreateReading();

  let content;
  if (rentals.isPending) content = <LoadingScreen />;
  else if (rentals.isError) {
    content = (
      <LoadError message={describeError(rentals.error, t)} onRetry={() => void rentals.refetch()} />
    );
  } else if (rentals.data.length === 0) {
    content = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={Link} to="/newrental">
            {t('form.addRental')}
          </Button>
        }
      >
        {t('form.noRentals')}
      </Alert>
    );
  } else {
    content = (
      <ReadingForm
        rentals={rentals.data}
        onSave={async (values) => {
          clearAlert();
          await createReading.mutateAsync(values);
          showAlert(t('saved'), 'success', listPath);
          await navigate(listPath);
        }}
      />
    );
  }

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('form.title')}
      </Typography>
      {content}
    </Paper>
  );
}
