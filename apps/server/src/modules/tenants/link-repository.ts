import type { Db } from '../../db/connection.js';
import type { TenantLinksTable } from '../../db/types.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/** Gives the tenant this link, replacing the one they had (which stops working at once). */
export async function replaceTenantLink(db: Db, row: TenantLinksTable) {
  await db
    .insertInto('tenant_links')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('tenant_id').doUpdateSet({
        token_hash: row.token_hash,
        token_encrypted: row.token_encrypted,
        created_by_name: row.created_by_name,
        created_at: row.created_at,
      }),
    )
    .execute();
}

/** Revokes the tenant's link; false when they had none. */
export async function deleteTenantLink(db: Db, organizationId: string, tenantId: string) {
  const result = await db
    .deleteFrom('tenant_links')
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findTenantLink(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('tenant_links')
    .select(['created_at', 'created_by_name'])
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** The tenant a token's hash opens, with what their page shows of them; undefined if none. */
export function findLinkedTenant(db: Db, tokenHash: string) {
  return db
    .selectFrom('tenant_links as l')
    .innerJoin('tenants as t', 't.id', 'l.tenant_id')
    .select([
      't.id',
      't.organization_id',
      ...tenantNameColumns('t'),
      't.phonenumber',
      't.pays_from_phone',
      't.house_number',
      't.language',
      't.channel',
    ])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
