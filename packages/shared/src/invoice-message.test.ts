import { describe, expect, it } from 'vitest';
import { defaultInvoiceMessage, renderInvoiceMessage } from './invoice-message.js';
import { smsLength } from './sms-parts.js';

describe('the default invoice message', () => {
  it('says the number, due date, total balance, where to pay and who bills, in 2 parts', () => {
    const text = renderInvoiceMessage(defaultInvoiceMessage, {
      customername: 'Amina Wanjiku Otieno',
      invoicetype: 'Service Charge Bill',
      month: 'November 2026',
      amount: '15,000.50',
      paybill: '522522',
      housenumber: '1234567#B4',
      balance: '123,000.50',
      duedate: '15 Dec 2026',
      account: '1234567890#B4-12',
      invoicenumber: 'INV-000123',
      landlord: 'Jua Court Homes Limited',
      phone: '0722111222',
    });
    expect(text).toBe(
      'Dear Amina Wanjiku Otieno, invoice INV-000123 from Jua Court Homes Limited: ' +
        'Service Charge Bill for November 2026, KES 15,000.50, due 15 Dec 2026. ' +
        'Total balance KES 123,000.50. Pay via M-PESA paybill 522522, ' +
        'account 1234567890#B4-12. Queries: 0722111222.',
    );
    expect(smsLength(text)).toMatchObject({ encoding: 'GSM-7', parts: 2 });
  });
});
