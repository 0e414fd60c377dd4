import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePlanUsage } from '../../../entities/subscription/plan-usage';

/** "1 of 2 rentals on your Individual plan": so the limit is no surprise. */
export function PlanUsageNote() {
  const { t } = useTranslation('rentals');
  const { data } = usePlanUsage();
  const limit = data?.plan.limits.rentals;
  if (!data || limit === null || limit === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('upgrade.usage', { used: data.usage.rentals, count: limit, plan: data.plan.name })}
    </Typography>
  );
}
