import { useTranslation } from 'react-i18next';
import { MailIcon, PhoneIcon, PinIcon } from './icons';

/**
 * Email, phone and city, used by the contact section and the footer. The numbers live in the
 * locale catalogue with the other visible texts; the tel: link drops the grouping spaces.
 */
export function ContactList({ className }: { className: string }) {
  const { t } = useTranslation('landing');
  const email = t('contact.email');
  const phone = t('contact.phone');

  return (
    <ul className={className}>
      <li>
        <MailIcon />
        <span>
          <span className="landing-contact__label">{t('contact.emailLabel')}</span>
          <a href={`mailto:${email}`}>{email}</a>
        </span>
      </li>
      <li>
        <PhoneIcon />
        <span>
          <span className="landing-contact__label">{t('contact.phoneLabel')}</span>
          <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
        </span>
      </li>
      <li>
        <PinIcon />
        <span>
          <span className="landing-contact__label">{t('contact.officeLabel')}</span>
          <span>{t('contact.location')}</span>
        </span>
      </li>
    </ul>
  );
}
