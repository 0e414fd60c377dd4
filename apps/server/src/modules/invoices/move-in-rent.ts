import { sql, type RawBuilder } from 'kysely';
import { moveInRentWords } from '../tenants/index.js';

// The rent a tenant is charged at move-in for the rest of that month (tenants/move-in.ts, in the words of tenants/move-in-words.ts),
// and how the invoice run recognises it, so a schedule does not bill those days again.

/**
 * The tenant's move-in date when they were charged prorated rent for the rest of the move-in
 * month (a rent charge of no schedule, dated the move-in day, in the words above), else null.
 */
export function proratedMoveInSql(tenantAlias: string): RawBuilder<string | null> {
  const t = sql.table(tenantAlias);
  return sql<string | null>`case when exists (
    select 1 from invoices p
    where p.organization_id = ${t}.organization_id and p.tenant_id = ${t}.id
      and p.schedule_id is null and p.invoice_type = 'Rental Invoice Bill'
      and p.billing_date = ${t}.move_in_date
      and p.description like ${`%${moveInRentWords}`}
  ) then ${t}.move_in_date else null end`;
}

/** Months from the start of the month of `date` to the start of the month of `later`. */
function monthsBetween(date: string, later: string): number {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const [ly, lm] = later.split('-').map(Number) as [number, number];
  return (ly - y) * 12 + (lm - m);
}

/**
 * The months of rent a schedule's invoice on `billingDate` still bills, of the `months` it
 * covers (from the billing date's month on): the move-in month is left out when its rest was
 * already charged prorated at move-in, so each day is billed once.
 */
export function rentMonthsToBill(
  billingDate: string,
  months: number,
  proratedMoveIn: string | null,
): number {
  if (proratedMoveIn === null) return months;
  const offset = monthsBetween(billingDate, proratedMoveIn);
  return offset >= 0 && offset < months ? months - 1 : months;
}
