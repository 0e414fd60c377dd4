import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { loginBodySchema, type LoginBody } from '@rental/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { PhoneField } from '../../../components/form/phone-field';
import { PinField } from '../../../components/form/pin-field';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useLogin } from '../api/login';

/** Phone number and PIN. On success the session is stored; the page then moves on. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const { clearAlert } = useAlert();
  const login = useLogin();
  const { control, handleSubmit, setError, formState } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    mode: 'onTouched',
    defaultValues: { phonenumber: '', pin: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      await login.mutateAsync(values);
    } catch (error) {
      // The error alert is shown for every failed call; field messages go under the inputs.
      setServerFieldErrors(error, setError, ['phonenumber', 'pin']);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <PhoneField control={control} name="phonenumber" label={t('common:fields.phonenumber')} />
      <PinField control={control} name="pin" label={t('fields.pin')} />
      <Link
        component={RouterLink}
        to="/forgot-pin"
        variant="body2"
        sx={{ alignSelf: 'flex-end', fontWeight: 600 }}
      >
        {t('signIn.forgotPin')}
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {t('signIn.submit')}
      </Button>
    </Stack>
  );
}
