import { percentOfCents } from '@rental/shared/percent';
import { addCalendarMonths } from '@rental/shared/dates';
import { centsToKes } from '@rental/shared/money';
import type { OwnerStatement } from '@rental/shared/schemas/landlords';
import { nextMonth } from '@rental/shared/rental-income-tax';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { incomeReceived, keptFromDeposits } from '../ledger/index.js';
import { requireLandlord } from './service.js';

const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;
const cents = (rows: { cents: number | string }[]) =>
  rows.reduce((sum, row) => sum + Number(row.cents), 0);

/**
 * Per month (from `from` up to before `to`, YYYY-MM-DD): what tenants of the rentals paid
 * (less deposits, which the agent holds), deposit money kept at move-out (the landlord's from
 * the day it was kept), the expenses paid on them, and the remittances.
 */
async function monthlyFigures(
  db: Db,
  organizationId: string,
  landlordId: string,
  rentalIds: string[],
  range: { from: string; to: string },
) {
  const some = rentalIds.length > 0 ? rentalIds : [''];
  const [collected, kept, expenses, remitted] = await Promise.all([
    incomeReceived(db, organizationId, range, rentalIds),
    keptFromDeposits(db, organizationId, range),
    db
      .selectFrom('expenses')
      .select([month('date').as('month'), sql<number>`sum(amount_cents)`.as('cents')])
      .where('organization_id', '=', organizationId)
      .where('rental_id', 'in', some)
      .where('date', '>=', range.from)
      .where('date', '<', range.to)
      .groupBy(month('date'))
      .execute(),
    db
      .selectFrom('landlord_remittances')
      .select(['month', sql<number>`sum(amount_cents)`.as('cents')])
      .where('organization_id', '=', organizationId)
      .where('landlord_id', '=', landlordId)
      .where('month', '>=', range.from.slice(0, 7))
      .where('month', '<', range.to.slice(0, 7))
      .groupBy('month')
      .execute(),
  ]);
  const theirs = new Set(rentalIds);
  return {
    collected,
    kept: kept.filter((row) => row.rental_id !== null && theirs.has(row.rental_id)),
    expenses,
    remitted,
  };
}

/**
 * A month's figures in cents: collected (and of it, rent), kept from deposits (and of it, for
 * unpaid rent), expenses, remittances.
 */
interface MonthFigures {
  collected: number;
  rent: number;
  kept: number;
  keptForRent: number;
  expenses: number;
  remitted: number;
}

/**
 * The commission on a month's collections: a percent of the rent collected (or, by the
 * landlord's rule, of rent and charges: water, service charge, one-off charges), or the fixed
 * amount. Deposits held are never in it (the agent holds them); deposit money kept for unpaid
 * rent is rent, and the rest kept counts as a charge.
 */
function commissionCents(
  landlord: { commission_type: string; commission: number | string; commission_base: string },
  month: MonthFigures,
) {
  const units = Number(landlord.commission);
  if (landlord.commission_type !== 'percent') return units;
  const base =
    landlord.commission_base === 'rent_and_charges'
      ? month.collected + month.kept
      : month.rent + month.keptForRent;
  return percentOfCents(base, units);
}

/** The first day figures are read from: before any landlord's books could start. */
const booksBegin = '2000-01-01';

const followingMonth = (m: string) => addCalendarMonths(`${m}-01`, 1).slice(0, 7);

/**
 * What the agent owes a landlord for a month: rent collected on the landlord's rentals (as
 * assigned now) and deposit money kept, less the commission and the expenses paid on them, is
 * due; what earlier
 * months left unremitted is brought forward; remittances recorded against the month are taken
 * off what is carried forward. Every month is counted the same way from the first month with
 * any figure, whenever the landlord was recorded, so a month's carried-forward figure is the
 * next month's brought-forward figure.
 */
export async function ownerStatement(
  db: Db,
  organizationId: string,
  query: { landlordid: string; month: string },
): Promise<OwnerStatement> {
  const landlord = await requireLandlord(db, organizationId, query.landlordid);
  const rentals = await db
    .selectFrom('rentals')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('landlord_id', '=', landlord.id)
    .orderBy('name')
    .execute();
  const figures = await monthlyFigures(
    db,
    organizationId,
    landlord.id,
    rentals.map((r) => r.id),
    { from: booksBegin, to: `${nextMonth(query.month)}-01` },
  );
  const inMonth = (m: string): MonthFigures => {
    const collected = figures.collected.filter((row) => row.month === m);
    const kept = figures.kept.filter((row) => row.month === m);
    return {
      collected: collected.reduce((sum, row) => sum + row.collected, 0),
      rent: collected.reduce((sum, row) => sum + row.rent, 0),
      kept: kept.reduce((sum, row) => sum + row.cents, 0),
      keptForRent: kept.reduce((sum, row) => sum + row.forrent, 0),
      expenses: cents(figures.expenses.filter((row) => row.month === m)),
      remitted: cents(figures.remitted.filter((row) => row.month === m)),
    };
  };
  const months = [
    ...figures.collected,
    ...figures.kept,
    ...figures.expenses,
    ...figures.remitted,
  ].map((row) => row.month);
  const firstMonth = months.reduce((first, m) => (m < first ? m : first), query.month);
  let broughtForward = 0;
  for (let m = firstMonth; m < query.month; m = followingMonth(m)) {
    const earlier = inMonth(m);
    broughtForward +=
      earlier.collected +
      earlier.kept -
      commissionCents(landlord, earlier) -
      earlier.expenses -
      earlier.remitted;
  }
  const now = inMonth(query.month);
  const commission = commissionCents(landlord, now);
  const due = now.collected + now.kept - commission - now.expenses;
  return {
    landlord: { landlordid: landlord.id, name: landlord.name },
    month: query.month,
    rentals: rentals.map((rental) => ({
      rentalid: rental.id,
      rentalname: rental.name,
      collected: centsToKes(
        figures.collected
          .filter((row) => row.month === query.month && row.rentalId === rental.id)
          .reduce((sum, row) => sum + row.collected, 0),
      ),
    })),
    collected: centsToKes(now.collected),
    keptfromdeposits: centsToKes(now.kept),
    commission: centsToKes(commission),
    expenses: centsToKes(now.expenses),
    due: centsToKes(due),
    broughtforward: centsToKes(broughtForward),
    remitted: centsToKes(now.remitted),
    carriedforward: centsToKes(broughtForward + due - now.remitted),
  };
}
