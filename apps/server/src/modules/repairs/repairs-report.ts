import {
  addCalendarMonths,
  addDaysToInstant,
  addDays,
  daysBetween,
  nairobiDate,
  nairobiDayStart,
} from '@rental/shared/dates';
import { validationMessages as m } from '@rental/shared/messages';
import { centsToKes } from '@rental/shared/money';
import type {
  OwnerPageRepair,
  RepairCostRow,
  RepairsReport,
  TenantPageRepair,
  repairsReportQuerySchema,
} from '@rental/shared/schemas/repair-reports';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { findRentalName, type RentalScope, requireRentalInScope } from '../access/index.js';
import { rentalExpensesByMonth } from '../expenses/index.js';
import { requireLandlord } from '../landlords/index.js';
import {
  costedRepairsIn,
  openRepairsIn,
  pageRepairsOfTenant,
  rentalIdsOfLandlord,
  repairsOfRentals,
} from './report-queries.js';

const defaultMonths = 12;
const maxMonths = 60;
/* The repairs report (GET /api/reports/repairs) and the repairs the tenant and owner pages show. */
/** How long a closed repair stays on the tenant's page. */
const closedShownDays = 30;

const monthAfter = (month: string) => addCalendarMonths(`${month}-01`, 1).slice(0, 7);

/** The months asked for: the last 12 up to this month by default, at most 60. */
function monthRange(today: string, from?: string, to?: string) {
  const last = to ?? today.slice(0, 7);
  const first = from ?? addCalendarMonths(`${last}-01`, 1 - defaultMonths).slice(0, 7);
  if (first > last) throw fieldError('from', m.monthRangeOrder);
  if (addCalendarMonths(`${first}-01`, maxMonths - 1).slice(0, 7) < last) {
    throw fieldError('from', m.monthRangeTooLong);
  }
  return { first, last };
}

/**
 * The rentals the report covers, as every report's (reports' report-scope.ts): one rental
 * (404 when not the organization's or beyond the member's), an agent's landlord's, both, or
 * all the member reaches.
 */
async function rentalsAsked(
  db: Db,
  organizationId: string,
  query: { rentalid?: string; landlordid?: string },
  member: RentalScope,
): Promise<RentalScope> {
  if (query.rentalid) {
    requireRentalInScope(member, query.rentalid);
    if (!(await findRentalName(db, organizationId, query.rentalid))) throw notFound('Rental');
  }
  let asked: readonly string[] | null = query.rentalid ? [query.rentalid] : null;
  if (query.landlordid) {
    const landlord = await requireLandlord(db, organizationId, query.landlordid);
    const owned = await rentalIdsOfLandlord(db, organizationId, landlord.id);
    asked = asked ? asked.filter((id) => owned.includes(id)) : owned;
  }
  if (member === null) return asked;
  return asked === null ? member : asked.filter((id) => member.includes(id));
}

/** Open repairs counted by age: under a week, a week to a month, older. */
function byAge(ages: number[]) {
  return {
    under7: ages.filter((days) => days < 7).length,
    days7to30: ages.filter((days) => days >= 7 && days <= 30).length,
    over30: ages.filter((days) => days > 30).length,
  };
}

/**
 * GET /api/reports/repairs: the open repairs of the rentals the member reaches (or the one
 * asked for) with their age, and per rental and month from..to what closed repairs cost: the
 * landlord's share read off the expenses they became (an expense edited or deleted since
 * counts as it is now), the tenants' share off the repairs charged to them (the Bill now
 * charge of the same amount), beside the rental's other expenses of the month.
 */
export async function repairsReport(
  deps: { db: Db; clock: Clock },
  organizationId: string,
  query: z.output<typeof repairsReportQuerySchema>,
  member: RentalScope,
): Promise<RepairsReport> {
  const today = nairobiDate(deps.clock());
  const { first, last } = monthRange(today, query.from, query.to);
  const rentals = await rentalsAsked(deps.db, organizationId, query, member);
  const fromDate = `${first}-01`;
  const toDate = addDays(`${monthAfter(last)}-01`, -1);
  const [open, costed] = await Promise.all([
    openRepairsIn(deps.db, organizationId, rentals),
    costedRepairsIn(deps.db, organizationId, {
      rentals,
      fromInstant: nairobiDayStart(fromDate),
      toInstant: nairobiDayStart(addDays(toDate, 1)),
    }),
  ]);
  const expenseIds = costed.flatMap((row) => (row.expense_id ? [row.expense_id] : []));
  const expenses = await rentalExpensesByMonth(deps.db, organizationId, {
    from: fromDate,
    to: toDate,
    rentals,
    apart: expenseIds,
  });
  const names = new Map<string, string>();
  const rows = new Map<string, RepairCostRow & { cents: Record<string, number> }>();
  const rowOf = (rentalId: string, month: string) => {
    const key = `${rentalId}|${month}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        rentalid: rentalId,
        rentalname: '',
        month,
        repairs: 0,
        repaircount: 0,
        chargedtotenants: 0,
        otherexpenses: 0,
        totalexpenses: 0,
        cents: { repairs: 0, tenants: 0, other: 0 },
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const sum of expenses) {
    const row = rowOf(sum.rentalId, sum.month);
    row.cents.repairs! += sum.apartCents;
    row.cents.other! += sum.cents - sum.apartCents;
    row.repaircount += sum.apartCount;
  }
  for (const repair of costed) {
    if (repair.paid_by !== 'tenant' || repair.cost_cents === null || !repair.closed_at) continue;
    const month = nairobiDate(new Date(repair.closed_at)).slice(0, 7);
    rowOf(repair.rental_id, month).cents.tenants! += Number(repair.cost_cents);
  }
  for (const repair of open) names.set(repair.rental_id, repair.rental_name);
  const missing = [...rows.values()].filter((row) => !names.has(row.rentalid));
  if (missing.length > 0) {
    for (const rental of await rentalNames(deps.db, organizationId, missing)) {
      names.set(rental.id, rental.name);
    }
  }
  const totals = { repairs: 0, chargedtotenants: 0, otherexpenses: 0, totalexpenses: 0 };
  const costs = [...rows.values()]
    .map(({ cents, ...row }) => {
      totals.repairs += cents.repairs!;
      totals.chargedtotenants += cents.tenants!;
      totals.otherexpenses += cents.other!;
      return {
        ...row,
        rentalname: names.get(row.rentalid) ?? '',
        repairs: centsToKes(cents.repairs!),
        chargedtotenants: centsToKes(cents.tenants!),
        otherexpenses: centsToKes(cents.other!),
        totalexpenses: centsToKes(cents.repairs! + cents.other!),
      };
    })
    .sort((a, b) => b.month.localeCompare(a.month) || a.rentalname.localeCompare(b.rentalname));
  const ages = open.map((repair) => daysBetween(nairobiDate(new Date(repair.created_at)), today));
  return {
    from: first,
    to: last,
    open: open.map((repair, i) => ({
      repairid: repair.id,
      reference: repair.reference,
      rentalid: repair.rental_id,
      rentalname: repair.rental_name,
      housenumber: repair.house_number ?? null,
      category: repair.category,
      priority: repair.priority,
      status: repair.status,
      reportedat: repair.created_at,
      agedays: ages[i]!,
    })),
    openbyage: byAge(ages),
    costs,
    totals: {
      repairs: centsToKes(totals.repairs),
      chargedtotenants: centsToKes(totals.chargedtotenants),
      otherexpenses: centsToKes(totals.otherexpenses),
      totalexpenses: centsToKes(totals.repairs + totals.otherexpenses),
    },
  };
}

function rentalNames(db: Db, organizationId: string, rows: { rentalid: string }[]) {
  return db
    .selectFrom('rentals')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...new Set(rows.map((row) => row.rentalid))])
    .execute();
}

/** The tenant's page: their repairs open, or closed in the last 30 days; never the words. */
export async function tenantPageRepairs(
  db: Db,
  organizationId: string,
  tenantId: string,
  now: Date,
): Promise<TenantPageRepair[]> {
  const since = addDaysToInstant(now, -closedShownDays).toISOString();
  const rows = await pageRepairsOfTenant(db, organizationId, tenantId, since);
  return rows.map((row) => ({
    reference: row.reference,
    category: row.category,
    status: row.status,
    reportedat: row.created_at,
  }));
}

/**
 * A landlord's page: their rentals' open repairs (oldest first), then those closed this month
 * (Nairobi's) with the cost and who paid it. The house, never the tenant, nor the words a
 * tenant wrote (they may hold a name or a phone).
 */
export async function ownerPageRepairs(
  db: Db,
  organizationId: string,
  rentalIds: readonly string[],
  month: string,
): Promise<OwnerPageRepair[]> {
  if (rentalIds.length === 0) return [];
  const rows = await repairsOfRentals(
    db,
    organizationId,
    rentalIds,
    nairobiDayStart(`${month}-01`),
  );
  const shown = rows.map((row) => ({
    reference: row.reference,
    rentalname: row.rental_name,
    housenumber: row.house_number ?? null,
    category: row.category,
    priority: row.priority,
    status: row.status,
    reportedat: row.created_at,
    closedat: row.closed_at,
    cost: row.cost_cents === null ? null : centsToKes(Number(row.cost_cents)),
    paidby: row.paid_by,
  }));
  const open = shown.filter((repair) => repair.closedat === null);
  const closed = shown
    .filter((repair) => repair.closedat !== null)
    .sort((a, b) => a.closedat!.localeCompare(b.closedat!));
  return [...open, ...closed];
}
