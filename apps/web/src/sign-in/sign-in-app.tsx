import type { SessionResponse } from '@rental/shared/schemas/auth';
import { StrictMode } from 'react';
import { SignInScreen } from '../features/auth/components/sign-in-screen';

/**
 * The sign-in screen alone, no router: the build renders it to HTML, the browser hydrates it.
 * Its texts are those of the i18next made last by createSignInI18n (sign-in-i18n.ts).
 */
export function SignInApp({ onSignedIn }: { onSignedIn: (session: SessionResponse) => void }) {
  return (
    <StrictMode>
      <SignInScreen onSignedIn={onSignedIn} />
    </StrictMode>
  );
}
