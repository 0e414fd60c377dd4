import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { isPostgres } from '../../db/dialect.js';
import { tenantKeyIn, type TenantKey } from '../../db/tenant-keys.js';
import { everyRental, inRentals, type RentalScope } from '../access/index.js';

/**
 * A tenant's rent balance in cents: the sum of the tenant's journal entries (ledger_entries,
 * docs/architecture.md §9) outside the deposit bucket. Openings, charges, credit notes,
 * payments' parts and their corrections are all entries, signed as db/types.ts says. The
 * deposit is apart (deposits.ts). Positive: the tenant owes; negative: the tenant is in
 * credit. The database keeps the sum in tenant_balances as each entry is inserted (migration
 * 0044), so a balance is one row however long the history; no row means no entries, 0. This
 * SQL expression is the one definition of a balance; everything that shows or uses a balance
 * (tenant page, statement, dashboard, Pending Bill, SMS receipts) goes through it.
 */
export function balanceCentsOf(tenantsAlias: string) {
  return sql<number>`coalesce((select b.balance_cents from tenant_balances b
    where b.organization_id = ${sql.ref(`${tenantsAlias}.organization_id`)}
      and b.tenant_id = ${sql.ref(`${tenantsAlias}.id`)}), 0)`;
}

/** Balances of some (or all) tenants of an organization, in cents, by tenant id. */
export async function tenantBalances(
  db: Db,
  organizationId: string,
  tenantIds?: readonly string[],
): Promise<Map<string, number>> {
  if (tenantIds && tenantIds.length === 0) return new Map();
  let query = db
    .selectFrom('tenants as t')
    .select(['t.id', balanceCentsOf('t').as('balance')])
    .where('t.organization_id', '=', organizationId);
  if (tenantIds) query = query.where('t.id', 'in', tenantIds);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.id, Number(row.balance)]));
}

/**
 * The kept balances of the given tenants, by tenant id, read by key alone (postings read them
 * for thousands of tenants at a time); a tenant without entries is left out: their balance is 0.
 */
export async function keptBalancesOf(
  db: Db,
  organizationId: string,
  tenantIds: readonly string[],
): Promise<Map<string, number>> {
  return keptBalancesOfTenants(
    db,
    tenantIds.map((tenantId) => ({ organizationId, tenantId })),
  );
}

/** keptBalancesOf for tenants of one or several organizations (a C2B batch). */
export async function keptBalancesOfTenants(
  db: Db,
  keys: readonly TenantKey[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  if (isPostgres(db)) return keptBalancesByProbe(db, keys);
  const rows = await db
    .selectFrom('tenant_balances')
    .select(['tenant_id', 'balance_cents'])
    .where(tenantKeyIn(db, 'organization_id', 'tenant_id', keys))
    .execute();
  return new Map(rows.map((row) => [row.tenant_id, Number(row.balance_cents)]));
}

/**
 * PostgreSQL: one probe of the key per tenant, whatever the table's statistics say. Asked as
 * `organization = ? and tenant in (…)`, a table whose statistics predate the rows just written
 * (a rental imported minutes before its first run, rent day's inserts) was read through the
 * organization alone and every row of it checked against the list: 15 ms for 500 tenants, a
 * fifth of a 100,000-tenant invoice run. A key looked up in full is always read by the key.
 */
async function keptBalancesByProbe(db: Db, keys: readonly TenantKey[]) {
  const organizations = keys.map((key) => key.organizationId);
  const tenants = keys.map((key) => key.tenantId);
  const { rows } = await sql<{ tenant_id: string; balance_cents: string | number | null }>`
    select k.tenant_id, (select b.balance_cents from tenant_balances b
        where b.organization_id = k.organization_id and b.tenant_id = k.tenant_id
      ) as balance_cents
      from unnest(cast(${organizations} as text[]), cast(${tenants} as text[]))
        as k(organization_id, tenant_id)`.execute(db);
  const balances = new Map<string, number>();
  for (const row of rows) {
    if (row.balance_cents !== null) balances.set(row.tenant_id, Number(row.balance_cents));
  }
  return balances;
}

export async function tenantBalance(db: Db, organizationId: string, tenantId: string) {
  const balances = await tenantBalances(db, organizationId, [tenantId]);
  return balances.get(tenantId) ?? 0;
}

/**
 * Every tenant's balance (of the rentals in scope): the same definition as balanceCentsOf,
 * for reports over all tenants, read from the kept sums (one row a tenant).
 */
export function allBalancesSql(organizationId: string, scope: RentalScope = everyRental) {
  return sql<{ tenant_id: string; balance: number | string }>`
    select t.id as tenant_id, coalesce(b.balance_cents, 0) as balance
      from tenants t
      left join tenant_balances b
        on b.organization_id = t.organization_id and b.tenant_id = t.id
      where t.organization_id = ${organizationId} and ${inRentals('t.rental_id', scope)}`;
}

/** Every tenant's balance in cents, by tenant id, in one grouped pass. */
export async function allTenantBalances(db: Db, organizationId: string) {
  const { rows } = await allBalancesSql(organizationId).execute(db);
  return new Map(rows.map((row) => [row.tenant_id, Number(row.balance)]));
}

/** What all the organization's tenants owe together (the sum of positive balances), in cents. */
export async function totalOwedCents(
  db: Db,
  organizationId: string,
  scope: RentalScope,
): Promise<number> {
  const { rows } = await sql<{ total: number | string | null }>`
    select sum(case when b.balance > 0 then b.balance else 0 end) as total
    from (${allBalancesSql(organizationId, scope)}) b`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
