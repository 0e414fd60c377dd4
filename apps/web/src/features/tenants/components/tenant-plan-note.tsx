import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePlanUsage } from '../../../entities/subscription/plan-usage';

/** "3 of 20 tenants on your Individual plan": so the plan's limit is no surprise. */
export function TenantPlanNote() {
  const { t } = useTranslation('tenants');
  const { data } = usePlanUsage();
  const limit = data?.plan.limits.tenants;
  if (!data || limit === null || limit === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('planUsage', { used: data.usage.tenants, count: limit, plan: data.plan.name })}
    </Typography>
  );
}
