import type { PublicTenantPage } from '@rental/shared/schemas/tenant-page';

export const pageToken = 'q3X9vKp2LmN8rT5wYz0aBc';
export const pagePath = `/api/public/tenant/${pageToken}`;

/**
 * Wanjiku's page: owes KES 7,000.50 at Jua Court's paybill 522522 (a bank paybill, so the
 * account is 1234567#A1); 2,000 from before, billed 8,000.50, paid 3,000; deposit 8,500 held.
 */
export function tenantPage(overrides: Partial<PublicTenantPage> = {}): PublicTenantPage {
  return {
    landlord: { name: 'Jua Court Homes', phone: '0722111222' },
    payto: { paybill: '522522', account: '1234567#A1' },
    tenant: {
      name: 'Wanjiku Kamau',
      housenumber: 'A1',
      rentalname: 'Jua Court',
      language: 'en',
      status: 'current',
      moveindate: '2026-01-15',
      moveoutdate: null,
    },
    balance: 7000.5,
    depositheld: 8500,
    statement: [
      {
        date: '2026-01-15T07:00:00.000Z',
        kind: 'opening',
        description: 'Opening rent balance',
        detail: { line: 'opening', openingtype: 'rent' },
        reference: '',
        displayreference: '',
        debit: 2000,
        credit: 0,
        balance: 2000,
      },
      {
        date: '2026-03-01T05:00:00.000Z',
        kind: 'invoice',
        description: 'Rental Invoice Bill, March 2026',
        detail: {
          line: 'invoice',
          invoicetype: 'Rental Invoice Bill',
          billingdate: '2026-03-01',
          description: null,
          latefeeon: null,
        },
        reference: 'INV-000007',
        displayreference: 'INV-000007',
        debit: 8000.5,
        credit: 0,
        balance: 10000.5,
      },
      {
        date: '2026-03-10T08:00:00.000Z',
        kind: 'payment',
        description: 'Cash payment: Rent',
        detail: { line: 'payment', paymentmode: 'Cash', description: 'Rent', depositheld: 0 },
        reference: '9f8e7d6c5b4a',
        displayreference: '9f8e7d6c5b4a',
        debit: 0,
        credit: 3000,
        balance: 7000.5,
      },
    ],
    deposit: {
      charged: 8500,
      received: 8500,
      deducted: 0,
      refunded: 0,
      held: 8500,
      due: 0,
      entries: [],
    },
    canpay: true,
    payphones: [
      { payphone: 'own', masked: '07•• ••• 678' },
      { payphone: 'paysfrom', masked: '07•• ••• 222' },
    ],
    repairs: [
      {
        reference: 'R-1002',
        category: 'plumbing',
        status: 'scheduled',
        reportedat: '2026-03-09T06:30:00.000Z',
      },
    ],
    channel: 'sms',
    whatsapp: false,
    ...overrides,
  };
}
