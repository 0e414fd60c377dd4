import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { accountTypes } from '@rental/shared/enums';
import { signupBodySchema, type SignupBody } from '@rental/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useAlert } from '../../../components/alert/use-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { ProfileFields } from '../../../components/form/profile-fields';
import { PinField } from '../../../components/form/pin-field';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useSignup } from '../api/signup';
import { SignUpCodeForm } from './sign-up-code-form';

const fieldNames = ['firstname', 'lastname', 'phonenumber', 'email', 'accounttype', 'pin'] as const;

/**
 * The Account Details form, then the code sent by SMS to the phone (SignUpCodeForm): the
 * account exists, and onboarding starts, only once the code is entered.
 */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const { clearAlert } = useAlert();
  const signup = useSignup();
  const [pending, setPending] = useState<SignupBody | null>(null);
  const { control, handleSubmit, setError, formState, getValues, reset } = useForm<SignupBody>({
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
    setPending(values);
  });

  if (pending) {
    const onBack = () => {
      reset({ ...getValues(), pin: '' });
      setPending(null);
    };
    return <SignUpCodeForm details={pending} onBack={onBack} />;
  }

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
