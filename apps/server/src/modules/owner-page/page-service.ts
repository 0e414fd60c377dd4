import { addCalendarMonths, nairobiDate } from '@rental/shared/dates';
import type { Language } from '@rental/shared/enums';
import { centsToKes } from '@rental/shared/money';
import type { PublicOwnerPage } from '@rental/shared/schemas/owner-page';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { totalOwedCents } from '../ledger/index.js';
import { ownerStatement, remittancesOf } from '../landlords/index.js';
import { payeeOf } from '../organization/index.js';
import { ownerPageRepairs } from '../repairs/index.js';
import { occupancy } from '../reports/index.js';
import type { PageLandlord } from './page-gate.js';

export interface OwnerPageDeps {
  db: Db;
  /** Where the occupancy report reads (app.ts `reader`). */
  reader: Db;
  clock: Clock;
}

/** The most months of statements the page lists. */
const statementMonths = 24;

/** The months a statement is offered for: from the landlord's first to this one, newest first. */
export function statementMonthsOf(landlord: PageLandlord, thisMonth: string): string[] {
  const first = nairobiDate(new Date(landlord.created_at)).slice(0, 7);
  const months: string[] = [];
  for (let m = thisMonth; m >= first && months.length < statementMonths;) {
    months.push(m);
    m = addCalendarMonths(`${m}-01`, -1).slice(0, 7);
  }
  return months;
}

/**
 * What a landlord sees on their own page: their rentals' occupancy (the occupancy report's),
 * this month's owner statement figures (collected, expenses, commission, due), what their
 * tenants owe now (the ledger's balances), the months of statements, the remittances, and
 * their rentals' repairs (open, and closed this month with the cost).
 * Only rentals and sums: never a tenant's name, phone or ID number.
 */
export async function openOwnerPage(
  deps: OwnerPageDeps,
  landlord: PageLandlord,
  language: Language,
): Promise<PublicOwnerPage> {
  const organizationId = landlord.organization_id;
  const month = nairobiDate(deps.clock()).slice(0, 7);
  const [statement, rooms, agent, remittances] = await Promise.all([
    ownerStatement(deps.db, organizationId, { landlordid: landlord.id, month }),
    occupancy(deps, organizationId, { landlordid: landlord.id }, null),
    payeeOf(deps.db, organizationId),
    remittancesOf(deps.db, organizationId, landlord.id),
  ]);
  const rentalIds = statement.rentals.map((rental) => rental.rentalid);
  const [arrears, repairs] = await Promise.all([
    rentalIds.length > 0 ? totalOwedCents(deps.db, organizationId, rentalIds) : 0,
    ownerPageRepairs(deps.db, organizationId, rentalIds, month),
  ]);
  const occupancyOf = new Map(rooms.rentals.map((rental) => [rental.rentalid, rental]));
  return {
    language,
    landlord: { name: landlord.name },
    agent: { name: agent.name },
    month,
    rentals: statement.rentals.map((rental) => {
      const units = occupancyOf.get(rental.rentalid);
      return {
        rentalid: rental.rentalid,
        rentalname: rental.rentalname,
        units: units?.units ?? 0,
        occupied: units?.occupied ?? 0,
        vacant: units?.vacant ?? 0,
        collected: rental.collected,
      };
    }),
    totals: {
      units: rooms.totals.units,
      occupied: rooms.totals.occupied,
      vacant: rooms.totals.vacant,
    },
    collected: statement.collected,
    arrears: centsToKes(arrears),
    expenses: statement.expenses,
    commission: statement.commission,
    due: statement.due,
    statements: statementMonthsOf(landlord, month).map((m) => ({ month: m })),
    remittances: remittances.map((row) => ({
      month: row.month,
      amount: centsToKes(Number(row.amount_cents)),
      date: row.paid_on,
      paymentmode: row.payment_mode,
      reference: row.reference,
    })),
    repairs,
  };
}
