import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';

/** /sign-up: the first onboarding step; success goes on to /register-rentals. */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
        {t('signUp.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('signUp.intro')}
      </Typography>
      <SignUpForm />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('signUp.haveAccount')}{' '}
        <Link component={RouterLink} to="/sign-in" sx={{ fontWeight: 600 }}>
          {t('signUp.signIn')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
