import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { IncomeStatement } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { organizationWide } from '../lib/income-statement-lines';

/**
 * Says where the organization's own expenses (not for one rental) went: into the Total only,
 * with their amount; or, for one rental or landlord, that they are left out.
 */
export function IncomeStatementNote({
  report,
  scoped,
}: {
  report: IncomeStatement;
  scoped: boolean;
}) {
  const { t } = useTranslation('reports');
  const amount = organizationWide(report).expenses.total;
  const text = scoped
    ? t('incomeStatement.organizationWideScoped')
    : amount === 0
      ? t('incomeStatement.organizationWideNone')
      : t('incomeStatement.organizationWide', { amount: formatKes(amount) });
  return (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
}
