import { useTranslation } from 'react-i18next';
import { sectionLinks } from '../section-links';
import { ContactList } from './contact-list';
import { SocialLinks } from './social-links';

// The spec fixes the copyright year; it is not the current year.
const copyrightYear = 2025;

export function SiteFooter() {
  const { t } = useTranslation('landing');

  return (
    <footer className="landing-footer">
      <div className="landing-container landing-footer__grid">
        <div className="landing-footer__about">
          <p className="landing-brand landing-brand--footer">
            <img src="/images/logo.svg" alt="" width="32" height="32" />
            <span>{t('brand')}</span>
          </p>
          <p>{t('footer.ownership')}</p>
          <h2 className="landing-footer__title">{t('footer.socialTitle')}</h2>
          <SocialLinks />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="landing-footer__title">
            {t('footer.quickLinks')}
          </h2>
          <ul className="landing-footer__links">
            {sectionLinks.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`}>{t(link.labelKey)}</a>
              </li>
            ))}
            <li>
              <a href="/help">{t('nav.help')}</a>
            </li>
            <li>
              <a href="/privacy">{t('footer.privacy')}</a>
            </li>
            <li>
              <a href="/terms">{t('footer.terms')}</a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="landing-footer__title">{t('footer.contactTitle')}</h2>
          <ContactList className="landing-footer__contact" />
        </div>
      </div>
      <div className="landing-container landing-footer__bottom">
        <p>{t('footer.copyright', { year: copyrightYear })}</p>
      </div>
    </footer>
  );
}
