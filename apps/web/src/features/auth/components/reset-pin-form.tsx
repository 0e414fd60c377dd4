import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { PinField } from '../../../components/form/pin-field';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useForgotPin } from '../api/forgot-pin';
import { useResetPin } from '../api/reset-pin';
import { resetPinFormSchema, type ResetPinForm as ResetPinValues } from '../lib/reset-pin-form';

/**
 * Forgot PIN, step 2: the code from the SMS and the new PIN twice. On success the session is
 * stored and the page moves on to the dashboard. RESEND CODE asks for another code.
 */
export function ResetPinForm({
  phonenumber,
  onChangeNumber,
}: {
  phonenumber: string;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation('auth');
  const { showAlert, clearAlert } = useAlert();
  const resetPin = useResetPin();
  const resend = useForgotPin();
  const { control, handleSubmit, setError, formState } = useForm<ResetPinValues>({
    resolver: zodResolver(resetPinFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '', newpin: '', confirmpin: '' },
  });

  const onSubmit = handleSubmit(async ({ code, newpin }) => {
    clearAlert();
    try {
      await resetPin.mutateAsync({ phonenumber, code, newpin });
    } catch (error) {
      setServerFieldErrors(error, setError, ['code', 'newpin']);
    }
  });

  const onResend = async () => {
    clearAlert();
    try {
      await resend.mutateAsync({ phonenumber });
      showAlert(t('forgotPin.resent'), 'info');
    } catch {
      // The failed call's alert (e.g. too many codes asked for) is already shown.
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <Alert severity="info" role="status">
        {t('forgotPin.sent', { phonenumber })}
      </Alert>
      <FormTextField
        control={control}
        name="code"
        label={t('forgotPin.code')}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
      />
      <PinField
        control={control}
        name="newpin"
        label={t('forgotPin.newpin')}
        autoComplete="new-password"
      />
      <PinField
        control={control}
        name="confirmpin"
        label={t('forgotPin.confirmpin')}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {t('forgotPin.submit')}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Button onClick={() => void onResend()} disabled={resend.isPending}>
          {t('forgotPin.resend')}
        </Button>
        <Button onClick={onChangeNumber} color="inherit">
          {t('forgotPin.changeNumber')}
        </Button>
      </Box>
    </Stack>
  );
}
