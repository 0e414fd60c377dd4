import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { organizationCountSql } from '../../db/counts.js';
import { isCreditSql } from '../ledger/kinds-sql.js';

/** The rentals, or the current tenants (db/counts.ts). */
export async function countRows(db: Db, table: 'rentals' | 'tenants', organizationId: string) {
  const { rows } = await sql<{ count: number | string }>`
    select ${organizationCountSql(table, organizationId)} as count`.execute(db);
  return Number(rows[0]!.count);
}

/** The newest tenant payments with the payer's house (none once the tenant is removed). */
export function recentPayments(db: Db, organizationId: string, limit: number) {
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
      .where(isCreditSql('x.transaction_type'))
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

export function searchTenants(db: Db, organizationId: string, pattern: string, limit: number) {
  return db
    .selectFrom('tenants')
    .select(['id', 'firstname', 'lastname', 'house_number'])
    .where('organization_id', '=', organizationId)
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

export function searchRentals(db: Db, organizationId: string, pattern: string, limit: number) {
  return db
    .selectFrom('rentals')
    .select(['id', 'name', 'location'])
    .where('organization_id', '=', organizationId)
    .where(matches(sql.ref('name'), pattern))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** By reference (the id's last 12 characters), payer name or M-PESA receipt number. */
export function searchTransactions(db: Db, organizationId: string, pattern: string, limit: number) {
  return db
    .selectFrom('transactions')
    .select(['id', 'tenant_name', 'amount_cents', 'paid_at'])
    .where('organization_id', '=', organizationId)
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
