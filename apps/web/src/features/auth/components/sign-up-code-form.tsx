import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SignupBody } from '@rental/shared/schemas/auth';
import { oneTimeCode } from '@rental/shared/schemas/fields';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useAlert } from '../../../components/alert/use-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useSignup, useVerifySignup } from '../api/signup';

const codeFormSchema = z.object({ code: oneTimeCode });
type CodeForm = z.infer<typeof codeFormSchema>;
const nextStep = '/register-rentals';

/**
 * Sign-up, step 2: the code the SMS brought to the phone creates the account and signs in.
 * RESEND CODE sends the form again (a new code); "Use another number" goes back to the form.
 */
export function SignUpCodeForm({ details, onBack }: { details: SignupBody; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const { showAlert, clearAlert } = useAlert();
  const navigate = useNavigate();
  const verify = useVerifySignup();
  const resend = useSignup();
  const { control, handleSubmit, setError, formState } = useForm<CodeForm>({
    resolver: zodResolver(codeFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    clearAlert();
    try {
      await verify.mutateAsync({ phonenumber: details.phonenumber, code });
    } catch (error) {
      setServerFieldErrors(error, setError, ['code']);
      return;
    }
    showAlert(t('signUp.registered'), 'success', nextStep);
    await navigate(nextStep);
  });

  const onResend = async () => {
    clearAlert();
    try {
      await resend.mutateAsync(details);
      showAlert(t('signUp.resent'), 'info');
    } catch {
      // The failed call's alert (too many attempts) is already shown.
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <Alert severity="info" role="status">
        {t('signUp.codeSent', { phonenumber: details.phonenumber })}
      </Alert>
      <FormTextField
        control={control}
        name="code"
        label={t('forgotPin.code')}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {t('signUp.confirm')}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Button onClick={() => void onResend()} disabled={resend.isPending}>
          {t('forgotPin.resend')}
        </Button>
        <Button onClick={onBack} color="inherit">
          {t('forgotPin.changeNumber')}
        </Button>
      </Box>
    </Stack>
  );
}
