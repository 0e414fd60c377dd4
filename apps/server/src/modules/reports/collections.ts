import { ratePercent } from '@rental/shared/percent';
import { validationMessages as m } from '@rental/shared/messages';
import { addCalendarMonths, nairobiDate } from '@rental/shared/dates';
import { centsToKes } from '@rental/shared/money';
import type { Collections } from '@rental/shared/schemas/reports';
import { fieldError } from '../../lib/app-error.js';
import { billedByMonth, incomeReceived, keptFromDeposits } from '../ledger/index.js';
import { roomTypesOf } from './portfolio-repository.js';
import { reportScope } from './report-scope.js';
import type { ReportsDeps } from './service.js';
import type { RentalScope as MemberRentals } from '../access/index.js';

const defaultMonths = 12;
const maxMonths = 60;

function figures(invoicedCents: number, collectedCents: number, keptCents: number) {
  return {
    invoiced: centsToKes(invoicedCents),
    collected: centsToKes(collectedCents),
    // A month may bill less than nothing: credit notes on earlier months' charges count in
    // the month they were given.
    rate: invoicedCents <= 0 ? null : ratePercent(collectedCents, invoicedCents),
    keptfromdeposits: centsToKes(keptCents),
  };
}

/** The months asked for, oldest first: the last 12 up to this month by default. */
function monthsBetween(today: string, from?: string, to?: string): string[] {
  const last = to ?? today.slice(0, 7);
  const first = from ?? addCalendarMonths(`${last}-01`, 1 - defaultMonths).slice(0, 7);
  if (first > last) throw fieldError('from', m.monthRangeOrder);
  const months: string[] = [];
  for (let month = first; month <= last; month = addCalendarMonths(`${month}-01`, 1).slice(0, 7)) {
    // validationMessages.monthRangeTooLong names this limit.
    if (months.length === maxMonths) throw fieldError('from', m.monthRangeTooLong);
    months.push(month);
  }
  return months;
}

/**
 * Per month and rental: what was billed (rent, water, service charge, fees; not deposits; less
 * the credit notes on charges, in the month each was given), what was collected (payments less their deposit parts) and the collection rate. A payment
 * counts for the rental the tenant lived in when it was received. Deposit money kept at
 * move-out is its own line (keptfromdeposits), in the month it was kept.
 */
export async function collections(
  deps: ReportsDeps,
  organizationId: string,
  query: { from?: string; to?: string; rentalid?: string; landlordid?: string },
  member: MemberRentals,
): Promise<Collections> {
  const months = monthsBetween(nairobiDate(deps.clock()), query.from, query.to);
  const range = {
    from: `${months[0]}-01`,
    to: addCalendarMonths(`${months[months.length - 1]}-01`, 1),
  };
  const scope = await reportScope(deps.reader, organizationId, query, member);
  const [rooms, invoiced, collected, kept] = await Promise.all([
    roomTypesOf(deps.reader, organizationId, scope),
    billedByMonth(deps.reader, organizationId, range, scope),
    incomeReceived(deps.reader, organizationId, range, scope),
    keptFromDeposits(deps.reader, organizationId, range),
  ]);
  const rentals = new Map(rooms.map((room) => [room.rental_id, room.rental_name]));
  const key = (month: string, rentalId: string | null) => `${month}|${rentalId ?? ''}`;
  const billedAt = new Map(invoiced.map((row) => [key(row.month, row.rentalId), row.cents]));
  const paidAt = new Map(collected.map((row) => [key(row.month, row.rentalId), row.collected]));
  const keptAt = new Map<string, number>();
  for (const row of kept) {
    const at = key(row.month, row.rental_id);
    keptAt.set(at, (keptAt.get(at) ?? 0) + row.cents);
  }
  let invoicedAll = 0;
  let collectedAll = 0;
  let keptAll = 0;
  const result = months.map((month) => {
    const perRental = [...rentals].map(([rentalid, rentalname]) => {
      const billed = billedAt.get(key(month, rentalid)) ?? 0;
      const paid = paidAt.get(key(month, rentalid)) ?? 0;
      const keptHere = keptAt.get(key(month, rentalid)) ?? 0;
      return { rentalid, rentalname, billed, paid, kept: keptHere };
    });
    const billed = perRental.reduce((sum, r) => sum + r.billed, 0);
    const paid = perRental.reduce((sum, r) => sum + r.paid, 0);
    const keptInMonth = perRental.reduce((sum, r) => sum + r.kept, 0);
    invoicedAll += billed;
    collectedAll += paid;
    keptAll += keptInMonth;
    return {
      month,
      ...figures(billed, paid, keptInMonth),
      rentals: perRental.map((r) => ({
        rentalid: r.rentalid,
        rentalname: r.rentalname,
        ...figures(r.billed, r.paid, r.kept),
      })),
    };
  });
  return { months: result, totals: figures(invoicedAll, collectedAll, keptAll) };
}
