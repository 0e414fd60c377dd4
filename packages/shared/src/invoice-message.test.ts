import { describe, expect, it } from 'vitest';
import { paybillAccount } from './account-ref.js';
import { monthLabel } from './billing-dates.js';
import type { Language } from './enums.js';
import {
  currentDefaultInvoiceMessage,
  defaultInvoiceMessages,
  earlierDefaultInvoiceMessages,
  invoiceTemplateFor,
  invoiceTypeWords,
  renderInvoiceMessage,
  smsDate,
  withoutNumberDefaultInvoiceMessages,
  type InvoiceMessageValues,
} from './invoice-message.js';
import { formatKesFigure } from './money.js';
import {
  currentDefaultReminderMessage,
  defaultReminderMessages,
  earlierDefaultReminderMessages,
  nextDueWords,
} from './schemas/reminders.js';
import { smsLength } from './sms-parts.js';

// Typical values: a 20-character name, KES 15,000, a 6-digit paybill, house B12 at the
// landlord's own paybill (the default collection mode) or at a bank's paybill, December rent
// due on 5 Dec 2026, and the organization's name as typed in onboarding.
const ownPaybill = 'B12';
const bankPaybill = paybillAccount('B12', '1234567');

function typicalValues(language: Language, account: string): InvoiceMessageValues {
  return {
    customername: 'Amina Wanjiku Otieno',
    invoicetype: invoiceTypeWords[language]['Rental Invoice Bill'],
    month: monthLabel('2026-12-01', language),
    amount: formatKesFigure(15000),
    paybill: '522522',
    housenumber: account,
    balance: formatKesFigure(30000),
    duedate: smsDate('2026-12-05', language),
    account,
    invoicenumber: 'INV-000123',
    landlord: 'Kamau Properties',
    phone: '0722111222',
  };
}

/** A reminder on 20 Dec: November's rent overdue since 5 Nov, January's due on 5 Jan. */
function typicalReminderValues(language: Language, account: string): InvoiceMessageValues {
  return {
    ...typicalValues(language, account),
    duedate: smsDate('2026-11-05', language),
    overdue: formatKesFigure(15000),
    nextdue: nextDueWords[language](formatKesFigure(15000), smsDate('2027-01-05', language)),
  };
}

describe('the default invoice message', () => {
  it('says who is billed for what, under which number, when and where to pay, and who bills', () => {
    expect(renderInvoiceMessage(defaultInvoiceMessages.en, typicalValues('en', ownPaybill))).toBe(
      'Dear Amina Wanjiku Otieno, INV-000123: Rental Invoice Bill for December 2026, ' +
        'KES 15,000 due 5 Dec 2026. Paybill 522522, account B12. Kamau Properties',
    );
    expect(renderInvoiceMessage(defaultInvoiceMessages.sw, typicalValues('sw', ownPaybill))).toBe(
      'Mpendwa Amina Wanjiku Otieno, INV-000123: Kodi ya Desemba 2026 ni KES 15,000, ' +
        'lipa ifikapo 5 Des 2026. Paybill 522522, akaunti B12. Kamau Properties',
    );
  });

  for (const language of ['en', 'sw'] as const) {
    it(`fits one SMS part with typical values (${language})`, () => {
      for (const account of [ownPaybill, bankPaybill]) {
        const text = renderInvoiceMessage(
          defaultInvoiceMessages[language],
          typicalValues(language, account),
        );
        expect(smsLength(text), text).toMatchObject({ encoding: 'GSM-7', parts: 1 });
      }
    });
  }

  it('reads a schedule still on the earlier default as the current one', () => {
    expect(currentDefaultInvoiceMessage(earlierDefaultInvoiceMessages.en)).toBe(
      defaultInvoiceMessages.en,
    );
    expect(currentDefaultInvoiceMessage(earlierDefaultInvoiceMessages.sw)).toBe(
      defaultInvoiceMessages.sw,
    );
    // The first one-part defaults, without the invoice number, are read as today's too.
    for (const language of ['en', 'sw'] as const) {
      expect(currentDefaultInvoiceMessage(withoutNumberDefaultInvoiceMessages[language])).toBe(
        defaultInvoiceMessages[language],
      );
    }
    expect(currentDefaultInvoiceMessage('Pay {amount} please')).toBe('Pay {amount} please');
    expect(currentDefaultInvoiceMessage(null)).toBeNull();
    // A Kiswahili tenant of a schedule on the earlier English default gets the new Kiswahili one.
    expect(
      invoiceTemplateFor('sw', { message: earlierDefaultInvoiceMessages.en, messagesw: null }),
    ).toEqual({ template: defaultInvoiceMessages.sw, language: 'sw' });
    expect(
      invoiceTemplateFor('en', { message: earlierDefaultInvoiceMessages.en, messagesw: null }),
    ).toEqual({ template: defaultInvoiceMessages.en, language: 'en' });
  });

  it('leaves a reminder placeholder in an invoice as typed', () => {
    expect(renderInvoiceMessage('{amount} {overdue}', typicalValues('en', ownPaybill))).toBe(
      '15,000 {overdue}',
    );
  });
});

describe('the default reminder', () => {
  it('names what is overdue since when, and what more is due when', () => {
    expect(
      renderInvoiceMessage(defaultReminderMessages.en, typicalReminderValues('en', ownPaybill)),
    ).toBe(
      'Dear Amina Wanjiku Otieno, KES 15,000 is overdue since 5 Nov 2026; KES 15,000 more is ' +
        'due on 5 Jan 2027. Paybill 522522, account B12. Kamau Properties',
    );
    expect(
      renderInvoiceMessage(defaultReminderMessages.sw, typicalReminderValues('sw', ownPaybill)),
    ).toBe(
      'Mpendwa Amina Wanjiku Otieno, deni la KES 15,000 tangu 5 Nov 2026; KES 15,000 ' +
        'zaidi zitadaiwa 5 Jan 2027. Paybill 522522, akaunti B12. Kamau Properties',
    );
  });

  for (const language of ['en', 'sw'] as const) {
    it(`fits one SMS part with typical values (${language})`, () => {
      for (const account of [ownPaybill, bankPaybill]) {
        const text = renderInvoiceMessage(
          defaultReminderMessages[language],
          typicalReminderValues(language, account),
        );
        expect(smsLength(text), text).toMatchObject({ encoding: 'GSM-7', parts: 1 });
      }
      // Nothing more owed: shorter still.
      const overdueOnly = renderInvoiceMessage(defaultReminderMessages[language], {
        ...typicalReminderValues(language, bankPaybill),
        nextdue: '',
      });
      expect(smsLength(overdueOnly), overdueOnly).toMatchObject({ parts: 1 });
    });
  }

  it('reads a template still on the earlier default as the current one', () => {
    expect(currentDefaultReminderMessage(earlierDefaultReminderMessages.en)).toBe(
      defaultReminderMessages.en,
    );
    expect(currentDefaultReminderMessage(earlierDefaultReminderMessages.sw)).toBe(
      defaultReminderMessages.sw,
    );
    // The first Kiswahili default of issue 30, saved by a landlord, reads as today's.
    expect(
      currentDefaultReminderMessage(defaultReminderMessages.sw.replace('deni la', 'una deni la')),
    ).toBe(defaultReminderMessages.sw);
    expect(currentDefaultReminderMessage('Pay {balance}')).toBe('Pay {balance}');
  });
});
