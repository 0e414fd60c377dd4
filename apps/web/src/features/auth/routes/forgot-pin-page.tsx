import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { useAuthToken } from '../../../lib/auth-token';
import { AuthLayout } from '../components/auth-layout';
import { RequestCodeForm } from '../components/request-code-form';
import { ResetPinForm } from '../components/reset-pin-form';

/**
 * /forgot-pin (public): the phone number, then the code from the SMS and a new PIN. Works
 * while sign-in is locked; once the new PIN is set the user is signed in and goes to the
 * dashboard.
 */
export function ForgotPinPage() {
  const { t } = useTranslation('auth');
  const token = useAuthToken();
  const { clearAlert } = useAlert();
  const [phonenumber, setPhonenumber] = useState('');
  const [codeSent, setCodeSent] = useState(false);

  if (token) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
        {codeSent ? t('forgotPin.codeTitle') : t('forgotPin.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {codeSent ? t('forgotPin.codeIntro') : t('forgotPin.intro')}
      </Typography>
      {codeSent ? (
        <ResetPinForm
          phonenumber={phonenumber}
          onChangeNumber={() => {
            clearAlert();
            setCodeSent(false);
          }}
        />
      ) : (
        <RequestCodeForm
          phonenumber={phonenumber}
          onSent={(number) => {
            setPhonenumber(number);
            setCodeSent(true);
          }}
        />
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('forgotPin.remembered')}{' '}
        <Link component={RouterLink} to="/sign-in" sx={{ fontWeight: 600 }}>
          {t('forgotPin.signIn')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
