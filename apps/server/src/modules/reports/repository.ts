import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { organizationCountSql } from '../../db/counts.js';
import { matchesPattern } from '../../lib/contains-pattern.js';
import { inRentals, type RentalScope } from '../access/index.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/** The rentals, or the current tenants (db/counts.ts). */
export async function countRows(
  db: Db,
  table: 'rentals' | 'tenants',
  organizationId: string,
  scope: RentalScope,
) {
  if (scope !== null) return countInRentals(db, table, organizationId, scope);
  const { rows } = await sql<{ count: number | string }>`
    select ${organizationCountSql(table, organizationId)} as count`.execute(db);
  return Number(rows[0]!.count);
}

/** The same count within a member's rentals (current tenants only, as db/counts.ts). */
async function countInRentals(
  db: Db,
  table: 'rentals' | 'tenants',
  organizationId: string,
  scope: RentalScope,
) {
  // One statement, either table: rentals are their own rental, tenants name theirs.
  const column = table === 'rentals' ? 'id' : 'rental_id';
  const onlyCurrent = table === 'tenants' ? sql` and status = 'current'` : sql``;
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count from ${sql.table(table)}
    where organization_id = ${organizationId}${onlyCurrent}
      and ${inRentals(column, scope)}`.execute(db);
  const row = rows[0]!;
  return Number(row.count);
}

// The dashboard reads its payments from the ledger (ledger/payment-lookups.ts).
export { recentPayments } from '../ledger/index.js';
export { containsPattern } from '../../lib/contains-pattern.js';

export function searchTenants(
  db: Db,
  organizationId: string,
  pattern: string,
  limit: number,
  scope: RentalScope,
) {
  return db
    .selectFrom('tenants')
    .select(['id', ...tenantNameColumns(), 'house_number'])
    .where('organization_id', '=', organizationId)
    .where(inRentals('rental_id', scope))
    .where((eb) =>
      eb.or([
        matchesPattern(sql.ref('firstname'), pattern),
        matchesPattern(sql.ref('lastname'), pattern),
        matchesPattern(sql`firstname || ' ' || lastname`, pattern),
        // A business is found by its name and by its contact person's.
        matchesPattern(sql.ref('businessname'), pattern),
        matchesPattern(sql.ref('contactperson'), pattern),
        matchesPattern(sql.ref('house_number'), pattern),
        matchesPattern(sql.ref('phonenumber'), pattern),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function searchRentals(
  db: Db,
  organizationId: string,
  pattern: string,
  limit: number,
  scope: RentalScope,
) {
  return db
    .selectFrom('rentals')
    .select(['id', 'name', 'location'])
    .where('organization_id', '=', organizationId)
    .where(inRentals('id', scope))
    .where(matchesPattern(sql.ref('name'), pattern))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
