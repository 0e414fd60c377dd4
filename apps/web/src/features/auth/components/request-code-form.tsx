import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { forgotPinBodySchema, type ForgotPinBody } from '@rental/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { PhoneField } from '../../../components/form/phone-field';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useForgotPin } from '../api/forgot-pin';

/** Forgot PIN, step 1: the phone number; a code goes by SMS if it is registered. */
export function RequestCodeForm({
  phonenumber,
  onSent,
}: {
  /** The number typed before (after "Use another number"). */
  phonenumber: string;
  onSent: (phonenumber: string) => void;
}) {
  const { t } = useTranslation('auth');
  const { clearAlert } = useAlert();
  const forgotPin = useForgotPin();
  const { control, handleSubmit, setError, formState } = useForm<ForgotPinBody>({
    resolver: zodResolver(forgotPinBodySchema),
    mode: 'onTouched',
    defaultValues: { phonenumber },
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      await forgotPin.mutateAsync(values);
      onSent(values.phonenumber);
    } catch (error) {
      // The error alert is shown for every failed call; field messages go under the input.
      setServerFieldErrors(error, setError, ['phonenumber']);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <PhoneField control={control} name="phonenumber" label={t('common:fields.phonenumber')} />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {t('forgotPin.send')}
      </Button>
    </Stack>
  );
}
