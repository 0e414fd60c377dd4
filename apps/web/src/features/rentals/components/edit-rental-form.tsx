import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  rentalBodySchema,
  type RentalBody,
  type RentalDetail,
} from '@rental/shared/schemas/rentals';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { useIsAgent } from '../../../lib/current-user';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateRental } from '../api/update-rental';
import { RentalFields, rentalFieldNames } from './rental-fields';

/**
 * What the form edits. The landlord only for an agent ('' for none); a Landlord account's form
 * leaves it out of its PUT (left out, the server keeps it).
 */
function formValues(
  { rentalname, rentallocation, rentaluse, lrnumber, landlordid }: RentalDetail['rentaldata'],
  agent: boolean,
): RentalBody {
  const values = { rentalname, rentallocation, rentaluse, lrnumber };
  return agent ? { ...values, landlordid: landlordid ?? '' } : values;
}

/** Edits a rental's name, location, use, LR number and an agent's landlord (validated like the new form; the spec's lack of edit validation is a defect). */
export function EditRentalForm({ rental }: { rental: RentalDetail }) {
  const { t } = useTranslation('rentals');
  const { showAlert, clearAlert } = useAlert();
  const agent = useIsAgent();
  const updateRental = useUpdateRental(rental.rentalid);
  const { control, handleSubmit, setError, reset, formState } = useForm<RentalBody>({
    resolver: zodResolver(rentalBodySchema),
    mode: 'onTouched',
    defaultValues: formValues(rental.rentaldata, agent),
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      const { rental: saved } = await updateRental.mutateAsync(values);
      reset(formValues(saved.rentaldata, agent));
      showAlert(t('form.updated'));
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
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting || !formState.isDirty}
        >
          {t('details.update')}
        </Button>
      </Box>
    </Box>
  );
}
