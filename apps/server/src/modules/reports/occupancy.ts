import { ratePercent } from '@rental/shared/percent';
import { addCalendarMonths, nairobiDate } from '@rental/shared/dates';
import { addDays } from '@rental/shared/dates';
import { centsToKes } from '@rental/shared/money';
import type { Occupancy } from '@rental/shared/schemas/reports';
import { roomTypesOf, staysOf } from './portfolio-repository.js';
import { reportScope } from './report-scope.js';
import type { ReportsDeps } from './service.js';
import type { RentalScope as MemberRentals } from '../access/index.js';

const trendMonths = 12;

interface Figures {
  units: number;
  occupied: number;
  vacantCents: number;
}

function figures({ units, occupied, vacantCents }: Figures) {
  const vacant = Math.max(0, units - occupied);
  return {
    units,
    occupied,
    vacant,
    vacancyrate: ratePercent(vacant, units),
    vacancyloss: centsToKes(vacantCents),
  };
}

/**
 * Units, occupied (tenants/occupancy.ts) and free per rental and in all, with the rent the
 * free units would bring (vacancy loss, a month), and 12 months of occupancy: the tenants living there at each
 * month's end (by move-in and move-out dates) against today's units, since units have no
 * history.
 */
export async function occupancy(
  deps: ReportsDeps,
  organizationId: string,
  filters: { rentalid?: string; landlordid?: string },
  member: MemberRentals,
): Promise<Occupancy> {
  const today = nairobiDate(deps.clock());
  const scope = await reportScope(deps.reader, organizationId, filters, member);
  const [rooms, stays] = await Promise.all([
    roomTypesOf(deps.reader, organizationId, scope),
    staysOf(deps.reader, organizationId, scope),
  ]);
  const perRental = new Map<string, Figures & { name: string }>();
  for (const room of rooms) {
    const units = Number(room.total_units);
    const occupied = Number(room.occupied);
    const free = Math.max(0, units - occupied);
    const rental = perRental.get(room.rental_id) ?? {
      name: room.rental_name,
      units: 0,
      occupied: 0,
      vacantCents: 0,
    };
    rental.units += units;
    rental.occupied += occupied;
    rental.vacantCents += free * Number(room.monthly_rent_cents);
    perRental.set(room.rental_id, rental);
  }
  const all = [...perRental.values()];
  const total = (part: keyof Figures) => all.reduce((sum, r) => sum + r[part], 0);
  const units = total('units');
  return {
    rentals: [...perRental].map(([rentalid, r]) => ({
      rentalid,
      rentalname: r.name,
      ...figures(r),
    })),
    totals: figures({ units, occupied: total('occupied'), vacantCents: total('vacantCents') }),
    trend: monthEnds(today).map(({ month, end }) => {
      const occupied = stays.filter((stay) => {
        const from = stay.move_in_date ?? nairobiDate(new Date(stay.created_at));
        return from <= end && (stay.move_out_date === null || stay.move_out_date > end);
      }).length;
      return { month, units, occupied, occupancyrate: ratePercent(occupied, units) };
    }),
  };
}

/** The last 12 months, oldest first, with the day each is judged on: its last day, or today. */
function monthEnds(today: string) {
  const thisMonth = `${today.slice(0, 7)}-01`;
  return Array.from({ length: trendMonths }, (_, i) => {
    const start = addCalendarMonths(thisMonth, i - trendMonths + 1);
    const end = i === trendMonths - 1 ? today : addDays(addCalendarMonths(start, 1), -1);
    return { month: start.slice(0, 7), end };
  });
}
