import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { RentRollUnit } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { TenantLink } from '../../../components/tenant-link';
import { formatCalendarDate } from '../../../lib/format-date';
import type { RentRollTotals } from '../lib/rent-roll-totals';
import { VacantChip } from './vacant-chip';
import { unbrokenKes } from '../lib/unbroken-kes';
import { unbrokenBalance } from '../lib/unbroken-kes';
import { roomTypeLabel } from '../../../lib/type-labels';

/**
 * Phones: a card per unit (the tenant, or Vacant, with the rent; where it is; the deposit,
 * balance and move-in date), and a last card with the totals.
 */
export function RentRollCards({
  units,
  totals,
}: {
  units: readonly RentRollUnit[];
  totals: RentRollTotals;
}) {
  const { t } = useTranslation('reports');
  return (
    <CardList label={t('rentRoll.label')}>
      {[
        ...units.map((unit, index) => (
          <CardListItem
            key={unit.tenantid ?? `${unit.rentalid}-${unit.roomtype}-${index}`}
            sx={[
              { display: 'grid', gap: 0.5 },
              unit.status === 'vacant' && { bgcolor: 'action.hover' },
            ]}
          >
            <CardHeadline
              title={
                unit.tenantid && unit.tenantname ? (
                  <TenantLink
                    tenantId={unit.tenantid}
                    name={unit.tenantname}
                    label={t('rentRoll.statement', { name: unit.tenantname })}
                  />
                ) : (
                  <VacantChip />
                )
              }
              aside={formatKes(unit.monthlyrent)}
            />
            <Typography variant="body2" color="text.secondary">
              {[unit.housenumber, roomTypeLabel(t, unit.roomtype), unit.rentalname]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {unit.status === 'occupied' && (
              <Typography variant="body2" color="text.secondary">
                {t('rentRoll.cardDetails', {
                  deposit: unbrokenKes(unit.depositheld),
                  balance: unbrokenBalance(unit.balance),
                  date: unit.moveindate ? formatCalendarDate(unit.moveindate) : '—',
                })}
              </Typography>
            )}
          </CardListItem>
        )),
        <CardListItem key="total" sx={{ display: 'grid', gap: 0.5 }}>
          <CardHeadline
            title={`${t('rentRoll.total')} · ${t('rentRoll.units', { count: totals.units })}`}
            aside={formatKes(totals.rent)}
          />
          <Typography variant="body2" color="text.secondary">
            {t('rentRoll.totalCard', {
              deposit: unbrokenKes(totals.deposits),
              balance: unbrokenBalance(totals.balance),
            })}
          </Typography>
        </CardListItem>,
      ]}
    </CardList>
  );
}
