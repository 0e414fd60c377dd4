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
import type { IncomeReceived } from '../ledger/index.js';
import { requireLandlord } from '../landlords/service.js';
import { findFiling, ownReturn, receivedByRental, taxRentals } from './repository.js';

type Received = IncomeReceived;

const kes = (cents: number | string) => centsToKes(Number(cents));

/**
 * KRA's Monthly Rental Income return for a month (packages/shared/src/rental-income-tax.ts):
 * the rent received for each residential rental, whatever month it was owed for (the tax is
 * on rent received); water, service charge, other charges and deposits left out and shown;
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
    receivedByRental(db, organizationId, from, to),
    receivedByRental(db, organizationId, `${month.slice(0, 4)}-01-01`, to),
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
    },
  };
}
