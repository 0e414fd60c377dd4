import { validationMessages as m } from '@rental/shared/messages';
import { nairobiDate } from '@rental/shared/dates';
import { expenseCategories } from '@rental/shared/enums';
import { incomeCategories, type IncomeCategory } from '@rental/shared/ledger-kinds';
import { centsToKes } from '@rental/shared/money';
import type { IncomeStatement } from '@rental/shared/schemas/reports';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { fieldError } from '../../lib/app-error.js';
import { groupBy } from './group-by.js';
import { reportScope, scopeIds } from './report-scope.js';
import type { ReportsDeps } from './service.js';
import type { RentalScope as MemberRentals } from '../access/index.js';
import { incomeByRental, incomeReceived, keptFromDeposits } from '../ledger/index.js';

const sumOf = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`;

const monthOfDate = sql<string>`substr(date, 1, 7)`;

/**
 * Expenses per month (YYYY-MM), rental (null: the organization's own) and category, for the
 * days from..to: the statement adds the months up, the dashboard's chart shows them apart, so
 * both read the one sum.
 */
export function expensesByRental(db: Db, organizationId: string, from: string, to: string) {
  return db
    .selectFrom('expenses')
    .select([monthOfDate.as('month'), 'rental_id', 'category', sumOf('amount_cents').as('cents')])
    .where('organization_id', '=', organizationId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy([monthOfDate, 'rental_id', 'category'])
    .execute();
}

function byCategory(rows: { category: string; cents: number | string }[]) {
  const cents = Object.fromEntries(expenseCategories.map((c) => [c, 0])) as Record<string, number>;
  for (const row of rows) cents[row.category] = (cents[row.category] ?? 0) + Number(row.cents);
  return cents;
}

const inKes = (cents: Record<string, number>) =>
  Object.fromEntries(Object.entries(cents).map(([key, value]) => [key, centsToKes(value)]));

/** The days asked for: this month up to today by default; from after to is refused. */
function period(today: string, from?: string, to?: string) {
  const start = from ?? `${today.slice(0, 7)}-01`;
  const end = to ?? today;
  if (start > end) throw fieldError('from', m.dateRangeOrder);
  return { from: start, to: end };
}

/** Deposit money kept at move-out, per rental, for the days from..to (both included). */
async function keptByRental(db: Db, organizationId: string, from: string, to: string) {
  const kept = new Map<string | null, number>();
  for (const row of await keptFromDeposits(db, organizationId, { from, through: to })) {
    kept.set(row.rental_id, (kept.get(row.rental_id) ?? 0) + row.cents);
  }
  return kept;
}

/**
 * Income collected and expenses paid, per rental and in all: rent, water, service charge and
 * other income (each payment's parts, decided when it was posted), deposit money kept at
 * move-out (its own line, income of the day it was kept), expenses by category, and the net. Organization-wide expenses appear in the totals only.
 */
export async function incomeStatement(
  deps: ReportsDeps,
  organizationId: string,
  query: { from?: string; to?: string; rentalid?: string; landlordid?: string },
  member: MemberRentals,
): Promise<IncomeStatement> {
  const { from, to } = period(nairobiDate(deps.clock()), query.from, query.to);
  const scope = await reportScope(deps.reader, organizationId, query, member);
  const [rentals, income, expenses, kept] = await Promise.all([
    deps.reader
      .selectFrom('rentals')
      .select(['id', 'name'])
      .where('organization_id', '=', organizationId)
      .$if(scope !== undefined, (q) => q.where('id', 'in', scopeIds(scope!)))
      .orderBy('name')
      .execute(),
    incomeReceived(deps.reader, organizationId, { from, through: to }),
    expensesByRental(deps.reader, organizationId, from, to),
    keptByRental(deps.reader, organizationId, from, to),
  ]);
  const incomeOf = incomeByRental(income);
  const expensesOf = groupBy(expenses, (row) => row.rental_id);
  const perRental = rentals.map((rental) => {
    const row = incomeOf.get(rental.id);
    const parts = Object.fromEntries(incomeCategories.map((c) => [c, row?.[c] ?? 0])) as Record<
      IncomeCategory,
      number
    >;
    const keptCents = kept.get(rental.id) ?? 0;
    const incomeCents = incomeCategories.reduce((sum, c) => sum + parts[c], keptCents);
    const categories = byCategory(expensesOf.get(rental.id) ?? []);
    const expenseCents = Object.values(categories).reduce((sum, c) => sum + c, 0);
    return { rental, parts, keptCents, incomeCents, categories, expenseCents };
  });
  const rentalIds = new Set(rentals.map((rental) => rental.id));
  // The organization's own expenses count in the totals, unless one rental was asked for.
  const counted = expenses.filter((e) =>
    e.rental_id === null ? scope === undefined : rentalIds.has(e.rental_id),
  );
  const allParts = Object.fromEntries(
    incomeCategories.map((c) => [c, perRental.reduce((sum, r) => sum + r.parts[c], 0)]),
  ) as Record<IncomeCategory, number>;
  const keptCents = perRental.reduce((sum, r) => sum + r.keptCents, 0);
  const incomeCents = perRental.reduce((sum, r) => sum + r.incomeCents, 0);
  const allCategories = byCategory(counted);
  const expenseCents = Object.values(allCategories).reduce((sum, c) => sum + c, 0);
  return {
    from,
    to,
    rentals: perRental.map((r) => ({
      rentalid: r.rental.id,
      rentalname: r.rental.name,
      income: {
        ...inKes(r.parts),
        keptfromdeposits: centsToKes(r.keptCents),
        total: centsToKes(r.incomeCents),
      } as IncomeStatement['rentals'][number]['income'],
      expenses: { total: centsToKes(r.expenseCents), bycategory: inKes(r.categories) },
      net: centsToKes(r.incomeCents - r.expenseCents),
    })),
    totals: {
      income: centsToKes(incomeCents),
      expenses: centsToKes(expenseCents),
      net: centsToKes(incomeCents - expenseCents),
      incomebykind: {
        ...inKes(allParts),
        keptfromdeposits: centsToKes(keptCents),
        total: centsToKes(incomeCents),
      } as IncomeStatement['totals']['incomebykind'],
      expensesbycategory: inKes(allCategories),
    },
  };
}
