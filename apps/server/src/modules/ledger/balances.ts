import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { isChargeSql, isCreditSql, rentPartSql } from './kinds-sql.js';

/**
 * A tenant's rent balance in cents, derived from the ledger (DESIGN.md section 4): opening
 * rent and water balances + rent charges - credit notes - the rent part of tenant payments,
 * with the kinds as ledger-kinds.ts declares them. The deposit is apart (deposits.ts). Positive: the tenant owes; negative: the tenant is in credit.
 * This SQL expression is the one definition of a balance; everything that shows or uses a
 * balance (tenant page, statement, dashboard, Pending Bill, SMS receipts) goes through it.
 */
export function balanceCentsOf(tenantsAlias: string) {
  const t = sql.ref(tenantsAlias);
  const id = sql.ref(`${tenantsAlias}.id`);
  return sql<number>`(${t}.opening_rent_balance_cents + ${t}.opening_water_balance_cents
    + coalesce((select sum(i.amount_cents) from invoices i
        where i.tenant_id = ${id} and ${isChargeSql('i.invoice_type')}), 0)
    - coalesce((select sum(c.amount_cents) from credit_notes c
        where c.tenant_id = ${id}), 0)
    - coalesce((select sum(${rentPartSql('x')}) from transactions x
        where x.tenant_id = ${id} and ${isCreditSql('x.transaction_type')}), 0))`;
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

export async function tenantBalance(db: Db, organizationId: string, tenantId: string) {
  const balances = await tenantBalances(db, organizationId, [tenantId]);
  return balances.get(tenantId) ?? 0;
}

/**
 * Every tenant's balance in one grouped pass over the organization's charges, credit notes
 * and payments: the same definition as balanceCentsOf, for reports over all tenants (the
 * dashboard asks it of 100,000 payments). The kinds are tested inside the sums so the only
 * constraint is the organization and each pass reads an (organization_id, tenant_id, ...,
 * type, amount_cents) index alone, in tenant order (migrations 0004, 0010).
 */
export function allBalancesSql(organizationId: string) {
  return sql<{ tenant_id: string; balance: number | string }>`
    select t.id as tenant_id, t.opening_rent_balance_cents + t.opening_water_balance_cents
        + coalesce(i.cents, 0) - coalesce(c.cents, 0) - coalesce(p.cents, 0) as balance
      from tenants t
      left join (
        select tenant_id,
          sum(case when ${isChargeSql('invoice_type')} then amount_cents else 0 end) as cents
        from invoices
        where organization_id = ${organizationId}
        group by tenant_id
      ) i on i.tenant_id = t.id
      left join (
        select tenant_id, sum(amount_cents) as cents
        from credit_notes
        where organization_id = ${organizationId}
        group by tenant_id
      ) c on c.tenant_id = t.id
      left join (
        select tenant_id,
          sum(case when ${isCreditSql('transaction_type')} then amount_cents - deposit_cents
            else 0 end) as cents
        from transactions
        where organization_id = ${organizationId} and tenant_id is not null
        group by tenant_id
      ) p on p.tenant_id = t.id
      where t.organization_id = ${organizationId}`;
}

/** Every tenant's balance in cents, by tenant id, in one grouped pass. */
export async function allTenantBalances(db: Db, organizationId: string) {
  const { rows } = await allBalancesSql(organizationId).execute(db);
  return new Map(rows.map((row) => [row.tenant_id, Number(row.balance)]));
}

/** What all the organization's tenants owe together (the sum of positive balances), in cents. */
export async function totalOwedCents(db: Db, organizationId: string): Promise<number> {
  const { rows } = await sql<{ total: number | string | null }>`
    select sum(case when b.balance > 0 then b.balance else 0 end) as total
    from (${allBalancesSql(organizationId)}) b`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
