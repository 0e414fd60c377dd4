import { useTranslation } from 'react-i18next';
import { ContactList } from './contact-list';

export function ContactSection() {
  const { t } = useTranslation('landing');

  return (
    <section id="contact" className="landing-section" aria-labelledby="contact-title">
      <div className="landing-container">
        <header className="landing-section__header">
          <p className="landing-eyebrow">{t('nav.contact')}</p>
          <h2 id="contact-title">{t('contact.title')}</h2>
          <p>{t('contact.intro')}</p>
        </header>
        <ContactList className="landing-contact" />
      </div>
    </section>
  );
}
