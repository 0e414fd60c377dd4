import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessIcon, InvoiceIcon, PaymentIcon, RentalIcon, ReportIcon } from './icons';

const features: { key: string; Icon: ComponentType }[] = [
  { key: 'invoiceBilling', Icon: InvoiceIcon },
  { key: 'paymentTracking', Icon: PaymentIcon },
  { key: 'reporting', Icon: ReportIcon },
  { key: 'rentalManagement', Icon: RentalIcon },
  { key: 'accessibility', Icon: AccessIcon },
];

export function FeaturesSection() {
  const { t } = useTranslation('landing');

  return (
    <section id="why-us" className="landing-section" aria-labelledby="why-us-title">
      <div className="landing-container">
        <header className="landing-section__header">
          <p className="landing-eyebrow">{t('nav.whyUs')}</p>
          <h2 id="why-us-title">{t('features.title')}</h2>
          <p>{t('features.intro')}</p>
        </header>
        <ul className="landing-features">
          {features.map(({ key, Icon }) => (
            <li key={key} className="landing-card landing-feature">
              <span className="landing-feature__icon">
                <Icon />
              </span>
              <h3>{t(`features.${key}.title`)}</h3>
              <p>{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
