import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { rentalBodySchema, type Rental, type RentalBody } from '@rental/shared/schemas/rentals';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { useIsAgent } from '../../../lib/current-user';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useCreateRental } from '../api/create-rental';
import { RentalFields, rentalFieldNames } from './rental-fields';

const empty: RentalBody = {
  rentalname: '',
  rentallocation: '',
  rentaluse: 'residential',
  lrnumber: '',
};
/** An agent's form also asks whose rental it is ('' for the agent's own). */
const emptyForAgent: RentalBody = { ...empty, landlordid: '' };

/**
 * Rental name, location, use and LR number. After 'Rental created successfully' it goes to `goTo` when given
 * (the alert shows there), or empties itself for the next rental (onboarding adds several).
 */
export function NewRentalForm({
  goTo,
  submitLabel,
  onCreated,
}: {
  goTo?: string;
  submitLabel?: string;
  onCreated?: (rental: Rental) => void;
}) {
  const { t } = useTranslation('rentals');
  const { showAlert, clearAlert } = useAlert();
  const blank = useIsAgent() ? emptyForAgent : empty;
  const navigate = useNavigate();
  const createRental = useCreateRental();
  const { control, handleSubmit, setError, reset, formState } = useForm<RentalBody>({
    resolver: zodResolver(rentalBodySchema),
    mode: 'onTouched',
    defaultValues: blank,
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      const { rental } = await createRental.mutateAsync(values);
      onCreated?.(rental);
      showAlert(t('form.created'), 'success', goTo);
      if (goTo) await navigate(goTo);
      else reset(blank);
    } catch (error) {
      setServerFieldErrors(error, setError, rentalFieldNames);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <RentalFields control={control} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {submitLabel ?? t('form.save')}
        </Button>
      </Box>
    </Box>
  );
}
