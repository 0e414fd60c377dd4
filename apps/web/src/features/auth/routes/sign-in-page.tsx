import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { useAuthToken } from '../../../lib/auth-token';
import { AuthLayout } from '../components/auth-layout';
import { SignInForm } from '../components/sign-in-form';
import { safeNextPath } from '../lib/safe-next-path';

/** /sign-in: once a session is stored, goes to the page asked for (?next=) or /dashboard. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const token = useAuthToken();
  const [searchParams] = useSearchParams();

  if (token) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;

  return (
    <AuthLayout>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
        {t('signIn.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('signIn.intro')}
      </Typography>
      <SignInForm />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('signIn.noAccount')}{' '}
        <Link component={RouterLink} to="/sign-up" sx={{ fontWeight: 600 }}>
          {t('signIn.getStarted')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
