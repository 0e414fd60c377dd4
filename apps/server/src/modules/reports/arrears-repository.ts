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

/** The names and rentals of the given tenants of the organization (what they owe is the ledger's). */
export async function tenantsNamed(
  db: Db,
  organizationId: string,
  tenantIds: readonly string[],
): Promise<OwingTenantRow[]> {
  const rows: OwingTenantRow[] = [];
  for (let start = 0; start < tenantIds.length; start += idsPerQuery) {
    const ids = tenantIds.slice(start, start + idsPerQuery);
    rows.push(
      ...(await db
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
        .where('t.id', 'in', ids)
        .execute()),
    );
  }
  return rows;
}
