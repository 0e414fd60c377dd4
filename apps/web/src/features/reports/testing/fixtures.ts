import { expenseCategories } from '@rental/shared/enums';
import type {
  Collections,
  IncomeStatement,
  Occupancy,
  RentRoll,
  RentRollUnit,
} from '@rental/shared/schemas/reports';
import type { Rental } from '@rental/shared/schemas/rentals';
import type { Landlord } from '@rental/shared/schemas/landlords';

/** Two rentals: Jua Court (the agent's landlord Wanjiku's) and Baraka Flats. */
export function makeRental(id: string, name: string, landlordid: string | null = null): Rental {
  return {
    rentalid: id,
    rentaldata: {
      rentalname: name,
      rentallocation: 'Nairobi',
      rentaluse: 'residential',
      lrnumber: null,
      landlordid,
    },
    summary: { roomtypes: 1, units: 3, occupiedunits: 2, tenants: 2 },
  };
}

export const rentals = [makeRental('r-1', 'Jua Court', 'l-1'), makeRental('r-2', 'Baraka Flats')];

export function makeLandlord(id: string, name: string): Landlord {
  return {
    landlordid: id,
    landlorddata: {
      name,
      phonenumber: '0722000000',
      email: null,
      krapin: null,
      payout: { method: 'mpesa', phonenumber: '0722000000' },
      commissiontype: 'percent',
      commission: 10,
      commissionbase: 'rent',
      language: 'en',
    },
    rentals: 1,
  };
}

const unit = (overrides: Partial<RentRollUnit>): RentRollUnit => ({
  rentalid: 'r-1',
  rentalname: 'Jua Court',
  roomtype: 'Bedsitter',
  housenumber: null,
  tenantid: null,
  tenantname: null,
  monthlyrent: 8000,
  depositheld: 0,
  balance: 0,
  status: 'vacant',
  moveindate: null,
  ...overrides,
});

/** Jua Court: Amina in A1 (owes 2,000.50), Brian in A2 (paid ahead), one bedsitter vacant. */
export function makeRentRoll(): RentRoll {
  return {
    units: [
      unit({
        housenumber: 'A1',
        tenantid: 't-1',
        tenantname: 'Amina Otieno',
        depositheld: 8000,
        balance: 2000.5,
        status: 'occupied',
        moveindate: '2026-01-05',
      }),
      unit({
        housenumber: 'A2',
        tenantid: 't-2',
        tenantname: 'Brian Kamau',
        monthlyrent: 7500,
        depositheld: 7500,
        balance: -500,
        status: 'occupied',
        moveindate: '2025-06-01',
      }),
      unit({}),
    ],
  };
}

/** Jua Court 2 of 3 let, Baraka Flats 1 of 2; a year that filled up. */
export function makeOccupancy(): Occupancy {
  const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
  const more = ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'];
  return {
    rentals: [
      {
        rentalid: 'r-1',
        rentalname: 'Jua Court',
        units: 3,
        occupied: 2,
        vacant: 1,
        vacancyrate: 33.3,
        vacancyloss: 8000,
      },
      {
        rentalid: 'r-2',
        rentalname: 'Baraka Flats',
        units: 2,
        occupied: 1,
        vacant: 1,
        vacancyrate: 50,
        vacancyloss: 15000,
      },
    ],
    totals: { units: 5, occupied: 3, vacant: 2, vacancyrate: 40, vacancyloss: 23000 },
    trend: [...months, ...more].map((month, at) => ({
      month,
      units: 5,
      occupied: at < 6 ? 2 : 3,
      occupancyrate: at < 6 ? 40 : 60,
    })),
  };
}

/** October to December 2026 over both rentals; nothing invoiced at Baraka Flats in October. */
export function makeCollections(): Collections {
  const rental = (id: string, name: string, invoiced: number, collected: number, kept = 0) => ({
    rentalid: id,
    rentalname: name,
    invoiced,
    collected,
    rate: invoiced === 0 ? null : Math.round((collected / invoiced) * 1000) / 10,
    keptfromdeposits: kept,
  });
  return {
    months: [
      {
        month: '2026-10',
        invoiced: 16000,
        collected: 12000,
        rate: 75,
        keptfromdeposits: 0,
        rentals: [rental('r-1', 'Jua Court', 16000, 12000), rental('r-2', 'Baraka Flats', 0, 0)],
      },
      {
        month: '2026-11',
        invoiced: 31000,
        collected: 31000.5,
        rate: 100,
        // A deposit kept at a move-out at Baraka Flats.
        keptfromdeposits: 2500,
        rentals: [
          rental('r-1', 'Jua Court', 16000, 16000.5),
          rental('r-2', 'Baraka Flats', 15000, 15000, 2500),
        ],
      },
      {
        month: '2026-12',
        invoiced: 0,
        collected: 0,
        rate: null,
        keptfromdeposits: 0,
        rentals: [rental('r-1', 'Jua Court', 0, 0), rental('r-2', 'Baraka Flats', 0, 0)],
      },
    ],
    totals: { invoiced: 47000, collected: 43000.5, rate: 91.5, keptfromdeposits: 2500 },
  };
}

const noExpenses = () =>
  Object.fromEntries(expenseCategories.map((category) => [category, 0])) as Record<string, number>;

/**
 * November 2026: Jua Court's rent and water less its water bill, Baraka Flats' rent, and a
 * legal fee of the organization's own (in the totals only).
 */
export function makeIncomeStatement(): IncomeStatement {
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    rentals: [
      {
        rentalid: 'r-1',
        rentalname: 'Jua Court',
        income: {
          rent: 16000,
          water: 1350.5,
          servicecharge: 0,
          other: 0,
          keptfromdeposits: 0,
          total: 17350.5,
        },
        expenses: { total: 3450.5, bycategory: { ...noExpenses(), 'Water bill': 3450.5 } },
        net: 13900,
      },
      {
        rentalid: 'r-2',
        rentalname: 'Baraka Flats',
        income: {
          rent: 15000,
          water: 0,
          servicecharge: 2000,
          other: 0,
          keptfromdeposits: 0,
          total: 17000,
        },
        expenses: { total: 0, bycategory: noExpenses() },
        net: 17000,
      },
    ],
    totals: {
      income: 34350.5,
      expenses: 18450.5,
      net: 15900,
      incomebykind: {
        rent: 31000,
        water: 1350.5,
        servicecharge: 2000,
        other: 0,
        keptfromdeposits: 0,
        total: 34350.5,
      },
      expensesbycategory: { ...noExpenses(), 'Water bill': 3450.5, Legal: 15000 },
    },
  };
}
