import { freeTrialMonths } from '@rental/shared/plans';
import { useTranslation } from 'react-i18next';
import { formatKes } from '@rental/shared/money';
import { CheckIcon } from './icons';

// Sample figures for the illustration only; they are not real account data.
const sampleRent = 15000;
const samplePayment = 15000;

export function HeroSection() {
  const { t } = useTranslation('landing');

  return (
    <section id="home" className="landing-hero" aria-labelledby="home-title">
      <div className="landing-container landing-hero__grid">
        <div className="landing-hero__copy">
          <p className="landing-eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="home-title">{t('hero.title')}</h1>
          <p className="landing-hero__lead">{t('hero.lead')}</p>
          <div className="landing-hero__actions">
            <a
              className="landing-button landing-button--accent landing-button--large"
              href="/sign-up"
            >
              {t('nav.tryFree')}
            </a>
            <a
              className="landing-button landing-button--light landing-button--large"
              href="/sign-in"
            >
              {t('nav.signIn')}
            </a>
          </div>
          <p className="landing-hero__note">{t('hero.trial', { count: freeTrialMonths })}</p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

/** A phone-style picture of the two things the product automates: the SMS and the match. */
function HeroPreview() {
  const { t } = useTranslation('landing');

  return (
    <div className="landing-preview" role="img" aria-label={t('hero.preview.label')}>
      <div className="landing-preview__sms">
        <p className="landing-preview__meta">{t('hero.preview.smsFrom')}</p>
        <p>{t('hero.preview.sms', { amount: formatKes(sampleRent) })}</p>
      </div>
      <div className="landing-preview__payment">
        <span className="landing-preview__check" aria-hidden="true">
          <CheckIcon size={20} />
        </span>
        <div>
          <p className="landing-preview__title">{t('hero.preview.paymentTitle')}</p>
          <p>{t('hero.preview.paymentDetail', { amount: formatKes(samplePayment) })}</p>
          <p className="landing-preview__matched">{t('hero.preview.matched')}</p>
          <p className="landing-preview__meta">
            {t('hero.preview.balance', { amount: formatKes(sampleRent - samplePayment) })}
          </p>
        </div>
      </div>
    </div>
  );
}
