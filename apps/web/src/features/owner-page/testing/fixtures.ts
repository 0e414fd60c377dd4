import type { PublicOwnerPage } from '@rental/shared/schemas/owner-page';

export const ownerToken = 'q3X9vKp2LmN8rT5wYz0aBc';
/** The page's call: no ?lang=, the server answers in the landlord's language. */
export const ownerPagePath = `/api/public/owner/${ownerToken}`;

/** Wanjiru's page: two rentals, March's sums, two statements and one remittance. */
export function ownerPage(overrides: Partial<PublicOwnerPage> = {}): PublicOwnerPage {
  return {
    language: 'en',
    landlord: { name: 'Wanjiru Estates' },
    agent: { name: 'Baraka Property Agents' },
    month: '2026-03',
    rentals: [
      {
        rentalid: 'r-1',
        rentalname: 'Mvule Court',
        units: 10,
        occupied: 8,
        vacant: 2,
        collected: 72000,
      },
      {
        rentalid: 'r-2',
        rentalname: 'Jua Flats',
        units: 4,
        occupied: 4,
        vacant: 0,
        collected: 28000,
      },
    ],
    totals: { units: 14, occupied: 12, vacant: 2 },
    collected: 100000,
    arrears: 15500,
    expenses: 4200,
    commission: 10000,
    due: 85800,
    statements: [{ month: '2026-03' }, { month: '2026-02' }],
    remittances: [
      {
        month: '2026-02',
        amount: 80000,
        date: '2026-03-05',
        paymentmode: 'MPESA',
        reference: 'RC12345678',
      },
    ],
    repairs: [
      {
        reference: 'R-1004',
        rentalname: 'Mvule Court',
        housenumber: 'B2',
        category: 'electrical',
        priority: 'emergency',
        status: 'in_progress',
        reportedat: '2026-03-08T07:00:00.000Z',
        closedat: null,
        cost: null,
        paidby: null,
      },
      {
        reference: 'R-1001',
        rentalname: 'Jua Flats',
        housenumber: null,
        category: 'roof',
        priority: 'normal',
        status: 'done',
        reportedat: '2026-02-20T07:00:00.000Z',
        closedat: '2026-03-04T09:00:00.000Z',
        cost: 3500,
        paidby: 'landlord',
      },
    ],
    ...overrides,
  };
}
