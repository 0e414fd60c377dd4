import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import { plans, type Plan } from '@rental/shared/plans';
import type { PlanId } from '@rental/shared/schemas/subscriptions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../components/alert/use-alert';
import { useChoosePlan, useSubscriptionSetting } from './subscription';
import { ContactDialog } from './contact-dialog';

export type PlanButtonState = 'current' | 'upgrade' | 'select' | 'contact';

/**
 * Spec section 4: the current plan's button is 'Current Plan' and disabled; the others
 * 'Upgrade Plan', or 'Select Plan' while no plan is chosen. Enterprise is 'Contact us'.
 */
export function planButtonState(plan: Plan, currentPlanId: PlanId | null): PlanButtonState {
  if (plan.id === currentPlanId) return 'current';
  if (plan.monthlyPriceKes === null) return 'contact';
  return currentPlanId ? 'upgrade' : 'select';
}

const buttonLabel = {
  current: 'currentPlan',
  upgrade: 'upgradePlan',
  select: 'selectPlan',
  contact: 'contactUs',
} as const;

/**
 * The three plans with their prices, limits and buttons. Choosing a plan saves it at once
 * (POST the first time, PUT after) with the spec's alerts; a refusal (a downgrade the data
 * exceeds) is alerted with the server's message by the query client. `canChoose` is false
 * for members: only the owner manages the plan.
 */
export function PlanCards({
  canChoose = true,
  headingLevel = 'h3',
}: {
  canChoose?: boolean;
  /** The plans' heading level: one below the section they are shown in. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('subscriptions');
  const { showAlert, clearAlert } = useAlert();
  const setting = useSubscriptionSetting();
  const choose = useChoosePlan();
  const [contactOpen, setContactOpen] = useState(false);
  const current = setting.data?.settingdata.subscriptionplanid ?? null;

  const onChoose = async (planId: PlanId) => {
    clearAlert();
    await choose
      .mutateAsync({ planId, settingId: setting.data?.settingid })
      .then(() => showAlert(current ? t('updated') : t('selected'), 'success'))
      // The query client alerts the failure (the server's message).
      .catch(() => undefined);
  };

  return (
    <>
      <Box
        role="list"
        aria-label={t('plansLabel')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {plans.map((plan) => {
          const state = planButtonState(plan, current);
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              headingLevel={headingLevel}
              state={state}
              disabled={
                state === 'current' ||
                setting.isPending ||
                choose.isPending ||
                (!canChoose && state !== 'contact')
              }
              onClick={() => (state === 'contact' ? setContactOpen(true) : void onChoose(plan.id))}
            />
          );
        })}
      </Box>
      {!canChoose && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('ownerOnly')}
        </Typography>
      )}
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </>
  );
}

function PlanCard({
  plan,
  headingLevel,
  state,
  disabled,
  onClick,
}: {
  plan: Plan;
  headingLevel: 'h2' | 'h3';
  state: PlanButtonState;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('subscriptions');
  const titleId = useId();
  const { limits } = plan;
  const current = state === 'current';
  const lines =
    limits.users === null
      ? [t('customized')]
      : [
          t('limitUsers', { count: limits.users }),
          t('limitRentals', { count: limits.rentals ?? 0 }),
          t('limitTenants', { count: limits.tenants ?? 0 }),
          t('limitInvoices', { count: limits.invoicesPerMonth ?? 0 }),
        ];
  return (
    <Paper
      role="listitem"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: 2,
        display: 'grid',
        gap: 1,
        gridTemplateRows: 'auto auto 1fr auto',
        borderColor: current ? 'primary.main' : undefined,
        borderWidth: current ? 2 : 1,
      }}
    >
      <Typography
        id={titleId}
        variant="subtitle1"
        component={headingLevel}
        sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        {plan.name}
        {plan.monthlyPriceKes !== null && (
          <Chip size="small" variant="outlined" color="success" label={t('freeMonth')} />
        )}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {plan.monthlyPriceKes === null
          ? t('contactPrice')
          : t('perMonth', { price: formatKes(plan.monthlyPriceKes) })}
      </Typography>
      <Typography component="ul" variant="body2" color="text.secondary" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Typography>
      <Button
        variant={current ? 'outlined' : 'contained'}
        disabled={disabled}
        onClick={onClick}
        aria-describedby={titleId}
      >
        {t(buttonLabel[state])}
      </Button>
    </Paper>
  );
}
