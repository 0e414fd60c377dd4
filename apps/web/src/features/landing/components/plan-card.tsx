import type { Plan } from '@rental/shared/plans';
import { useTranslation } from 'react-i18next';
import { formatKes } from '@rental/shared/money';

const limitKeys = ['users', 'rentals', 'tenants', 'invoicesPerMonth'] as const;

export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('landing');
  const titleId = `plan-${plan.id}-title`;
  // A plan without a list price is sold by our team, so its button leads to the contact section.
  const priced = plan.monthlyPriceKes !== null;

  return (
    <article className="landing-card landing-plan" aria-labelledby={titleId}>
      <h3 id={titleId}>{plan.name}</h3>
      <p className="landing-plan__tagline">{t(`pricing.taglines.${plan.id}`)}</p>
      <p className="landing-plan__price">
        {plan.monthlyPriceKes !== null ? (
          <>
            <strong>{formatKes(plan.monthlyPriceKes)}</strong>
            <span>{t('pricing.perMonth')}</span>
          </>
        ) : (
          <>
            <strong>{t('pricing.contactPrice')}</strong>
            <span>{t('pricing.contactPriceNote')}</span>
          </>
        )}
      </p>
      <dl
        className="landing-plan__limits"
        aria-label={t('pricing.limitsLabel', { plan: plan.name })}
      >
        {limitKeys.map((key) => (
          <div key={key}>
            <dt>{t(`pricing.limits.${key}`)}</dt>
            <dd>{plan.limits[key] ?? t('pricing.customized')}</dd>
          </div>
        ))}
      </dl>
      {priced ? (
        <a className="landing-button landing-button--primary" href="/sign-up">
          {t('pricing.startTrial')}
        </a>
      ) : (
        <a className="landing-button landing-button--outline" href="#contact">
          {t('pricing.contactUs')}
        </a>
      )}
    </article>
  );
}
