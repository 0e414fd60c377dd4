import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PlanUsage } from '@rental/shared/schemas/plan-usage';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { PlanCards } from '../../../entities/subscription/plan-cards';
import { useCan } from '../../../lib/permissions';
import { formatDay } from '../../../lib/format-date';
import { usePlanUsage } from '../../../entities/subscription/plan-usage';
import { useSubscriptionStatus } from '../../../entities/subscription/subscription';
import { SettingsSection } from './settings-section';
import { planInclusionLabels } from '../../../lib/plan-inclusions';

/** Every limit a plan sets, each with its bar (invoices count this month's). */
const usageKeys = ['rentals', 'tenants', 'users', 'invoicesPerMonth'] as const;

/**
 * The Subscription Settings tab: the plan that applies now, what is used of it, until when
 * it is paid (with the way to pay), and the three plans with their buttons.
 */
export function SubscriptionTab() {
  const { t } = useTranslation('settings');
  const usage = usePlanUsage();
  const owner = useCan()('subscription');

  let current;
  if (usage.isPending) current = <LoadingScreen />;
  else if (usage.isError)
    current = <Alert severity="warning">{t('subscription.loadFailed')}</Alert>;
  else current = <CurrentPlan usage={usage.data} />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SettingsSection title={t('subscription.title')}>{current}</SettingsSection>
      <SettingsSection
        title={t('subscription.plans')}
        text={t('subscription.includes', { list: planInclusionLabels(t).join(', ') })}
      >
        <PlanCards canChoose={owner} />
      </SettingsSection>
    </Box>
  );
}

/**
 * "Free trial until …" while nothing has been paid (a plan chosen in the free month does not
 * pay it), "Paid until …" once a payment has; and the 'Pay subscription' button.
 */
function PaidPeriod() {
  const { t } = useTranslation('settings');
  const status = useSubscriptionStatus();
  if (!status.data) return null;
  const { paiduntil, graceuntil, ingrace, paused, paid, monthlyprice } = status.data;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ flex: '1 1 240px' }}>
        {t(paid ? 'subscription.paidUntil' : 'subscription.trialUntil', {
          date: formatDay(paiduntil),
        })}
        {ingrace && ` ${t('subscription.grace', { date: formatDay(graceuntil) })}`}
        {paused && ` ${t('subscription.paused')}`}
      </Typography>
      {monthlyprice !== null && (
        <Button
          variant={ingrace || paused ? 'contained' : 'outlined'}
          component={Link}
          to="/newpayment"
        >
          {t('subscription.pay')}
        </Button>
      )}
    </Box>
  );
}

function CurrentPlan({ usage }: { usage: PlanUsage }) {
  const { t } = useTranslation('settings');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {usage.onTrial
          ? t('subscription.trial', { plan: usage.plan.name })
          : t('subscription.current', { plan: usage.plan.name })}
      </Typography>
      <PaidPeriod />
      <Box
        component="dl"
        aria-label={t('subscription.usage')}
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {usageKeys.map((key) => {
          const used = usage.usage[key];
          const limit = usage.plan.limits[key];
          return (
            <Box key={key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`subscription.${key}`)}
              </Typography>
              {/* A <dl> holds only dt and dd: the bar is part of the figure. */}
              <Box component="dd" sx={{ m: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {limit === null
                    ? t('subscription.unlimited', { used })
                    : t('subscription.usageOf', { used, limit })}
                </Typography>
                {limit !== null && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, (used / Math.max(limit, 1)) * 100)}
                    color={used >= limit ? 'warning' : 'primary'}
                    aria-label={t(`subscription.${key}`)}
                    sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                  />
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
