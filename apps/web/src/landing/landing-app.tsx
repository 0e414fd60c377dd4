import type { i18n as I18n } from 'i18next';
import { PageProviders } from '../components/page-providers';
import { SiteHeader } from '../features/landing/components/site-header';
import { LandingPage } from '../features/landing/routes/landing-page';

/** The landing page alone, no router: the build renders it to HTML; the browser, in a language
 * other than the HTML's. */
export function LandingApp({ i18n }: { i18n: I18n }) {
  return (
    <PageProviders i18n={i18n}>
      <LandingPage />
    </PageProviders>
  );
}

/** Its header, the one part that moves: what the browser hydrates over the built HTML. */
export function LandingHeader({ i18n }: { i18n: I18n }) {
  return (
    <PageProviders i18n={i18n}>
      <SiteHeader />
    </PageProviders>
  );
}
