import type { Landlord, OwnerStatement } from '@rental/shared/schemas/landlords';
import type { Rental } from '@rental/shared/schemas/rentals';

/** Kamau & Sons Ltd: paid by bank, 10% commission, one rental. */
export function makeLandlord(overrides: Partial<Landlord> = {}): Landlord {
  return {
    landlordid: 'l-1',
    landlorddata: {
      name: 'Kamau & Sons Ltd',
      phonenumber: '0722000111',
      email: 'kamau@example.co.ke',
      krapin: 'P051234567X',
      payout: {
        method: 'bank',
        bankname: 'KCB',
        accountname: 'Kamau & Sons',
        accountnumber: '1234567890',
      },
      commissiontype: 'percent',
      commission: 10,
      commissionbase: 'rent',
      language: 'en',
    },
    rentals: 1,
    ...overrides,
  };
}

/** Achieng Otieno: paid by M-PESA, KES 2,500 a month, no rental yet. */
export function makeFixedLandlord(): Landlord {
  return {
    landlordid: 'l-2',
    landlorddata: {
      name: 'Achieng Otieno',
      phonenumber: '0733000222',
      email: null,
      krapin: null,
      payout: { method: 'mpesa', phonenumber: '0733000222' },
      commissiontype: 'fixed',
      commission: 2500,
      commissionbase: 'rent',
      language: 'en',
    },
    rentals: 0,
  };
}

/** A rental of `landlordid` (null: the agent's own). */
export function makeRental(rentalid: string, rentalname: string, landlordid: string | null) {
  return {
    rentalid,
    rentaldata: {
      rentalname,
      rentallocation: 'Ruaka, Kiambu',
      rentaluse: 'residential',
      lrnumber: null,
      landlordid,
    },
    summary: { roomtypes: 1, units: 6, occupiedunits: 1, tenants: 1 },
  } satisfies Rental;
}

/** Kamau's November 2026: two rentals collected KES 12,000.50. */
export function makeStatement(overrides: Partial<OwnerStatement> = {}): OwnerStatement {
  return {
    landlord: { landlordid: 'l-1', name: 'Kamau & Sons Ltd' },
    month: '2026-11',
    rentals: [
      { rentalid: 'r-1', rentalname: 'Baraka Court', collected: 10000 },
      { rentalid: 'r-2', rentalname: 'Jua Flats', collected: 2000.5 },
    ],
    collected: 12000.5,
    keptfromdeposits: 0,
    commission: 1200.05,
    expenses: 1000,
    due: 9800.45,
    broughtforward: 2000,
    remitted: 5000,
    carriedforward: 6800.45,
    ...overrides,
  };
}
