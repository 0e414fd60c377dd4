import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatKes } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { AddedList } from '../../../entities/onboarding/added-list';
import { OnboardingFrame } from '../../../entities/onboarding/onboarding-frame';
import { useRentals } from '../../../entities/rentals/rentals';
import { useRooms } from '../api/get-rooms';
import { RoomForm } from '../components/room-form';

/** /register-rooms, onboarding step 2: add the room types of each rental. */
export function RegisterRoomsPage() {
  const { t } = useTranslation('rentals');
  const { showAlert } = useAlert();
  const { data: rentals } = useRentals();
  const { data: rooms } = useRooms();
  const rentalName = new Map(rentals?.map((r) => [r.rentalid, r.rentaldata.rentalname]));
  const items = (rooms ?? []).map(({ roomid, roomdata }) => ({
    id: roomid,
    primary: t('onboarding.roomLine', {
      rental: rentalName.get(roomdata.rentalid) ?? '',
      type: t(`houseTypes.${roomdata.housetype}`),
    }),
    secondary: t('onboarding.roomDetail', {
      count: roomdata.totalunits,
      rent: formatKes(roomdata.monthlyrent),
      rate: formatKes(roomdata.waterunitrate),
    }),
  }));

  const onNext = () => {
    if (items.length > 0) return true;
    showAlert(t('onboarding.needRoom'), 'warning');
    return false;
  };

  return (
    <OnboardingFrame
      step="rooms"
      title={t('onboarding.roomsTitle')}
      description={t('onboarding.roomsDescription')}
      onNext={onNext}
      nextDisabled={!rooms}
    >
      {rentals?.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={Link} to="/register-rentals">
              {t('onboarding.backToRentals')}
            </Button>
          }
        >
          {t('onboarding.roomsNeedRental')}
        </Alert>
      ) : (
        rentals && <RoomForm key={rentals.length} rentals={rentals} />
      )}
      <AddedList items={items} emptyText={t('onboarding.noRoomsYet')} />
    </OnboardingFrame>
  );
}
