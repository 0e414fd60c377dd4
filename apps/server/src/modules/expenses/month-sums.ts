import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { inRentals, type RentalScope } from '../access/index.js';

const monthOfDate = sql<string>`substr(date, 1, 7)`;

/**
 * Expenses of rentals per rental and month (YYYY-MM) for the days from..to, with the part that
 * was spent through the expenses named in `apart` (a repair's own, say) summed on its own: a
 * report shows those beside the rest. Organization-wide expenses are not any rental's.
 */
export async function rentalExpensesByMonth(
  db: Db,
  organizationId: string,
  range: { from: string; to: string; rentals: RentalScope; apart: readonly string[] },
) {
  const apart = range.apart.length > 0 ? [...range.apart] : [''];
  const rows = await db
    .selectFrom('expenses')
    .select([
      'rental_id',
      monthOfDate.as('month'),
      sql<number>`coalesce(sum(amount_cents), 0)`.as('cents'),
      sql<number>`coalesce(sum(case when id in (${sql.join(apart)}) then amount_cents else 0 end), 0)`.as(
        'apart_cents',
      ),
      sql<number>`sum(case when id in (${sql.join(apart)}) then 1 else 0 end)`.as('apart_count'),
    ])
    .where('organization_id', '=', organizationId)
    .where('rental_id', 'is not', null)
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .where(inRentals('rental_id', range.rentals))
    .groupBy(['rental_id', monthOfDate])
    .execute();
  return rows.map((row) => ({
    rentalId: row.rental_id!,
    month: row.month,
    cents: Number(row.cents),
    apartCents: Number(row.apart_cents),
    apartCount: Number(row.apart_count),
  }));
}
