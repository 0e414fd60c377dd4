import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { organizationCountSql } from '../../db/counts.js';
import { isCreditSql } from '../ledger/kinds-sql.js';
import { inRentals, type RentalScope } from '../rentals/rental-scope.js';
import { notReversedSql } from '../ledger/index.js';

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

/** The newest tenant payments with the payer's house (none once the tenant is removed). */
export function recentPayments(db: Db, organizationId: string, limit: number, scope: RentalScope) {
  return (
    db
      .selectFrom('transactions as x')
      .leftJoin('tenants as t', 't.id', 'x.tenant_id')
      .select([
        'x.id',
        'x.tenant_id',
        'x.tenant_name',
        'x.payment_mode',
        'x.amount_cents',
        't.house_number',
      ])
      .where('x.organization_id', '=', organizationId)
      .where(inRentals('x.rental_id', scope))
      .where(isCreditSql('x.transaction_type'))
      .where(notReversedSql('x.id'))
      // (paid_on, paid_at, id) is (paid_at, id) order, spelled as the typed index has it.
      .orderBy('x.paid_on', 'desc')
      .orderBy('x.paid_at', 'desc')
      .orderBy('x.id', 'desc')
      .limit(limit)
      .execute()
  );
}

/** A LIKE pattern matching `term` anywhere, its wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(expression) like pattern`, case-insensitive on both databases. */
function matches(expression: ReturnType<typeof sql>, pattern: string) {
  return sql<boolean>`lower(${expression}) like ${pattern} escape '\\'`;
}

export function searchTenants(
  db: Db,
  organizationId: string,
  pattern: string,
  limit: number,
  scope: RentalScope,
) {
  return db
    .selectFrom('tenants')
    .select(['id', 'firstname', 'lastname', 'house_number'])
    .where('organization_id', '=', organizationId)
    .where(inRentals('rental_id', scope))
    .where((eb) =>
      eb.or([
        matches(sql.ref('firstname'), pattern),
        matches(sql.ref('lastname'), pattern),
        matches(sql`firstname || ' ' || lastname`, pattern),
        matches(sql.ref('house_number'), pattern),
        matches(sql.ref('phonenumber'), pattern),
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
    .where(matches(sql.ref('name'), pattern))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** By reference (the id's last 12 characters), payer name or M-PESA receipt number. */
export function searchTransactions(
  db: Db,
  organizationId: string,
  pattern: string,
  limit: number,
  scope: RentalScope,
) {
  return db
    .selectFrom('transactions')
    .select(['id', 'tenant_name', 'amount_cents', 'paid_at'])
    .where('organization_id', '=', organizationId)
    .where(inRentals('rental_id', scope))
    .where((eb) =>
      eb.or([
        matches(sql`substr(id, length(id) - 11)`, pattern),
        matches(sql.ref('tenant_name'), pattern),
        matches(sql`coalesce(external_reference, '')`, pattern),
      ]),
    )
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
