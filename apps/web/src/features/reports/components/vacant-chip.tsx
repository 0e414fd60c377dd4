import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** A unit nobody lives in, marked so it stands out in the rent roll's rows and cards. */
export function VacantChip() {
  const { t } = useTranslation('reports');
  return <Chip size="small" color="warning" variant="outlined" label={t('rentRoll.vacant')} />;
}
