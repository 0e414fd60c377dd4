import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';

/** What the filtered expenses add up to, on every page, not only those loaded. */
export function ExpenseTotals({ total, count }: { total: number; count: number }) {
  const { t } = useTranslation('expenses');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('totals.label')}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('totals.total')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {formatKes(total)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('totals.count', { count })}
      </Typography>
    </Paper>
  );
}
