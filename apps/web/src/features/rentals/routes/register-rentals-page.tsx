import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { AddedList } from '../../../entities/onboarding/added-list';
import { OnboardingFrame } from '../../../entities/onboarding/onboarding-frame';
import { ResumeOnboarding } from '../../../entities/onboarding/resume-onboarding';
import { useRentals } from '../../../entities/rentals/rentals';
import { NewRentalForm } from '../components/new-rental-form';

/**
 * /register-rentals, onboarding step 1 (where sign-up lands): add one or more rentals. A user
 * coming back after leaving mid-way is sent on to the step they reached.
 */
export function RegisterRentalsPage() {
  return (
    <ResumeOnboarding current="rentals">
      <RegisterRentals />
    </ResumeOnboarding>
  );
}

function RegisterRentals() {
  const { t } = useTranslation('rentals');
  const { showAlert } = useAlert();
  const { data: rentals } = useRentals();
  const items = (rentals ?? []).map((rental) => ({
    id: rental.rentalid,
    primary: rental.rentaldata.rentalname,
    secondary: t('onboarding.rentalLine', {
      location: rental.rentaldata.rentallocation,
      count: rental.summary.roomtypes,
    }),
  }));

  const onNext = () => {
    if (items.length > 0) return true;
    showAlert(t('onboarding.needRental'), 'warning');
    return false;
  };

  return (
    <OnboardingFrame
      step="rentals"
      title={t('onboarding.rentalsTitle')}
      description={t('onboarding.rentalsDescription')}
      onNext={onNext}
      nextDisabled={!rentals}
    >
      <NewRentalForm submitLabel={t('form.add')} />
      <AddedList items={items} emptyText={t('onboarding.noRentalsYet')} />
    </OnboardingFrame>
  );
}
