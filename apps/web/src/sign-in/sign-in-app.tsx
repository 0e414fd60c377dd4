import type { SessionResponse } from '@rental/shared/schemas/auth';
import type { i18n as I18n } from 'i18next';
import { PageProviders } from '../components/page-providers';
import { SignInScreen } from '../features/auth/components/sign-in-screen';

/** The sign-in screen alone, no router: the build renders it to HTML, the browser hydrates it. */
export function SignInApp({
  i18n,
  onSignedIn,
}: {
  i18n: I18n;
  onSignedIn: (session: SessionResponse) => void;
}) {
  return (
    <PageProviders i18n={i18n}>
      <SignInScreen onSignedIn={onSignedIn} />
    </PageProviders>
  );
}
