import type { KraMriReport } from '@rental/shared/schemas/kra-mri';

/** November 2026's return: two residential rentals paid, one without an LR number. */
export function makeMriReport(overrides: Partial<KraMriReport> = {}): KraMriReport {
  return {
    month: '2026-11',
    landlord: null,
    rate: 7.5,
    duedate: '2026-12-20',
    nil: false,
    properties: [
      {
        rentalid: 'r-1',
        rentalname: 'Jua Court',
        lrnumber: 'Nairobi/Block 82/1234',
        grossrent: 10000,
      },
      { rentalid: 'r-2', rentalname: 'Baraka Heights', lrnumber: null, grossrent: 2000.5 },
    ],
    totalgross: 12000.5,
    tax: 900.04,
    yeartodate: 450000,
    band: { min: 288000, max: 15000000, inside: true },
    filing: null,
    commercial: [],
    excluded: {
      water: 1350,
      servicecharge: 2000,
      other: 0,
      deposits: 8500,
      keptfromdeposits: 4000,
    },
    ...overrides,
  };
}
