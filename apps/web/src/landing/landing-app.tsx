import { StrictMode, useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SiteHeader } from '../features/landing/components/site-header';
import { LandingPage } from '../features/landing/routes/landing-page';

function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  // Says the page's buttons now work (the browser tests wait for it; a tap before does nothing).
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StrictMode>
  );
}

/** The landing page alone, no router: the build renders it to HTML; the browser, in a language
 * other than the HTML's. */
export function LandingApp({ i18n }: { i18n: I18n }) {
  return (
    <Providers i18n={i18n}>
      <LandingPage />
    </Providers>
  );
}

/** Its header, the one part that moves: what the browser hydrates over the built HTML. */
export function LandingHeader({ i18n }: { i18n: I18n }) {
  return (
    <Providers i18n={i18n}>
      <SiteHeader />
    </Providers>
  );
}
