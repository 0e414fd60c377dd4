import type { Db } from '../../db/connection.js';
import type { TenantNameFields } from '@rental/shared/tenant-name';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/** Who a tenant is and where they live, for the arrears report's rows. */
export interface OwingTenantRow extends TenantNameFields {
  id: string;
  house_number: string;
  phonenumber: string;
  rental_id: string;
  rental_name: string;
}

const idsPerQuery = 500;

/**
 * The names and rentals of the given tenants of the organization (what they owe is the
 * ledger's). Past a few pages of ids, one pass over the organization's tenants is quicker than
 * looking each one up.
 */
export async function tenantsNamed(
  db: Db,
  organizationId: string,
  tenantIds: readonly string[],
): Promise<OwingTenantRow[]> {
  const named = (ids?: readonly string[]) =>
    db
      .selectFrom('tenants as t')
      .innerJoin('rentals as r', 'r.id', 't.rental_id')
      .select([
        't.id',
        ...tenantNameColumns('t'),
        't.house_number',
        't.phonenumber',
        't.rental_id',
        'r.name as rental_name',
      ])
      .where('t.organization_id', '=', organizationId)
      .$if(ids !== undefined, (query) => query.where('t.id', 'in', ids!))
      .execute();
  if (tenantIds.length > 4 * idsPerQuery) {
    const wanted = new Set(tenantIds);
    return (await named()).filter((row) => wanted.has(row.id));
  }
  const rows: OwingTenantRow[] = [];
  for (let start = 0; start < tenantIds.length; start += idsPerQuery) {
    rows.push(...(await named(tenantIds.slice(start, start + idsPerQuery))));
  }
  return rows;
}
