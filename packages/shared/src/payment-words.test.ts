import { describe, expect, it } from 'vitest';
import { paymentModes } from './enums.js';
import {
  codedPaymentDescription,
  englishPaymentDescription,
  paymentDescriptionIn,
  paymentModeIn,
  paymentWordsTexts,
} from './payment-words.js';
import { paymentWordsTextsSw } from './payment-words-sw.js';
import { statementLineIn } from './statement-line-words.js';
import { codedInvoiceDescription, englishStatementLine } from './statement-lines.js';

describe('payment words', () => {
  it('names every payment mode in both languages; English keeps the stored values', () => {
    for (const mode of paymentModes) {
      expect(paymentModeIn(paymentWordsTexts, mode)).toBe(mode);
      expect(paymentModeIn(paymentWordsTextsSw, mode)).not.toBe('');
    }
    expect(paymentModes.map((mode) => paymentModeIn(paymentWordsTextsSw, mode))).toEqual([
      'Pesa taslimu',
      'Hundi',
      'Benki',
      'M-PESA',
    ]);
  });

  it('reads back the code of a paybill payment the server described, old rows included', () => {
    const stored = 'M-PESA paybill payment by MWANGI KAMAU';
    expect(englishPaymentDescription('mpesaPaybill', { payer: 'MWANGI KAMAU' })).toBe(stored);
    expect(codedPaymentDescription('MPESA', stored)).toEqual({
      code: 'mpesaPaybill',
      params: { payer: 'MWANGI KAMAU' },
    });
    expect(codedPaymentDescription('MPESA', 'Rent')).toEqual({ code: 'stkRent', params: {} });
  });

  it("leaves what a person typed as typed, and another mode's 'Rent' as its own word", () => {
    expect(codedPaymentDescription('MPESA', 'June rent, paid late')).toBeNull();
    expect(codedPaymentDescription('Cash', 'Rent')).toBeNull();
    const typed = { paymentmode: 'Cash' as const, description: 'Rent' };
    expect(paymentDescriptionIn(paymentWordsTextsSw, typed)).toBe('Rent');
  });

  it('words a coded description in Kiswahili from the code the server sent', () => {
    const payment = {
      paymentmode: 'MPESA' as const,
      description: 'M-PESA paybill payment by MWANGI',
      descriptioncode: 'mpesaPaybill' as const,
      descriptionparams: { payer: 'MWANGI' },
    };
    expect(paymentDescriptionIn(paymentWordsTextsSw, payment)).toBe(
      'kupitia paybill, kutoka kwa MWANGI',
    );
    expect(paymentDescriptionIn(paymentWordsTexts, payment)).toBe(
      'M-PESA paybill payment by MWANGI',
    );
  });
});

describe('statement lines in a language', () => {
  const paybill = {
    line: 'payment' as const,
    paymentmode: 'MPESA' as const,
    description: 'M-PESA paybill payment by MWANGI',
    depositheld: 0,
    descriptioncode: 'mpesaPaybill' as const,
    descriptionparams: { payer: 'MWANGI' },
  };

  it('keeps the English of the API exactly as before', () => {
    expect(englishStatementLine(paybill)).toBe('MPESA payment: M-PESA paybill payment by MWANGI');
    expect(statementLineIn('en', paybill)).toBe(englishStatementLine(paybill));
  });

  it('words a paybill payment, an invoice and a refund in Kiswahili, no English left', () => {
    expect(statementLineIn('sw', paybill)).toBe(
      'Malipo ya M-PESA: kupitia paybill, kutoka kwa MWANGI',
    );
    const invoice = {
      line: 'invoice' as const,
      invoicetype: 'Rental Invoice Bill' as const,
      billingdate: '2026-12-01',
      description: null,
      latefeeon: null,
    };
    expect(statementLineIn('sw', invoice)).toBe('Kodi, Desemba 2026');
    expect(statementLineIn('en', invoice)).toBe('Rental Invoice Bill, December 2026');
    expect(statementLineIn('sw', { line: 'deposit_refund', paymentmode: 'Cash' })).toBe(
      'Imerudishwa kwa Pesa taslimu',
    );
  });
});

describe('invoice descriptions the server wrote', () => {
  const invoice = (invoicetype: 'Water Invoice Bill' | 'Rental Invoice Bill', text: string) => ({
    line: 'invoice' as const,
    invoicetype,
    billingdate: '2026-12-20',
    description: text,
    latefeeon: null,
    ...codedInvoiceDescription(invoicetype, text),
  });

  it('word final water and move-in rent in Kiswahili, the API English unchanged', () => {
    const water = invoice('Water Invoice Bill', 'Water to the final reading');
    expect(water.descriptioncode).toBe('finalWater');
    expect(englishStatementLine(water)).toBe('Water to the final reading');
    expect(statementLineIn('sw', water)).toBe('Maji hadi usomaji wa mwisho wa mita');
    for (const [text, sw] of [
      ['Rent for 1 day from move-in', 'Kodi ya siku 1 tangu kuhamia'],
      ['Rent for 12 days from move-in', 'Kodi ya siku 12 tangu kuhamia'],
    ] as const) {
      const rent = invoice('Rental Invoice Bill', text);
      expect(englishStatementLine(rent)).toBe(text);
      expect(statementLineIn('sw', rent)).toBe(sw);
    }
  });

  it('leaves words a landlord typed as typed', () => {
    expect(codedInvoiceDescription('Water Invoice Bill', 'Water for the party')).toBeNull();
    expect(codedInvoiceDescription('One-off Charge', 'Broken window pane')).toBeNull();
  });
});
