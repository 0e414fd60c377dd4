import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { endsBy, type DayRange } from './month-sums.js';

/**
 * Deposit money kept at move-out (issue 29): each deposit deduction is income of the month it
 * was kept, for the rental the tenant lived in, read from its journal entry (the deposit
 * bucket's entry, + the cents used up of the deposit held). `forrent` is the part kept for
 * unpaid rent, the only part that is rent for KRA; the rest (water, damage, cleaning, other)
 * is never rent.
 */
export interface KeptFromDeposits {
  /** YYYY-MM of the day it was kept (the entry's effective day). */
  month: string;
  rental_id: string | null;
  cents: number;
  forrent: number;
}

/** Deposit money kept on the range's days, by month and rental. */
export async function keptFromDeposits(
  db: Db,
  organizationId: string,
  range: DayRange,
): Promise<KeptFromDeposits[]> {
  const month = sql<string>`substr(e.effective_on, 1, 7)`;
  const rows = await db
    // From the deductions (a few) to their entries, not from the range's entries (thousands):
    // on SQLite, CROSS JOIN keeps that order.
    .selectFrom('credit_notes as c')
    .crossJoin('ledger_entries as e')
    .where('e.source_type', '=', 'credit_note')
    .whereRef('e.source_id', '=', 'c.id')
    .whereRef('e.organization_id', '=', 'c.organization_id')
    .select([
      month.as('month'),
      'e.rental_id',
      sql<number | string>`sum(e.amount_cents)`.as('cents'),
      sql<number | string>`sum(case when c.deduction_reason = ${sql.lit('unpaid rent')}
        then e.amount_cents else 0 end)`.as('forrent'),
    ])
    .where('c.organization_id', '=', organizationId)
    .where('c.kind', '=', 'deposit_deduction')
    .where('e.bucket', '=', 'deposit')
    .where('e.effective_on', '>=', range.from)
    .where(endsBy('e.effective_on', range))
    .groupBy([month, 'e.rental_id'])
    .execute();
  return rows.map((row) => ({
    month: row.month,
    rental_id: row.rental_id,
    cents: Number(row.cents),
    forrent: Number(row.forrent),
  }));
}
