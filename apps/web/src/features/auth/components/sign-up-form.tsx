import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { accountTypes } from '@rental/shared/enums';
import { signupBodySchema, type SignupBody } from '@rental/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { ProfileFields } from '../../../components/form/profile-fields';
import { PinField } from '../../../components/form/pin-field';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useSignup } from '../api/signup';

const fieldNames = ['firstname', 'lastname', 'phonenumber', 'email', 'accounttype', 'pin'] as const;
const nextStep = '/register-rentals';

/** The Account Details form: registers the user, signs them in and starts onboarding. */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const { showAlert, clearAlert } = useAlert();
  const navigate = useNavigate();
  const signup = useSignup();
  const { control, handleSubmit, setError, formState } = useForm<SignupBody>({
    resolver: zodResolver(signupBodySchema),
    mode: 'onTouched',
    defaultValues: { firstname: '', lastname: '', phonenumber: '', email: '', pin: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      await signup.mutateAsync(values);
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
      return;
    }
    showAlert(t('signUp.registered'), 'success', nextStep);
    await navigate(nextStep);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <ProfileFields control={control} />
      <FormTextField control={control} name="accounttype" label={t('fields.accounttype')} select>
        {accountTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`accountTypes.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <PinField
        control={control}
        name="pin"
        label={t('fields.userPin')}
        autoComplete="new-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        sx={{ gridColumn: '1 / -1' }}
      >
        {t('signUp.submit')}
      </Button>
    </Box>
  );
}
