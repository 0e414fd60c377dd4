import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useRental } from '../api/get-rental';
import { EditRentalForm } from '../components/edit-rental-form';
import { LateFeeSection } from '../components/late-fee-form';
import { RentalRooms } from '../components/rental-rooms';
import { RoomForm } from '../components/room-form';
import { rentalUseLine } from '../lib/rental-use-line';
import { useCan } from '../../../lib/permissions';
import { DocumentsSection } from '../../../entities/documents/documents-section';

/**
 * /rental-details/{id}: its use and LR number as saved; edit name, location, use and LR number; list, add, edit and remove room types; the
 * rental's late fee.
 */
export function RentalDetailsPage() {
  const { t } = useTranslation(['rentals', 'common']);
  const id = useParams().id ?? '';
  const { data: rental, error, refetch } = useRental(id);
  const can = useCan();

  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <Box>
        <LoadError
          message={notFound ? t('details.notFound') : describeError(error, t)}
          onRetry={() => void refetch()}
        />
        <BackToRentals />
      </Box>
    );
  }
  if (!rental) return <LoadingScreen />;

  const section = { p: { xs: 2, sm: 3 } } as const;
  const mayChange = can('rentals.write');
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 900 }}>
      <BackToRentals />
      <Paper component="section" variant="outlined" sx={section}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {rental.rentaldata.rentalname}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {rentalUseLine(rental.rentaldata, t)}
        </Typography>
        {mayChange && <EditRentalForm key={rental.rentalid} rental={rental} />}
      </Paper>
      <Paper component="section" variant="outlined" sx={section}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('details.roomsSection')}
        </Typography>
        <RentalRooms rental={rental} />
        {mayChange && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 3, mb: 2 }}>
              {t('details.addRoomSection')}
            </Typography>
            <RoomForm rentalId={rental.rentalid} />
          </>
        )}
      </Paper>
      {can('billing.setup') && (
        <Paper component="section" variant="outlined" sx={section}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('lateFee.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            {t('lateFee.text')}
          </Typography>
          <LateFeeSection rentalId={rental.rentalid} />
        </Paper>
      )}
      <DocumentsSection owner={{ kind: 'rental', id: rental.rentalid }} />
    </Box>
  );
}

function BackToRentals() {
  const { t } = useTranslation('rentals');
  return (
    <Box>
      <Button component={Link} to="/rentals" startIcon={<ArrowBackIcon />}>
        {t('details.backToRentals')}
      </Button>
    </Box>
  );
}
