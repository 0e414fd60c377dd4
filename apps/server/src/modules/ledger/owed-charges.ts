import { nairobiDate } from '@rental/shared/dates';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { creditedOnInvoiceSql, isChargeSql } from './kinds-sql.js';
import { openingDueDate, unpaidOfOwed } from './settlement.js';

/**
 * What a tenant who owes owes, by the charge it is left of: settlement.ts settles charges
 * oldest first, so a balance of B is made of the newest charges (net of their credit notes)
 * that add up to B, and what they leave over is the opening balance. One row per such charge.
 */
export interface OwedCharge {
  tenantId: string;
  /** The invoice's number; 0 for the opening balance (settled before every invoice). */
  invoiceNumber: number;
  dueDate: string;
  cents: number;
}

/** Tenants per statement of the computation in full. */
const idsPerQuery = 500;

type Row = {
  kind: 'tenant' | 'charge';
  tenant_id: string;
  created_at: string | null;
  balance: number | string | null;
  number: number | string | null;
  due_date: string | null;
  cents: number | string | null;
  through: number | string | null;
};

/**
 * The owed charges computed in full from the documents and the kept balances: for every tenant
 * of `tenantIds` who owes, each charge net of its credit notes is ranked newest first with the
 * running total of it and the newer ones (`through`); the charges the balance reaches come
 * back, with what of each is unpaid, then the opening balance's part. tenant_balances and
 * unpaid_charges keep this as entries post (kept-arrears.ts); this is their definition, and
 * what rebuilds a tenant's rows when an entry changes more than the newest or oldest end.
 */
export async function owedChargesInFull(
  db: Db,
  organizationId: string,
  tenantIds: readonly string[],
): Promise<OwedCharge[]> {
  const owed: OwedCharge[] = [];
  for (let start = 0; start < tenantIds.length; start += idsPerQuery) {
    const ids = tenantIds.slice(start, start + idsPerQuery);
    owed.push(...owedOf(await owingRows(db, organizationId, ids)));
  }
  return owed;
}

async function owingRows(db: Db, organizationId: string, tenantIds: readonly string[]) {
  const ids = sql.join(tenantIds.map((id) => sql`${id}`));
  const { rows } = await sql<Row>`
    with owing as materialized (
      select b.tenant_id, b.balance_cents as balance, t.created_at
      from tenant_balances b join tenants t on t.id = b.tenant_id
      where b.organization_id = ${organizationId} and b.tenant_id in (${ids})
        and b.balance_cents > 0
    ),
    ranked as (
      select i.tenant_id, i.number, i.due_date, o.balance,
        i.amount_cents - ${creditedOnInvoiceSql('i.id')} as cents,
        sum(i.amount_cents - ${creditedOnInvoiceSql('i.id')}) over (partition by i.tenant_id
          order by i.number desc rows between unbounded preceding and current row) as through
      from invoices i
      join owing o on o.tenant_id = i.tenant_id
      where i.organization_id = ${organizationId} and ${isChargeSql('i.invoice_type')}
    )
    select 'tenant' as kind, tenant_id, created_at, balance,
      null as number, null as due_date, null as cents, null as through
    from owing
    union all
    select 'charge', tenant_id, null, balance, number, due_date, cents, through
    from ranked
    where through - cents < balance`.execute(db);
  return rows;
}

function owedOf(rows: readonly Row[]): OwedCharge[] {
  const owed: OwedCharge[] = [];
  const left = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'tenant') left.set(row.tenant_id, Number(row.balance));
  }
  for (const row of rows) {
    if (row.kind !== 'charge') continue;
    const cents = Number(row.cents);
    const unpaid = unpaidOfOwed(cents, Number(row.through) - cents, Number(row.balance));
    if (unpaid <= 0) continue;
    owed.push({
      tenantId: row.tenant_id,
      invoiceNumber: Number(row.number),
      dueDate: row.due_date!,
      cents: unpaid,
    });
    left.set(row.tenant_id, left.get(row.tenant_id)! - unpaid);
  }
  for (const row of rows) {
    const opening = left.get(row.tenant_id) ?? 0;
    if (row.kind !== 'tenant' || opening <= 0) continue;
    owed.push({
      tenantId: row.tenant_id,
      invoiceNumber: 0,
      dueDate: openingDueDate(nairobiDate(new Date(row.created_at!))),
      cents: opening,
    });
  }
  return owed;
}
