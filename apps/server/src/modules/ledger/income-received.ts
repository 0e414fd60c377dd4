import { sql } from 'kysely';
import type { JournalBucket } from '@rental/shared/ledger-kinds';
import type { Db } from '../../db/connection.js';
import { isCreditSql } from './kinds-sql.js';
import { endsBy, journalMonthSums, type DayRange } from './month-sums.js';

// Income as the reports, the KRA return and owner statements count it, read in one place: from
// the journal, whose entries carry each payment's parts on the day it counts (the day it was
// received; for money that arrived for a closed month, the first open day) and each reversal,
// negated, on the day it counts from. A closed month's figures then never move. Whole months
// are read from the sums the database keeps (month-sums.ts), a few rows a month.

export type { DayRange } from './month-sums.js';

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
  const sums = await journalMonthSums(db, organizationId, range, ['payment'], rentalIds);
  const byKey = new Map<string, IncomeReceived>();
  for (const sum of sums) {
    const key = `${sum.month}|${sum.rentalId ?? ''}`;
    let row = byKey.get(key);
    if (!row) {
      row = { month: sum.month, rentalId: sum.rentalId, ...noIncomeParts() };
      byKey.set(key, row);
    }
    // A payment's entries lower the balance: what it paid for is their negation.
    const cents = -sum.cents;
    row[partOf[sum.bucket]] += cents;
    if (sum.bucket !== 'deposit') row.collected += cents;
  }
  return [...byKey.values()];
}

/** Nothing received: the parts of IncomeReceived, all 0. */
export const noIncomeParts = () => ({
  rent: 0,
  water: 0,
  servicecharge: 0,
  other: 0,
  deposits: 0,
  collected: 0,
});

/** The field of IncomeReceived each bucket's payment entries add to. */
const partOf: Record<JournalBucket, 'rent' | 'water' | 'servicecharge' | 'other' | 'deposits'> = {
  rent: 'rent',
  water: 'water',
  servicecharge: 'servicecharge',
  other: 'other',
  deposit: 'deposits',
};

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
  const [charged, credited] = await Promise.all([
    journalMonthSums(db, organizationId, range, ['invoice'], rentalIds),
    creditedOnCharges(db, organizationId, range, rentalIds),
  ]);
  const byKey = new Map<string, Billed>();
  for (const sum of [...charged, ...credited]) {
    if (sum.bucket === 'deposit') continue;
    const key = `${sum.month}|${sum.rentalId ?? ''}`;
    const row = byKey.get(key);
    if (row) row.cents += sum.cents;
    else byKey.set(key, { month: sum.month, rentalId: sum.rentalId, cents: sum.cents });
  }
  return [...byKey.values()];
}

/**
 * The entries of credit notes tied to a charge, on the range's days, per month, rental and
 * bucket. Read from the credit notes first (a few), not from the range's entries (thousands):
 * on SQLite, CROSS JOIN keeps that order.
 */
async function creditedOnCharges(
  db: Db,
  organizationId: string,
  range: DayRange,
  rentalIds?: readonly string[],
) {
  if (rentalIds?.length === 0) return [];
  const month = sql<string>`substr(e.effective_on, 1, 7)`;
  const rows = await db
    .selectFrom('credit_notes as c')
    .crossJoin('ledger_entries as e')
    .select([
      month.as('month'),
      'e.rental_id',
      'e.bucket',
      sql<number | string>`sum(e.amount_cents)`.as('cents'),
    ])
    .where('c.organization_id', '=', organizationId)
    .where('c.invoice_id', 'is not', null)
    .where('e.source_type', '=', 'credit_note')
    .whereRef('e.source_id', '=', 'c.id')
    .whereRef('e.organization_id', '=', 'c.organization_id')
    .where('e.effective_on', '>=', range.from)
    .where(endsBy('e.effective_on', range))
    .$if(rentalIds !== undefined, (q) => q.where('e.rental_id', 'in', [...rentalIds!]))
    .groupBy([month, 'e.rental_id', 'e.bucket'])
    .execute();
  return rows.map((row) => ({
    month: row.month,
    rentalId: row.rental_id,
    bucket: row.bucket,
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
