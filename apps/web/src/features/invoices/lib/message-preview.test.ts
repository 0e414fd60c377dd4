import type { Room } from '@rental/shared/schemas/rentals';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { describe, expect, it } from 'vitest';
import { previewValues, type PreviewInput } from './message-preview';

const tenant = {
  tenantid: 't-1',
  tenantdata: {
    firstname: 'Amina',
    lastname: 'Otieno',
    phonenumber: '0712345678',
    rentalid: 'r-1',
    housetype: 'room-1',
    housenumber: 'A1',
    meternumber: 'M-1',
    openingrentbalance: 0,
    openingwaterbalance: 0,
    nationalid: null,
    krapin: null,
    balance: 500,
  },
  rentalname: 'Sunrise Court',
  roomtype: 'Bedsitter',
} satisfies Tenant;

const room = { roomid: 'room-1', roomdata: { monthlyrent: 12000 } } as unknown as Room;

function input(overrides: Partial<PreviewInput>): PreviewInput {
  return {
    invoicetype: 'Rental Invoice Bill',
    billingfrequency: 'monthly',
    billingdate: '2026-06-01',
    servicecharge: '',
    tenant,
    rooms: [room],
    paybill: '600984',
    sample: { name: 'Jane Wanjiku', house: 'A1' },
    unknownAmount: { amount: '[amount]', balance: '[balance]' },
    today: '2026-05-20',
    ...overrides,
  };
}

describe('previewValues', () => {
  it("shows a real tenant's rent, and their balance after it", () => {
    const preview = previewValues(input({}));
    expect(preview.values).toMatchObject({ amount: '12,000', balance: '12,500' });
    expect(preview.sampleAmount).toBe(false);
  });

  it('never puts a made-up figure next to a real tenant: water is a placeholder', () => {
    const preview = previewValues(input({ invoicetype: 'Water Invoice Bill' }));
    expect(preview.values).toMatchObject({
      customername: 'Amina Otieno',
      amount: '[amount]',
      balance: '[balance]',
    });
    expect(preview.sampleAmount).toBe(true);
  });

  it('uses a sample tenant and figure for a rental with no tenants yet', () => {
    const preview = previewValues(input({ invoicetype: 'Water Invoice Bill', tenant: undefined }));
    expect(preview.values).toMatchObject({ customername: 'Jane Wanjiku', amount: '2,450' });
  });
});
