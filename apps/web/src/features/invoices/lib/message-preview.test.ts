import type { Room } from '@rental/shared/schemas/rentals';
import { describe, expect, it } from 'vitest';
import { tenant } from '../testing/fixtures';
import { previewValues, type PreviewInput } from './message-preview';

const amina = tenant('t-1', 'Amina', 'Otieno', 'A1');
const owing = { ...amina, tenantdata: { ...amina.tenantdata, balance: 500 } };

const room = { roomid: 'room-1', roomdata: { monthlyrent: 12000 } } as unknown as Room;

function input(overrides: Partial<PreviewInput>): PreviewInput {
  return {
    invoicetype: 'Rental Invoice Bill',
    billingfrequency: 'monthly',
    billingdate: '2026-06-01',
    servicecharge: '',
    tenant: owing,
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

  it('words the month, the due date and a missing paybill in the given language', () => {
    const en = previewValues(input({ paybill: undefined })).values;
    expect(en).toMatchObject({
      month: 'June 2026',
      duedate: '5 Jun 2026',
      paybill: '(paybill not set)',
    });
    const sw = previewValues(input({ paybill: undefined, language: 'sw' })).values;
    expect(sw).toMatchObject({
      month: 'Juni 2026',
      duedate: '5 Jun 2026',
      paybill: '(paybill haijawekwa)',
    });
  });
});
