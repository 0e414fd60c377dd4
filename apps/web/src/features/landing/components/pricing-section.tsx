import { plans } from '@rental/shared/plans';
import { planInclusionLabels } from '../../../lib/plan-inclusions';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from './icons';
import { PlanCard } from './plan-card';

export function PricingSection() {
  const { t } = useTranslation('landing');

  return (
    <section
      id="pricing"
      className="landing-section landing-section--tinted"
      aria-labelledby="pricing-title"
    >
      <div className="landing-container">
        <header className="landing-section__header">
          <p className="landing-eyebrow">{t('nav.pricing')}</p>
          <h2 id="pricing-title">{t('pricing.title')}</h2>
          <p>{t('pricing.intro')}</p>
        </header>
        <div className="landing-plans">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <div className="landing-inclusions">
          <h3 id="inclusions-title">{t('pricing.includedTitle')}</h3>
          <ul aria-labelledby="inclusions-title">
            {planInclusionLabels(t).map((inclusion) => (
              <li key={inclusion}>
                <CheckIcon />
                {inclusion}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
