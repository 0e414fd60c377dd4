import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format-percent';

/** A collection rate as the reports show it: "80%", or a dash when nothing was invoiced. */
export function useRateText() {
  const { t } = useTranslation('reports');
  return (rate: number | null) => (rate === null ? t('collections.noRate') : formatPercent(rate));
}
