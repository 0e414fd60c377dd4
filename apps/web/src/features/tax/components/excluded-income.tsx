import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';

/** What residential tenants paid in the month that is not rent, and so is not in the return. */
export function ExcludedIncome({ excluded }: { excluded: KraMriReport['excluded'] }) {
  const { t } = useTranslation('tax');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('excluded.label')}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('excluded.title')}
      </Typography>
      <FactList
        dense
        columns={{ xs: '1fr 1fr', md: 'repeat(4, 1fr)' }}
        facts={(['water', 'servicecharge', 'other', 'deposits'] as const).map((part) => [
          t(`excluded.${part}`),
          formatKes(excluded[part]),
        ])}
      />
    </Paper>
  );
}
