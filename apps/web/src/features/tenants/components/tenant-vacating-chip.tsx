import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format-date';
import { useCan } from '../../../lib/permissions';
import { useVacatingDates } from '../api/get-vacating';
import { useLease } from '../api/lease';

/**
 * "Vacating 15 Jan 2027" beside a current tenant's name once a notice to vacate is recorded.
 * Who may read the lease reads it there (the Lease section's own call, updated the moment a
 * notice is given); a caretaker, who may not, reads the day from the list of who is vacating.
 */
export function TenantVacatingChip({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('tenants');
  const readsLease = useCan()('tenants.private');
  const lease = useLease(tenantId, readsLease);
  const vacating = useVacatingDates(!readsLease);
  const date = readsLease ? lease.data?.notice?.moveoutdate : vacating.data?.get(tenantId);
  if (!date) return null;
  return (
    <Chip
      color="warning"
      variant="outlined"
      label={t('list.vacating', { date: formatCalendarDate(date) })}
    />
  );
}
