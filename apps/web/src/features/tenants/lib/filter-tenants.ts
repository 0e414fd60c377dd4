import { accountRefKey } from '@rental/shared/account-ref';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { tenantDisplayName } from '@rental/shared/tenant-name';

export interface SearchableTenant<T extends Tenant = Tenant> {
  tenant: T;
  /** First name, last name, full name, house number and phone, lower case. */
  text: string;
  /** The house number as rent payments match it (' a-1 ' and 'A1' are one house). */
  houseKey: string;
}

/** Done once per list, so each keystroke only scans prepared strings (1,000 tenants). */
export function toSearchable<T extends Tenant>(tenants: readonly T[]): SearchableTenant<T>[] {
  return tenants.map((tenant) => {
    const { firstname, lastname, contactperson, housenumber, phonenumber } = tenant.tenantdata;
    const name = tenantDisplayName(tenant.tenantdata);
    return {
      tenant,
      text: [firstname, lastname, name, contactperson ?? '', housenumber, phonenumber]
        .join('\n')
        .toLowerCase(),
      houseKey: accountRefKey(housenumber),
    };
  });
}

/**
 * Tenants whose first name, last name, house number or phone contains `term`, ignoring case.
 * A house number also matches written the way M-PESA account numbers are ('b 12' finds B-12).
 */
export function filterTenants<T extends Tenant>(
  tenants: readonly SearchableTenant<T>[],
  term: string,
): T[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return tenants.map((entry) => entry.tenant);
  const houseNeedle = accountRefKey(needle);
  return tenants
    .filter(
      (entry) =>
        entry.text.includes(needle) || (houseNeedle !== '' && entry.houseKey.includes(houseNeedle)),
    )
    .map((entry) => entry.tenant);
}

export type TenantShow = 'all' | 'arrears';
export type TenantSort = 'newest' | 'balance' | 'name';

/**
 * The tenants to show: all or only those in arrears (owing more than nothing), newest first
 * (the list's own order), by balance highest first, or by name.
 */
export function showAndSort<T extends Tenant>(
  tenants: readonly T[],
  show: TenantShow,
  sort: TenantSort,
): T[] {
  const shown =
    show === 'arrears' ? tenants.filter((x) => (x.tenantdata.balance ?? 0) > 0) : [...tenants];
  const name = (x: Tenant) => tenantDisplayName(x.tenantdata);
  if (sort === 'balance')
    shown.sort((a, b) => (b.tenantdata.balance ?? 0) - (a.tenantdata.balance ?? 0));
  if (sort === 'name') shown.sort((a, b) => name(a).localeCompare(name(b)));
  return shown;
}
