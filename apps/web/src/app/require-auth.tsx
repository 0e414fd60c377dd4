import Box from '@mui/material/Box';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useFollowUserLanguage } from '../components/language/use-change-language';
import { LazyCallLoadError } from '../components/lazy-call-load-error';
import { LoadingScreen } from '../components/loading-screen';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { signInPathFor } from '../features/auth/lib/safe-next-path';
import { useAuthToken, wasSignedOutByUser } from '../lib/auth-token';
import { CurrentUserContext } from '../lib/current-user';

/**
 * Guards every signed-in route: without a session, go to /sign-in (and come back here after);
 * with one, load the user ('Loading...') and provide it to the pages (useSignedInUser).
 */
export function RequireAuth() {
  const token = useAuthToken();
  const location = useLocation();
  const { data: user, error, refetch } = useCurrentUser();
  useFollowUserLanguage(user);

  // Also reached when a call answers 401 (the API client has dropped the token): then the
  // user comes back here after signing in again; not after choosing to sign out.
  if (!token) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={wasSignedOutByUser() ? '/sign-in' : signInPathFor(here)} replace />;
  }
  if (user) {
    return (
      <CurrentUserContext value={user}>
        <Outlet />
      </CurrentUserContext>
    );
  }
  if (error) {
    return (
      <Box sx={{ p: 2, maxWidth: 600, mx: 'auto' }}>
        <LazyCallLoadError error={error} onRetry={() => void refetch()} />
      </Box>
    );
  }
  return <LoadingScreen />;
}
