import { useTranslation } from 'react-i18next';
import { ContactSection } from '../components/contact-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { PricingSection } from '../components/pricing-section';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
// Plain CSS, not MUI: this page is in the first bundle and must stay small (see router.tsx).
import '../landing.css';

export function LandingPage() {
  const { t } = useTranslation('landing');

  return (
    <div className="landing">
      <a className="landing-skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
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
