import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  landlordBodySchema,
  type Landlord,
  type LandlordBody,
  type LandlordValues,
} from '@rental/shared/schemas/landlords';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { describeError } from '../../../lib/describe-error';
import { useRentals } from '../../../entities/rentals/rentals';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useSaveLandlord } from '../api/save-landlord';
import { landlordFieldNames, landlordFormValues } from '../lib/landlord-form';
import { LandlordFormFields } from './landlord-form-fields';
import { LandlordRentals, rentalsOf } from './landlord-rentals';

/** A landlord's rentals under the form, with where to change them. */
function AssignedRentals({ landlord }: { landlord: Landlord }) {
  const { t } = useTranslation('landlords');
  const rentals = useRentals();
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 0.5 }}>
      <Typography component="h3" variant="subtitle2">
        {t('form.rentals')}
      </Typography>
      <LandlordRentals
        name={landlord.landlorddata.name}
        rentals={rentalsOf(rentals.data, landlord.landlordid)}
      />
      <Typography variant="caption" color="text.secondary">
        {t('form.rentalsHint')}
      </Typography>
    </Box>
  );
}

/** A new landlord, or `landlord` to change; its rentals are listed under the fields. */
export function LandlordDialog({
  landlord,
  onClose,
}: {
  landlord?: Landlord;
  onClose: () => void;
}) {
  const { t } = useTranslation('landlords');
  const { showAlert, clearAlert } = useAlert();
  const save = useSaveLandlord();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<
    LandlordBody,
    unknown,
    LandlordValues
  >({
    resolver: zodResolver(landlordBodySchema),
    mode: 'onTouched',
    defaultValues: landlordFormValues(landlord),
  });

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    setFormError(undefined);
    try {
      await save.mutateAsync({ id: landlord?.landlordid, body });
    } catch (error) {
      if (!setServerFieldErrors(error, setError, landlordFieldNames)) {
        setFormError(describeError(error, t));
      }
      return;
    }
    onClose();
    showAlert(t(landlord ? 'form.updated' : 'form.created'));
  });

  return (
    <FormDialog
      title={t(landlord ? 'form.editTitle' : 'form.newTitle')}
      text={t('form.text')}
      error={formError}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <LandlordFormFields control={control} />
        {landlord && <AssignedRentals landlord={landlord} />}
      </Box>
    </FormDialog>
  );
}
