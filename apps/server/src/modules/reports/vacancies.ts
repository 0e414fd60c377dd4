import { addDays, daysBetween, nairobiDate } from '@rental/shared/dates';
import { centsToKes } from '@rental/shared/money';
import { rentForDays, restOfMonth } from '@rental/shared/proration';
import type { Vacancies } from '@rental/shared/schemas/reports';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import type { RentalScope as MemberRentals } from '../access/index.js';
import { vacatingFrom } from '../leases/index.js';
import { reportScope, type RentalScope } from './report-scope.js';
import type { ReportsDeps } from './service.js';
import type { Db } from '../../db/connection.js';
import { groupBy } from './group-by.js';
import { roomTypesOf } from './portfolio-repository.js';
import { tenanciesOf, type Tenancy, type VacancyRoom } from './vacancies-repository.js';

/** A vacant unit in cents, with the key the alerts remember it by. */
export interface VacantUnitFacts {
  rentalid: string;
  rentalname: string;
  housenumber: string | null;
  roomtype: string;
  vacantsince: string;
  daysvacant: number;
  monthlyCents: number;
  lostCents: number;
  /** "house:<house key>" once let, "room:<room type id>:<n>" never let. */
  unitKey: string;
}

/**
 * The rent a unit of `monthlyCents` a month loses from `from` to `to` (both counted): each
 * month's days at that month's daily rent (shared/proration.ts, the product's one rule).
 */
export function lostRentCents(monthlyCents: number, from: string, to: string): number {
  let cents = 0;
  let start = from;
  while (start <= to) {
    const { days: leftInMonth, monthDays } = restOfMonth(start);
    const monthEnd = addDays(start, leftInMonth - 1);
    const end = monthEnd < to ? monthEnd : to;
    cents += rentForDays(monthlyCents, daysBetween(start, end) + 1, monthDays);
    start = addDays(end, 1);
  }
  return cents;
}

const startOf = (stay: Tenancy) => stay.move_in_date ?? nairobiDate(new Date(stay.created_at));

/**
 * Houses once let and free now: the day after their last tenancy ended, per room type of that
 * tenancy, newest first. A house is taken while any current tenant of the rental holds it.
 */
function freedHouses(tenancies: readonly Tenancy[]) {
  const byHouse = groupBy(tenancies, (stay) => `${stay.rental_id}|${stay.house_number_key}`);
  const freed: { stay: Tenancy; vacantsince: string }[] = [];
  for (const stays of byHouse.values()) {
    if (stays.some((stay) => stay.status === 'current')) continue;
    const last = stays
      .filter((stay) => stay.move_out_date !== null)
      .sort((a, b) => b.move_out_date!.localeCompare(a.move_out_date!))[0];
    if (last) freed.push({ stay: last, vacantsince: addDays(last.move_out_date!, 1) });
  }
  freed.sort((a, b) => b.vacantsince.localeCompare(a.vacantsince));
  return groupBy(freed, (house) => house.stay.room_type_id);
}

/**
 * The free units of each room type (as many as occupancy counts free): the houses freed most
 * recently by name, and the rest, never let, unnamed and vacant since the room type was made.
 */
function vacantUnits(rooms: readonly VacancyRoom[], tenancies: readonly Tenancy[], today: string) {
  const freed = freedHouses(tenancies);
  const units: VacantUnitFacts[] = [];
  for (const room of rooms) {
    const free = Math.max(0, Number(room.total_units) - Number(room.occupied));
    const named = (freed.get(room.id) ?? []).slice(0, free);
    const monthlyCents = Number(room.monthly_rent_cents);
    const unit = (housenumber: string | null, vacantsince: string, unitKey: string) => {
      const daysvacant = Math.max(0, daysBetween(vacantsince, today) + 1);
      units.push({
        rentalid: room.rental_id,
        rentalname: room.rental_name,
        housenumber,
        roomtype: room.house_type,
        // Freed today (the tenant paid through today): empty from today, no rent lost yet.
        vacantsince: vacantsince > today ? today : vacantsince,
        daysvacant,
        monthlyCents,
        lostCents: daysvacant > 0 ? lostRentCents(monthlyCents, vacantsince, today) : 0,
        unitKey,
      });
    };
    for (const { stay, vacantsince } of named)
      unit(stay.house_number, vacantsince, `house:${stay.house_number_key}`);
    const made = nairobiDate(new Date(room.created_at));
    for (let n = named.length; n < free; n += 1) unit(null, made, `room:${room.id}:${n}`);
  }
  return units.sort((a, b) => b.daysvacant - a.daysvacant);
}

/** Days each house stood empty between one tenancy ending and the next starting, per rental. */
function reletGaps(tenancies: readonly Tenancy[]) {
  const gaps = new Map<string, number[]>();
  const byHouse = groupBy(tenancies, (stay) => `${stay.rental_id}|${stay.house_number_key}`);
  for (const stays of byHouse.values()) {
    const ordered = [...stays].sort((a, b) => startOf(a).localeCompare(startOf(b)));
    for (let i = 1; i < ordered.length; i += 1) {
      const ended = ordered[i - 1]!.move_out_date;
      if (ended === null) continue;
      const gap = Math.max(0, daysBetween(ended, startOf(ordered[i]!)) - 1);
      const rental = ordered[i]!.rental_id;
      gaps.set(rental, [...(gaps.get(rental) ?? []), gap]);
    }
  }
  return gaps;
}

const mean = (values: readonly number[]) =>
  values.length === 0
    ? null
    : Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;

/** The vacant units of an organization's rentals in `scope` today, in cents. */
export async function vacantUnitFacts(
  db: Db,
  organizationId: string,
  today: string,
  scope?: RentalScope,
) {
  const [rooms, tenancies] = await Promise.all([
    roomTypesOf(db, organizationId, scope),
    tenanciesOf(db, organizationId, scope),
  ]);
  return { rooms, tenancies, units: vacantUnits(rooms, tenancies, today) };
}

/**
 * GET /api/reports/vacancies: every vacant unit with its days vacant and the rent lost so far,
 * the tenants with a move-out date ahead, and the mean days to re-let per rental and in all.
 */
export async function vacancies(
  deps: ReportsDeps,
  organizationId: string,
  filters: { rentalid?: string; landlordid?: string },
  member: MemberRentals,
): Promise<Vacancies> {
  const today = nairobiDate(deps.clock());
  const scope = await reportScope(deps.reader, organizationId, filters, member);
  const { rooms, tenancies, units } = await vacantUnitFacts(
    deps.reader,
    organizationId,
    today,
    scope,
  );
  const names = new Map(rooms.map((room) => [room.rental_id, room.rental_name]));
  const gaps = reletGaps(tenancies);
  // Who is leaving: the current tenants with a notice to vacate whose move-out is ahead.
  const notices = await vacatingFrom(deps.reader, organizationId, today);
  const leaving = new Map(notices.map((notice) => [notice.tenant_id, notice.moveout_date]));
  const vacating = tenancies
    .filter((stay) => stay.status === 'current' && leaving.has(stay.id))
    .map((stay) => ({ ...stay, moveout: leaving.get(stay.id)! }))
    .sort((a, b) => a.moveout.localeCompare(b.moveout));
  return {
    units: units.map((unit) => ({
      rentalid: unit.rentalid,
      rentalname: unit.rentalname,
      housenumber: unit.housenumber,
      roomtype: unit.roomtype,
      vacantsince: unit.vacantsince,
      daysvacant: unit.daysvacant,
      rentlost: centsToKes(unit.lostCents),
      monthlyrent: centsToKes(unit.monthlyCents),
    })),
    vacating: vacating.map((stay) => ({
      rentalid: stay.rental_id,
      rentalname: names.get(stay.rental_id) ?? '',
      housenumber: stay.house_number,
      tenantid: stay.id,
      tenantname: tenantDisplayName(stay),
      moveoutdate: stay.moveout,
    })),
    averagereletdays: mean([...gaps.values()].flat()),
    rentals: [...names].map(([rentalid, rentalname]) => ({
      rentalid,
      rentalname,
      averagereletdays: mean(gaps.get(rentalid) ?? []),
      relets: gaps.get(rentalid)?.length ?? 0,
    })),
    totals: {
      units: units.length,
      rentlost: centsToKes(units.reduce((sum, unit) => sum + unit.lostCents, 0)),
    },
  };
}

/** The dashboard's vacant units today and the rent they lost this month so far. */
export async function vacancyThisMonth(
  db: Db,
  organizationId: string,
  today: string,
  scope: MemberRentals,
) {
  const { units } = await vacantUnitFacts(db, organizationId, today, scope ?? undefined);
  const monthStart = `${today.slice(0, 7)}-01`;
  const lostCents = units.reduce((sum, unit) => {
    const from = unit.vacantsince > monthStart ? unit.vacantsince : monthStart;
    return from <= today ? sum + lostRentCents(unit.monthlyCents, from, today) : sum;
  }, 0);
  return { vacantunits: units.length, rentlostthismonth: centsToKes(lostCents) };
}
