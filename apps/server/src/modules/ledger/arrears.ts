import { nairobiDate } from '@rental/shared/dates';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { allBalancesSql } from './balances.js';
import { creditedOnInvoiceSql, isChargeSql } from './kinds-sql.js';
import { agingBucketOf, openingDueDate, unpaidOfOwed, type AgingBucket } from './settlement.js';

/** What a tenant who owes owes, in cents, split by how long it has been due. */
export interface TenantArrears {
  tenantId: string;
  balanceCents: number;
  buckets: Record<AgingBucket, number>;
  /** The due date of the oldest unpaid charge (the opening balance's when it is unpaid). */
  oldestDue: string;
  /** Past its due date on `today` (every bucket but `current`). */
  overdueCents: number;
  /** The due date of the oldest overdue charge; null when nothing is overdue. */
  overdueSince: string | null;
}

type Row = {
  kind: 'tenant' | 'charge';
  tenant_id: string;
  created_at: string | null;
  balance: number | string | null;
  due_date: string | null;
  cents: number | string | null;
  through: number | string | null;
};

/**
 * Who owes and which of their charges are unpaid, in one statement (one pass for the
 * balances, shared by both parts). What a tenant owes is made of their newest charges
 * (settlement.ts), so each charge of a tenant who owes, net of its credit note, is ranked
 * newest first with the running total of it and the newer ones (`through`); only charges not
 * yet covered by the balance come back.
 */
async function owingRows(db: Db, organizationId: string) {
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
    select 'tenant' as kind, o.tenant_id, t.created_at, o.balance,
      null as due_date, null as cents, null as through
    from owing o
    join tenants t on t.id = o.tenant_id
    union all
    select 'charge', tenant_id, null, null, due_date, cents, through
    from ranked
    where through - cents < balance`.execute(db);
  return rows;
}

const noBuckets = (): Record<AgingBucket, number> => ({
  current: 0,
  d1_30: 0,
  d31_60: 0,
  d61_90: 0,
  d90_plus: 0,
});

/**
 * The arrears aging of every tenant of the organization who owes, on `today` (Nairobi): the
 * balance split by the age of the charges it is made of (settled oldest first), what the
 * charges leave over being the opening balance, due the day before the tenant was added; and
 * what of it is overdue (due before today) and since when.
 */
export async function arrearsAging(
  db: Db,
  organizationId: string,
  today: string,
): Promise<TenantArrears[]> {
  const rows = await owingRows(db, organizationId);
  const byTenant = new Map<string, TenantArrears>();
  for (const row of rows) {
    if (row.kind !== 'tenant') continue;
    byTenant.set(row.tenant_id, {
      tenantId: row.tenant_id,
      balanceCents: Number(row.balance),
      buckets: noBuckets(),
      oldestDue: openingDueDate(nairobiDate(new Date(row.created_at!))),
      overdueCents: 0,
      overdueSince: null,
    });
  }
  const overdueFrom = (entry: TenantArrears, dueDate: string) => {
    if (dueDate >= today) return;
    if (entry.overdueSince === null || dueDate < entry.overdueSince) entry.overdueSince = dueDate;
  };
  const fromCharges = new Map<string, { cents: number; oldest: string }>();
  for (const row of rows) {
    const entry = byTenant.get(row.tenant_id);
    if (row.kind !== 'charge' || !entry) continue;
    const cents = Number(row.cents);
    const dueDate = row.due_date!;
    const unpaid = unpaidOfOwed(cents, Number(row.through) - cents, entry.balanceCents);
    if (unpaid <= 0) continue;
    entry.buckets[agingBucketOf(dueDate, today)] += unpaid;
    overdueFrom(entry, dueDate);
    const seen = fromCharges.get(row.tenant_id) ?? { cents: 0, oldest: dueDate };
    seen.cents += unpaid;
    if (dueDate < seen.oldest) seen.oldest = dueDate;
    fromCharges.set(row.tenant_id, seen);
  }
  for (const [id, entry] of byTenant) {
    const charged = fromCharges.get(id);
    // What the charges leave over is the opening balance, settled last of all.
    const opening = entry.balanceCents - (charged?.cents ?? 0);
    if (opening > 0) {
      entry.buckets[agingBucketOf(entry.oldestDue, today)] += opening;
      overdueFrom(entry, entry.oldestDue);
    }
    // A charge can fall due before the tenant was added (billed for an earlier month).
    if (charged && (opening <= 0 || charged.oldest < entry.oldestDue)) {
      entry.oldestDue = charged.oldest;
    }
    entry.overdueCents = entry.balanceCents - entry.buckets.current;
  }
  return [...byTenant.values()];
}
