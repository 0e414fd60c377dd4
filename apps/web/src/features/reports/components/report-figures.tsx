import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../../components/fact-list';

/** A report's headline figures in a band above its table: the totals at a glance. */
export function ReportFigures({ facts }: { facts: readonly Fact[] }) {
  const { t } = useTranslation('reports');
  return (
    <Paper variant="outlined" component="section" aria-label={t('figures')} sx={{ p: 2 }}>
      <FactList
        facts={facts}
        columns={{
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${Math.min(facts.length, 3)}, minmax(0, 1fr))`,
          md: `repeat(${facts.length}, minmax(0, 1fr))`,
        }}
      />
    </Paper>
  );
}
