import { formatKes } from '@rental/shared/money';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { ReportSection } from '../../../components/report-section';

/** What residential tenants paid in the month that is not rent, and so is not in the return. */
export function ExcludedIncome({ excluded }: { excluded: KraMriReport['excluded'] }) {
  const { t } = useTranslation('tax');
  return (
    <ReportSection title={t('excluded.title')} text={t('excluded.text')}>
      <FactList
        columns={{ xs: '1fr 1fr', md: 'repeat(5, 1fr)' }}
        facts={(['water', 'servicecharge', 'other', 'deposits', 'keptfromdeposits'] as const).map(
          (part) => [t(`excluded.${part}`), formatKes(excluded[part])],
        )}
      />
    </ReportSection>
  );
}
