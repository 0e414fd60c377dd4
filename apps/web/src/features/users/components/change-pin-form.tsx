import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  changePinFormSchema,
  type ChangePinForm as ChangePinValues,
} from '@rental/shared/schemas/users';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { PinField } from '../../../components/form/pin-field';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useChangePin } from '../api/change-pin';

/** Current PIN and the new one twice; CHANGE saves and clears the form. */
export function ChangePinForm() {
  const { t } = useTranslation('users');
  const { showAlert, clearAlert } = useAlert();
  const changePin = useChangePin();
  const { control, handleSubmit, setError, reset, formState } = useForm<ChangePinValues>({
    resolver: zodResolver(changePinFormSchema),
    mode: 'onTouched',
    defaultValues: { currentpin: '', newpin: '', confirmpin: '' },
  });

  const onSubmit = handleSubmit(async ({ currentpin, newpin }) => {
    clearAlert();
    try {
      await changePin.mutateAsync({ currentpin, newpin });
      reset();
      showAlert(t('pin.updated'));
    } catch (error) {
      setServerFieldErrors(error, setError, ['currentpin', 'newpin']);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <PinField control={control} name="currentpin" label={t('pin.currentpin')} />
      <PinField
        control={control}
        name="newpin"
        label={t('pin.newpin')}
        autoComplete="new-password"
      />
      <PinField
        control={control}
        name="confirmpin"
        label={t('pin.confirmpin')}
        autoComplete="new-password"
      />
      <Button
        type="submit"
        variant="contained"
        disabled={formState.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('pin.submit')}
      </Button>
    </Stack>
  );
}
