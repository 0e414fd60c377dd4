import { Navigate, useSearchParams } from 'react-router';
import { AlertArea } from '../../../components/alert/alert-area';
import { RouterLinks } from '../../../components/router-links';
import { useAuthToken } from '../../../lib/auth-token';
import { useStartSession } from '../../../lib/use-start-session';
import { SignInScreen } from '../components/sign-in-screen';
import { safeNextPath } from '../lib/safe-next-path';

/**
 * /sign-in inside the app (after signing out, or sent by a guarded page): the same screen the
 * server sends prerendered (src/sign-in). Once a session is stored, goes to the page asked for
 * (?next=) or /dashboard. Its links move through the router here.
 */
export function SignInPage() {
  const token = useAuthToken();
  const [searchParams] = useSearchParams();
  const startSession = useStartSession();

  if (token) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;
  return (
    <RouterLinks>
      <SignInScreen onSignedIn={startSession} notice={<AlertArea />} />
    </RouterLinks>
  );
}
