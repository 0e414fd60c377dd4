import { languages, scheduleInvoiceTypes, type Language } from '@rental/shared/enums';
import { defaultInvoiceMessages } from '@rental/shared/invoice-message';
import { defaultReminderMessages } from '@rental/shared/schemas/reminders';
import { smsLength } from '@rental/shared/sms-parts';
import { describe, expect, it } from 'vitest';
import type { InvoiceSchedulesTable } from '../../src/db/types.js';
import { chargeNotice } from '../../src/modules/ledger/charge-notice.js';
import { messageRenderer, type Billable } from '../../src/modules/invoices/invoice-lines.js';
import { lateFeeNotice } from '../../src/modules/late-fees/notice.js';
import type { Payee } from '../../src/modules/organization/payee.js';
import { receiptMaxParts, receiptText } from '../../src/modules/sms/receipt.js';
import { overdueSummary, reminderText } from '../../src/modules/reminders/compose.js';
import { tenantLinkTexts } from '../../src/modules/sms/templates/tenant-link.js';

// Every built-in SMS to a tenant, in each language, filled with long but typical values: a
// long name, KES 125,000.50, a 7-digit paybill and a bank account "ACC123#B12". Kiswahili
// must stay GSM-7 (one curly quote or accented letter would cost UCS-2's 70 characters a
// part) and cost no more parts than English: invoices at most 2.

const longName = { firstname: 'Nyambura', lastname: 'Wanjiku Otieno-Kamau' };
const payee: Payee = {
  name: 'Jua Court Homes Limited',
  phone: '0722111222',
  paybill: '1234567',
  bankAccountNumber: 'ACC123',
};
const kes125k = 12_500_050;
const tenant = (language: Language) => ({
  id: 'tenant-1',
  kind: 'person' as const,
  ...longName,
  phonenumber: '0722000111',
  house_number: 'B12',
  language,
});

const schedule = (invoiceType: InvoiceSchedulesTable['invoice_type']): InvoiceSchedulesTable => ({
  id: 'schedule-1',
  organization_id: 'org-1',
  rental_id: 'rental-1',
  invoice_type: invoiceType,
  billing_frequency: 'monthly',
  start_date: '2026-11-01',
  next_billing_date: '2026-11-01',
  message: defaultInvoiceMessages.en,
  message_sw: null,
  service_charge_cents: 0,
  last_run_note: null,
  due_rule: 'day_of_month',
  due_days: 15,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

/** Each message kind, written in one language. */
const messages: Record<string, (language: Language) => string> = {
  ...Object.fromEntries(
    scheduleInvoiceTypes.map((type) => [
      `invoice (${type})`,
      (language: Language) => {
        const render = messageRenderer(
          schedule(type),
          '2026-11-01',
          '2026-11-15',
          payee,
          new Map([['tenant-1', kes125k]]),
        );
        const billed = { ...tenant(language), monthly_rent_cents: kes125k };
        return render(billed as Billable['tenant'], kes125k, 123);
      },
    ]),
  ),
  'one-off charge': (language) =>
    chargeNotice({
      tenant: tenant(language),
      payee,
      amountCents: kes125k,
      description: 'Replacing the main door lock',
      billingDate: '2026-11-08',
      dueDate: '2026-11-15',
      number: 123,
      balanceCents: kes125k,
      language,
    }),
  reminder: (language) =>
    reminderText(
      defaultReminderMessages.en,
      tenant(language),
      2 * kes125k,
      overdueSummary([oldestCharge, nextCharge], '2026-11-08')!,
      payee,
    ),
  'late fee (one)': (language) =>
    lateFeeNotice({
      tenant: tenant(language),
      payee,
      fees: [{ overdue: 'INV-000122', cents: 1_250_005 }],
      number: 123,
      balanceCents: kes125k,
      language,
    }),
  'late fee (several)': (language) =>
    lateFeeNotice({
      tenant: tenant(language),
      payee,
      fees: [
        { overdue: 'INV-000121', cents: 625_000 },
        { overdue: 'INV-000122', cents: 625_005 },
      ],
      number: 123,
      balanceCents: kes125k,
      language,
    }),
  'receipt (balance left, deposit part)': (language) =>
    receiptText({
      ...receiptFacts,
      depositCents: 2_500_000,
      language,
    }),
  'receipt (in credit)': (language) =>
    receiptText({ ...receiptFacts, balanceCents: -kes125k, language }),
  'tenant link': (language) =>
    tenantLinkTexts[language]({
      firstname: longName.firstname,
      url: `https://rent.example.co.ke/t/${'AbCdEfGhIjKlMnOpQrStUv'}`,
      landlord: payee.name,
    }),
};

const oldestCharge = {
  invoiceId: 'invoice-1',
  invoiceNumber: 122,
  invoiceType: 'Rental Invoice Bill' as const,
  dueDate: '2026-10-05',
  cents: kes125k,
  unpaidCents: kes125k,
};

/** Not yet due on 8 Nov: the reminder says it is due on 15 Nov. */
const nextCharge = {
  ...oldestCharge,
  invoiceId: 'invoice-2',
  invoiceNumber: 123,
  dueDate: '2026-11-15',
};

const receiptFacts = {
  firstname: longName.firstname,
  amountCents: kes125k,
  houseNumber: 'B12',
  paidOn: '2026-11-03',
  reference: 'TJ3ABCDEFGH',
  balanceCents: kes125k,
  payee,
};

/** The parts each message costs in each language (what the report to the lead quotes). */
const expectedParts: Record<string, Record<Language, number>> = {
  'invoice (Rental Invoice Bill)': { en: 2, sw: 2 },
  'invoice (Water Invoice Bill)': { en: 2, sw: 2 },
  'invoice (Service Charge Bill)': { en: 2, sw: 2 },
  'invoice (Pending Bill)': { en: 2, sw: 2 },
  'one-off charge': { en: 2, sw: 2 },
  reminder: { en: 2, sw: 2 },
  'late fee (one)': { en: 2, sw: 2 },
  'late fee (several)': { en: 2, sw: 2 },
  'receipt (balance left, deposit part)': { en: 2, sw: 2 },
  'receipt (in credit)': { en: 2, sw: 2 },
  'tenant link': { en: 1, sw: 1 },
};

describe('built-in tenant SMS in each language', () => {
  for (const [kind, write] of Object.entries(messages)) {
    it(`${kind}: Kiswahili is GSM-7 and costs no more parts than English`, () => {
      const texts = Object.fromEntries(languages.map((l) => [l, write(l)])) as Record<
        Language,
        string
      >;
      const lengths = Object.fromEntries(languages.map((l) => [l, smsLength(texts[l])])) as Record<
        Language,
        ReturnType<typeof smsLength>
      >;
      expect(lengths.en.encoding).toBe('GSM-7');
      expect(lengths.sw.encoding).toBe('GSM-7');
      // Really in Kiswahili, not the English fallback.
      expect(texts.sw).not.toBe(texts.en);
      expect(texts.sw).toMatch(/Mpendwa|Habari/);
      expect(lengths.sw.parts).toBeLessThanOrEqual(lengths.en.parts);
      if (kind.startsWith('invoice')) expect(lengths.sw.parts).toBeLessThanOrEqual(2);
      if (kind.startsWith('receipt')) expect(lengths.sw.parts).toBeLessThanOrEqual(receiptMaxParts);
      expect({ en: lengths.en.parts, sw: lengths.sw.parts }).toEqual(expectedParts[kind]);
    });
  }

  it('keeps the English texts word for word', () => {
    expect(messages['invoice (Rental Invoice Bill)']!('en')).toBe(
      'Dear Nyambura Wanjiku Otieno-Kamau, INV-000123: Rental Invoice Bill for November 2026, ' +
        'KES 125,000.50 due 15 Nov 2026. Paybill 1234567, account ACC123#B12. ' +
        'Jua Court Homes Limited',
    );
    expect(messages.reminder!('en')).toBe(
      'Dear Nyambura Wanjiku Otieno-Kamau, KES 125,000.50 is overdue since 5 Oct 2026; ' +
        'KES 125,000.50 more is due on 15 Nov 2026. Paybill 1234567, account ACC123#B12. ' +
        'Jua Court Homes Limited',
    );
    expect(messages['late fee (one)']!('en')).toBe(
      'Dear Nyambura, INV-000122 is past its due date: a late fee of KES 12,500.05 was added ' +
        '(INV-000123). You now owe KES 125,000.50. Please pay via MPESA paybill 1234567, ' +
        'account ACC123#B12. Jua Court Homes Limited',
    );
  });

  it('says each in Kiswahili with the glossary words', () => {
    expect(messages['invoice (Rental Invoice Bill)']!('sw')).toBe(
      'Mpendwa Nyambura Wanjiku Otieno-Kamau, INV-000123: Kodi ya Novemba 2026 ni ' +
        'KES 125,000.50, lipa ifikapo 15 Nov 2026. Paybill 1234567, akaunti ACC123#B12. ' +
        'Jua Court Homes Limited',
    );
    expect(messages.reminder!('sw')).toBe(
      'Mpendwa Nyambura Wanjiku Otieno-Kamau, deni la KES 125,000.50 tangu 5 Okt 2026; ' +
        'KES 125,000.50 zaidi zitadaiwa 15 Nov 2026. Paybill 1234567, akaunti ACC123#B12. ' +
        'Jua Court Homes Limited',
    );
    expect(messages['receipt (in credit)']!('sw')).toBe(
      'Mpendwa Nyambura, malipo yako ya KES 125,000.50 kwa nyumba B12 yamepokelewa na ' +
        'Jua Court Homes Limited tarehe 3 Nov 2026. Risiti TJ3ABCDEFGH. Salio lako: Ana ziada ' +
        'ya KES 125,000.50. Asante.',
    );
  });
});
