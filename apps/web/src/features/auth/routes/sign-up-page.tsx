import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';

/**
 * /sign-up: the first onboarding step; success goes on to /register-rentals. Signing up
 * accepts the terms and the privacy notice, linked under the form.
 */
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        <Trans
          t={t}
          i18nKey="signUp.accept"
          components={[
            <Link key="terms" component={RouterLink} to="/terms" />,
            <Link key="privacy" component={RouterLink} to="/privacy" />,
          ]}
        />
      </Typography>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('signUp.haveAccount')}{' '}
        <Link component={RouterLink} to="/sign-in" sx={{ fontWeight: 600 }}>
          {t('signUp.signIn')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
