import { sql } from 'kysely';
import type { JournalBucket, JournalSource } from '@rental/shared/ledger-kinds';
import type { Db } from '../../db/connection.js';

/** Days from `from` up to before `to`, or up to `through` included (YYYY-MM-DD, Nairobi days). */
export type DayRange = { from: string; to: string } | { from: string; through: string };

/** The sum of a month's entries of one rental, source type and bucket. */
export interface MonthSum {
  /** YYYY-MM of the entries' effective day. */
  month: string;
  rentalId: string | null;
  sourceType: JournalSource;
  bucket: JournalBucket;
  cents: number;
}

/** The range's end as a comparison: `through` is a day included, `to` the day after. */
export const endsBy = (column: string, range: DayRange) =>
  'to' in range
    ? sql<boolean>`${sql.ref(column)} < ${range.to}`
    : sql<boolean>`${sql.ref(column)} <= ${range.through}`;

const monthOf = (day: string) => day.slice(0, 7);

/** The month after a YYYY-MM; after 9999-12, a value every month sorts before. */
function monthAfter(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  if (m < 12) return `${year}-${String(m + 1).padStart(2, '0')}`;
  return year < 9999 ? `${year + 1}-01` : '9999-13';
}

function isLastOfMonth(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate() === date;
}

/**
 * The journal's entries of `sourceTypes` on the range's days, summed per month, rental, source
 * type and bucket; only for `rentalIds` when given (an empty list matches none). Whole months
 * are read from the sums the database keeps as entries post (ledger_month_sums, migration
 * 0045): a few rows a month. A month the range covers only in part is summed from its entries.
 */
export async function journalMonthSums(
  db: Db,
  organizationId: string,
  range: DayRange,
  sourceTypes: readonly JournalSource[],
  rentalIds?: readonly string[],
): Promise<MonthSum[]> {
  if (rentalIds?.length === 0) return [];
  // Whole months [firstWhole, endWhole); the days before and after them are summed as entries.
  const firstWhole = range.from.endsWith('-01')
    ? monthOf(range.from)
    : monthAfter(monthOf(range.from));
  const last = 'to' in range ? range.to : range.through;
  const endWhole =
    'through' in range && isLastOfMonth(range.through) ? monthAfter(monthOf(last)) : monthOf(last);
  const filter = { organizationId, sourceTypes, rentalIds };
  if (firstWhole >= endWhole) return entrySums(db, filter, range);
  const head = range.from < `${firstWhole}-01`;
  const tail = endWhole === monthOf(last) && !('to' in range && last.endsWith('-01'));
  const parts = await Promise.all([
    head ? entrySums(db, filter, { from: range.from, to: `${firstWhole}-01` }) : [],
    keptSums(db, filter, firstWhole, endWhole),
    tail
      ? entrySums(
          db,
          filter,
          'to' in range
            ? { from: `${endWhole}-01`, to: last }
            : { from: `${endWhole}-01`, through: last },
        )
      : [],
  ]);
  return parts.flat();
}

interface SumFilter {
  organizationId: string;
  sourceTypes: readonly JournalSource[];
  rentalIds: readonly string[] | undefined;
}

/** Months [fromMonth, toMonth) from the kept sums. */
async function keptSums(db: Db, filter: SumFilter, fromMonth: string, toMonth: string) {
  const rows = await db
    .selectFrom('ledger_month_sums')
    .select(['month', 'rental_id', 'source_type', 'bucket', 'cents'])
    .where('organization_id', '=', filter.organizationId)
    .where('month', '>=', fromMonth)
    .where('month', '<', toMonth)
    .where('source_type', 'in', [...filter.sourceTypes])
    .$if(filter.rentalIds !== undefined, (q) => q.where('rental_id', 'in', [...filter.rentalIds!]))
    .execute();
  return rows.map((row): MonthSum => ({
    month: row.month,
    rentalId: row.rental_id === '' ? null : row.rental_id,
    sourceType: row.source_type,
    bucket: row.bucket,
    cents: Number(row.cents),
  }));
}

/** The range's days summed from the entries themselves. */
async function entrySums(db: Db, filter: SumFilter, range: DayRange) {
  const month = sql<string>`substr(effective_on, 1, 7)`;
  const rows = await db
    .selectFrom('ledger_entries')
    .select([
      month.as('month'),
      'rental_id',
      'source_type',
      'bucket',
      sql<number | string>`sum(amount_cents)`.as('cents'),
    ])
    .where('organization_id', '=', filter.organizationId)
    .where('effective_on', '>=', range.from)
    .where(endsBy('effective_on', range))
    .where('source_type', 'in', [...filter.sourceTypes])
    .$if(filter.rentalIds !== undefined, (q) => q.where('rental_id', 'in', [...filter.rentalIds!]))
    .groupBy([month, 'rental_id', 'source_type', 'bucket'])
    .execute();
  return rows.map((row): MonthSum => ({
    month: row.month,
    rentalId: row.rental_id,
    sourceType: row.source_type,
    bucket: row.bucket,
    cents: Number(row.cents),
  }));
}
