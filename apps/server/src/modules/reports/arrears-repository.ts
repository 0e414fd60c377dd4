import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { allBalancesSql } from '../ledger/balances.js';
import { creditedOnInvoiceSql, isChargeSql } from '../ledger/kinds-sql.js';

/** A tenant who owes (balance > 0, in cents), with who and where they are. */
export interface OwingTenantRow {
  id: string;
  firstname: string;
  lastname: string;
  house_number: string;
  phonenumber: string;
  rental_id: string;
  rental_name: string;
  created_at: string;
  balance: number;
}

/**
 * One of the newest charges of a tenant who owes, net of its credit note: `through` is its
 * cents plus those of the tenant's newer charges; each one here is at least partly unpaid.
 */
export interface UnpaidChargeRow {
  tenant_id: string;
  due_date: string;
  cents: number;
  through: number;
}

type Row = { kind: 'tenant' | 'charge' } & Record<string, string | number | null>;

/**
 * Who owes and which of their charges are unpaid, in one statement (one pass for the
 * balances, shared by both parts). Payments settle charges oldest first (ledger/settlement.ts),
 * so what a tenant owes is made of their newest charges: each charge of a tenant who owes,
 * net of its credit note, is ranked newest first with the running total of it and the newer
 * ones (`through`); only charges not yet covered by the balance come back. What the charges
 * leave over is the opening balance (the service's part).
 */
export async function arrearsRows(db: Db, organizationId: string) {
  const { rows } = await sql<Row>`
    with owing as materialized (
      select tenant_id, balance from (${allBalancesSql(organizationId)}) b where b.balance > 0
    ),
    charges as (
      select i.tenant_id, i.number, i.due_date,
        i.amount_cents - ${creditedOnInvoiceSql('i.id')} as cents
      from invoices i
      where i.organization_id = ${organizationId} and ${isChargeSql('i.invoice_type')}
    ),
    ranked as (
      select ch.tenant_id, ch.due_date, ch.cents, o.balance,
        sum(ch.cents) over (partition by ch.tenant_id order by ch.number desc
          rows between unbounded preceding and current row) as through
      from charges ch
      join owing o on o.tenant_id = ch.tenant_id
    )
    select 'tenant' as kind, t.id, t.firstname, t.lastname, t.house_number, t.phonenumber,
      t.rental_id, r.name as rental_name, t.created_at, o.balance,
      null as due_date, null as cents, null as through
    from owing o
    join tenants t on t.id = o.tenant_id
    join rentals r on r.id = t.rental_id
    union all
    select 'charge', tenant_id, null, null, null, null, null, null, null, null,
      due_date, cents, through
    from ranked
    where through - cents < balance`.execute(db);
  const tenants: OwingTenantRow[] = [];
  const charges: UnpaidChargeRow[] = [];
  for (const row of rows) {
    if (row.kind === 'tenant') {
      tenants.push({ ...(row as unknown as OwingTenantRow), balance: Number(row.balance) });
    } else {
      charges.push({
        tenant_id: String(row.id),
        due_date: String(row.due_date),
        cents: Number(row.cents),
        through: Number(row.through),
      });
    }
  }
  return { tenants, charges };
}
