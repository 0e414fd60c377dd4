import { formatKes } from '@rental/shared/money';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format-date';
import { FactList, type Fact } from '../../../components/fact-list';
import { useCan } from '../../../lib/permissions';
import { formatBalance } from '../../../lib/format-balance';
import { roomTypeLabel } from '../../../lib/type-labels';

/** An item shown only when its value is there: most tenants have no ID on file. */
function given(label: string, value: string | null, format = (text: string) => text): Fact[] {
  return value ? [[label, format(value)]] : [];
}

/** What the tenant owes now and the deposit held (and what of it is still due). */
function moneyFacts(tenant: TenantDetail, t: TFunction<'tenants'>): Fact[] {
  return [
    [t('details.balance'), formatBalance(tenant.balance ?? 0)],
    [t('details.depositheld'), formatKes(tenant.depositheld ?? 0)],
    ...((tenant.depositdue ?? 0) > 0
      ? [[t('details.depositdue'), formatKes(tenant.depositdue ?? 0)] as const]
      : []),
  ];
}

/**
 * The tenant's place and money at a glance: rental, room type, monthly rent, the rent balance
 * and, apart from it, the deposit held (and what of it is still due), the tenancy's dates, IDs.
 */
export function TenantSummary({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTranslation('tenants');
  // Balances, deposit and ID numbers only for who may see them (never a caretaker; the
  // server leaves them out for them too).
  const privateFacts = useCan()('tenants.private');
  const { moveindate, moveoutdate } = tenant.tenantdata;
  const items: Fact[] = [
    [t('details.rental'), tenant.rentalname],
    [t('details.house'), tenant.tenantdata.housenumber],
    [t('details.roomtype'), roomTypeLabel(t, tenant.roomtype)],
    // Whom to ask for at a business tenant (a person has none).
    ...given(t('details.contactperson'), tenant.tenantdata.contactperson),
    [t('details.phone'), tenant.tenantdata.phonenumber],
    ...given(t('details.paysfromphone'), tenant.tenantdata.paysfromphone),
    ...(tenant.monthlyrent === null
      ? []
      : [[t('details.monthlyrent'), formatKes(tenant.monthlyrent)] as const]),
    ...(privateFacts ? moneyFacts(tenant, t) : []),
    ...given(t('details.moveindate'), moveindate, formatCalendarDate),
    ...given(t('details.moveoutdate'), moveoutdate, formatCalendarDate),
    ...(privateFacts
      ? [
          ...given(t('details.nationalid'), tenant.tenantdata.nationalid ?? null),
          ...given(t('details.krapin'), tenant.tenantdata.krapin ?? null),
        ]
      : []),
  ];
  return <FactList facts={items} columns={{ xs: '1fr 1fr', md: 'repeat(3, 1fr)' }} />;
}
