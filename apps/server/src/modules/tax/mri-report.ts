import { centsToKes } from '@rental/shared/money';
import {
  insideMriBand,
  mriBand,
  mriDueDate,
  mriRateFor,
  mriTaxCents,
  nextMonth,
} from '@rental/shared/rental-income-tax';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import type { Db } from '../../db/connection.js';
import { keptFromDeposits, noIncomeParts, type IncomeReceived } from '../ledger/index.js';
import { requireLandlord } from '../landlords/index.js';
import { findFiling, ownReturn, receivedByRental, taxRentals } from './repository.js';

type Received = IncomeReceived & { kept: number };

/**
 * Payments received, per rental, with the deposit money kept at move-out in the same days:
 * what was kept for unpaid rent is rent received; what was kept for anything else (water,
 * damage, cleaning, other) is never rent, and is shown as left out (`kept`).
 */
async function receivedWithKept(db: Db, organizationId: string, from: string, to: string) {
  const [received, kept] = await Promise.all([
    receivedByRental(db, organizationId, from, to),
    keptFromDeposits(db, organizationId, { from, to }),
  ]);
  const rows = new Map<string | null, Received>(
    [...received].map(([rentalId, row]) => [rentalId, { ...row, kept: 0 }]),
  );
  for (const row of kept) {
    const into = rows.get(row.rental_id) ?? {
      month: row.month,
      rentalId: row.rental_id,
      ...noIncomeParts(),
      kept: 0,
    };
    into.rent += row.forrent;
    into.kept += row.cents - row.forrent;
    rows.set(row.rental_id, into);
  }
  return rows;
}

const kes = (cents: number | string) => centsToKes(Number(cents));

/**
 * KRA's Monthly Rental Income return for a month (packages/shared/src/rental-income-tax.ts):
 * the rent received for each residential rental, whatever month it was owed for (the tax is
 * on rent received), with deposit money kept for unpaid rent; water, service charge, other
 * charges, deposits and deposit money kept for anything but rent left out and shown;
 * commercial rentals listed apart; the year so far against the MRI band.
 */
export async function mriReport(
  db: Db,
  organizationId: string,
  { month, landlordid }: { month: string; landlordid?: string },
): Promise<KraMriReport> {
  const from = `${month}-01`;
  const to = `${nextMonth(month)}-01`;
  const landlord = landlordid ? await requireLandlord(db, organizationId, landlordid) : null;
  const [rentals, inMonth, inYear, filing] = await Promise.all([
    taxRentals(db, organizationId, landlord?.id),
    receivedWithKept(db, organizationId, from, to),
    receivedWithKept(db, organizationId, `${month.slice(0, 4)}-01-01`, to),
    findFiling(db, organizationId, landlord?.id ?? ownReturn, month),
  ]);
  const residential = rentals.filter((rental) => rental.rental_use !== 'commercial');
  const property = (rental: (typeof rentals)[number]) => ({
    rentalid: rental.id,
    rentalname: rental.name,
    lrnumber: rental.lr_number,
    grossrent: kes(inMonth.get(rental.id)?.rent ?? 0),
  });
  const sumOf = (
    rows: (Received | undefined)[],
    part: Exclude<keyof Received, 'month' | 'rentalId'>,
  ) => rows.reduce((sum, row) => sum + Number(row?.[part] ?? 0), 0);
  const monthRows = residential.map((rental) => inMonth.get(rental.id));
  const grossCents = sumOf(monthRows, 'rent');
  const yearCents = sumOf(
    residential.map((rental) => inYear.get(rental.id)),
    'rent',
  );
  const rate = mriRateFor(month);
  return {
    month,
    landlord: landlord
      ? { landlordid: landlord.id, name: landlord.name, krapin: landlord.kra_pin }
      : null,
    rate,
    duedate: mriDueDate(month),
    nil: grossCents === 0,
    properties: residential.map(property),
    totalgross: kes(grossCents),
    tax: kes(mriTaxCents(grossCents, rate)),
    yeartodate: kes(yearCents),
    band: { min: mriBand.min, max: mriBand.max, inside: insideMriBand(kes(yearCents)) },
    filing: filing ? { prn: filing.prn, paidon: filing.paid_on } : null,
    commercial: rentals.filter((rental) => rental.rental_use === 'commercial').map(property),
    excluded: {
      water: kes(sumOf(monthRows, 'water')),
      servicecharge: kes(sumOf(monthRows, 'servicecharge')),
      other: kes(sumOf(monthRows, 'other')),
      deposits: kes(sumOf(monthRows, 'deposits')),
      keptfromdeposits: kes(sumOf(monthRows, 'kept')),
    },
  };
}
