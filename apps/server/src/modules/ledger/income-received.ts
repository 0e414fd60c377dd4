import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { countedPayments } from './counted-payments.js';
import { isCreditSql, rentPartSql } from './kinds-sql.js';

// Income as the reports, the KRA return and owner statements count it, read in one place.
// Payments count on the day they were received and a reversal on the day it counts from
// (counted-payments.ts), so a closed month's figures never move. Read from the payment
// documents rather than the journal: the journal's entries carry the payment's own parts the
// same way, but the documents are what every figure filed so far was computed from.

/** Days from `from` up to before `to`, or up to `through` included (YYYY-MM-DD, Nairobi days). */
export type DayRange = { from: string; to: string } | { from: string; through: string };

/**
 * Cents received for one rental in one month (YYYY-MM), by what they paid for (decided when
 * the payment was posted: income-allocation.ts). `collected` is the payments less their
 * deposit parts, what the rental's owner is owed.
 */
export interface IncomeReceived {
  month: string;
  rentalId: string | null;
  rent: number;
  water: number;
  servicecharge: number;
  other: number;
  deposits: number;
  collected: number;
}

const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;
const sumOf = (expression: ReturnType<typeof sql>) =>
  sql<number | string>`coalesce(sum(${expression}), 0)`;

/** The range's end as a comparison: `through` is a day included, `to` the day after. */
export const endsBy = (column: string, range: DayRange) =>
  'to' in range
    ? sql<boolean>`${sql.ref(column)} < ${range.to}`
    : sql<boolean>`${sql.ref(column)} <= ${range.through}`;

/** A list SQL can take: an empty list matches no rental. */
const someIds = (ids: readonly string[]) => (ids.length > 0 ? [...ids] : ['']);

/**
 * Tenants' payments received in `range`, per month and the rental they were received for;
 * only for `rentalIds` when given (an empty list matches none). Reversed payments count
 * negated in the month their reversal is dated.
 */
export async function incomeReceived(
  db: Db,
  organizationId: string,
  range: DayRange,
  rentalIds?: readonly string[],
): Promise<IncomeReceived[]> {
  const rows = await db
    .selectFrom(countedPayments(db, organizationId).as('x'))
    .select([
      month('x.paid_on').as('month'),
      'x.rental_id',
      sumOf(sql.ref('x.rent_cents')).as('rent'),
      sumOf(sql.ref('x.water_cents')).as('water'),
      sumOf(sql.ref('x.service_charge_cents')).as('servicecharge'),
      sumOf(sql.ref('x.other_cents')).as('other'),
      sumOf(sql.ref('x.deposit_cents')).as('deposits'),
      sumOf(rentPartSql('x')).as('collected'),
    ])
    .where('x.organization_id', '=', organizationId)
    .where(isCreditSql('x.transaction_type'))
    .where('x.paid_on', '>=', range.from)
    .where(endsBy('x.paid_on', range))
    .$if(rentalIds !== undefined, (q) => q.where('x.rental_id', 'in', someIds(rentalIds!)))
    .groupBy([month('x.paid_on'), 'x.rental_id'])
    .execute();
  return rows.map((row) => ({
    month: row.month,
    rentalId: row.rental_id,
    rent: Number(row.rent),
    water: Number(row.water),
    servicecharge: Number(row.servicecharge),
    other: Number(row.other),
    deposits: Number(row.deposits),
    collected: Number(row.collected),
  }));
}

/** The rows of incomeReceived added up per rental, whatever the month. */
export function incomeByRental(
  rows: readonly IncomeReceived[],
): Map<string | null, IncomeReceived> {
  const byRental = new Map<string | null, IncomeReceived>();
  for (const row of rows) {
    const sum = byRental.get(row.rentalId);
    if (!sum) {
      byRental.set(row.rentalId, { ...row, month: '' });
      continue;
    }
    sum.rent += row.rent;
    sum.water += row.water;
    sum.servicecharge += row.servicecharge;
    sum.other += row.other;
    sum.deposits += row.deposits;
    sum.collected += row.collected;
  }
  return byRental;
}

/** Cents billed for one rental (the tenant's when billed) in one month. */
export interface Billed {
  month: string;
  rentalId: string | null;
  cents: number;
}

/**
 * What was billed in `range`, per month and rental, read from the journal: charges to the rent
 * balance (a charge's entry, on its effective day) less the credit notes tied to a charge (on
 * theirs); deposits are not billed income. A charge or credit note that came while its month
 * was closed counts from the first open day (closed-months.ts), so a closed month's figure
 * never moves; a credit note on an earlier charge counts in its own month.
 */
export async function billedByMonth(
  db: Db,
  organizationId: string,
  range: DayRange,
  rentalIds?: readonly string[],
): Promise<Billed[]> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .select([
      month('e.effective_on').as('month'),
      'e.rental_id',
      sql<number | string>`sum(e.amount_cents)`.as('cents'),
    ])
    .where('e.organization_id', '=', organizationId)
    .where('e.bucket', '<>', 'deposit')
    .where((eb) =>
      eb.or([
        eb('e.source_type', '=', 'invoice'),
        eb.and([
          eb('e.source_type', '=', 'credit_note'),
          eb.exists(
            eb
              .selectFrom('credit_notes as c')
              .select('c.id')
              .whereRef('c.id', '=', 'e.source_id')
              .where('c.invoice_id', 'is not', null),
          ),
        ]),
      ]),
    )
    .where('e.effective_on', '>=', range.from)
    .where(endsBy('e.effective_on', range))
    .$if(rentalIds !== undefined, (q) => q.where('e.rental_id', 'in', someIds(rentalIds!)))
    .groupBy([month('e.effective_on'), 'e.rental_id'])
    .execute();
  return rows.map((row) => ({
    month: row.month,
    rentalId: row.rental_id,
    cents: Number(row.cents),
  }));
}

/** The day of the organization's first tenant payment (reversed or not), or null. */
export async function firstPaymentDay(db: Db, organizationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.min<string>('paid_on').as('paid_on'))
    .where('organization_id', '=', organizationId)
    .where(isCreditSql('transaction_type'))
    .executeTakeFirst();
  return row?.paid_on ?? null;
}
