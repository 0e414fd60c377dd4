import { useTranslation } from 'react-i18next';
import { ContactSection } from '../components/contact-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { PricingSection } from '../components/pricing-section';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
// Plain CSS, not MUI: the page is rendered to HTML at build time and its bundle is React alone
// (src/landing). For the same reason its links into the app are plain links, not the router's.
import '../landing.css';

export function LandingPage() {
  const { t } = useTranslation('landing');

  return (
    <div className="landing">
      <a className="landing-skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {/* The only part with behaviour (menu, language): the browser hydrates just this. */}
      <div className="landing-header-island">
        <SiteHeader />
      </div>
      <main id="main" tabIndex={-1}>
        <HeroSection />
        <FeaturesSection />
        <PricingSection />
        <ContactSection />
      </main>
      <SiteFooter />
    </div>
  );
}
