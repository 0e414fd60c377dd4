import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { joinFormSchema, type JoinForm } from '@rental/shared/schemas/team';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { AlertArea } from '../../../components/alert/alert-area';
import { useAlert } from '../../../components/alert/use-alert';
import { Brand } from '../../../components/brand';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhoneField } from '../../../components/form/phone-field';
import { PinField } from '../../../components/form/pin-field';
import { useAuthToken } from '../../../lib/auth-token';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useAcceptInvitation } from '../api/accept-invitation';

/**
 * /join (public): an invited member proves the phone with the SMS code and sets a PIN, then
 * is signed in and lands on the dashboard.
 */
export function JoinPage() {
  const { t } = useTranslation('team');
  const token = useAuthToken();
  if (token) return <Navigate to="/dashboard" replace />;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 520 }}>
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'inline-flex', mb: 3, textDecoration: 'none' }}
        >
          <Brand />
        </Box>
        <AlertArea />
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
            {t('join.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('join.intro')}
          </Typography>
          <JoinForm />
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            {t('join.haveAccount')}{' '}
            <Link component={RouterLink} to="/sign-in" sx={{ fontWeight: 600 }}>
              {t('join.signIn')}
            </Link>
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}

function JoinForm() {
  const { t } = useTranslation('team');
  const { clearAlert } = useAlert();
  const accept = useAcceptInvitation();
  const { control, handleSubmit, setError, formState } = useForm<JoinForm>({
    resolver: zodResolver(joinFormSchema),
    mode: 'onTouched',
    defaultValues: { phonenumber: '', code: '', pin: '', confirmpin: '' },
  });

  const onSubmit = handleSubmit(async ({ phonenumber, code, pin }) => {
    clearAlert();
    try {
      // On success the token is stored and the page redirects to /dashboard.
      await accept.mutateAsync({ phonenumber, code, pin });
    } catch (error) {
      setServerFieldErrors(error, setError, ['phonenumber', 'code', 'pin']);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <PhoneField control={control} name="phonenumber" label={t('common:fields.phonenumber')} />
      <FormTextField
        control={control}
        name="code"
        label={t('join.code')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
      />
      <PinField control={control} name="pin" label={t('join.pin')} autoComplete="new-password" />
      <PinField
        control={control}
        name="confirmpin"
        label={t('join.confirmpin')}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {t('join.submit')}
      </Button>
    </Stack>
  );
}
