import { formatKes } from '@rental/shared/money';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format-date';
import { FactList, type Fact } from '../../../components/fact-list';

/** An item shown only when its value is there: most tenants have no ID on file. */
function given(label: string, value: string | null, format = (text: string) => text): Fact[] {
  return value ? [[label, format(value)]] : [];
}

/**
 * The tenant's place and money at a glance: rental, room type, monthly rent, the rent balance
 * and, apart from it, the deposit held (and what of it is still due), the tenancy's dates, IDs.
 */
export function TenantSummary({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTranslation('tenants');
  const { moveindate, moveoutdate } = tenant.tenantdata;
  const items: Fact[] = [
    [t('details.rental'), tenant.rentalname],
    [t('details.house'), tenant.tenantdata.housenumber],
    [t('details.roomtype'), tenant.roomtype],
    [t('details.phone'), tenant.tenantdata.phonenumber],
    [t('details.monthlyrent'), formatKes(tenant.monthlyrent)],
    [t('details.balance'), formatKes(tenant.balance)],
    [t('details.depositheld'), formatKes(tenant.depositheld)],
    ...(tenant.depositdue > 0
      ? [[t('details.depositdue'), formatKes(tenant.depositdue)] as const]
      : []),
    ...given(t('details.moveindate'), moveindate, formatCalendarDate),
    ...given(t('details.moveoutdate'), moveoutdate, formatCalendarDate),
    ...given(t('details.nationalid'), tenant.tenantdata.nationalid),
    ...given(t('details.krapin'), tenant.tenantdata.krapin),
  ];
  return <FactList facts={items} columns={{ xs: '1fr 1fr', md: 'repeat(3, 1fr)' }} />;
}
