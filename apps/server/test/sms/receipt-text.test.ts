import { smsLength } from '@rental/shared/sms-parts';
import { describe, expect, it } from 'vitest';
import { receiptMaxParts, receiptText, type ReceiptFacts } from '../../src/modules/sms/receipt.js';

const facts: ReceiptFacts = {
  firstname: 'Amina',
  amountCents: 1_500_050,
  houseNumber: 'B4',
  paidOn: '2026-11-03',
  reference: 'ABCDEFGH1234',
  balanceCents: 850_000,
  payee: {
    name: 'Jua Court Homes',
    paybill: '522522',
    bankAccountNumber: '1234567',
  },
};

describe('the SMS receipt', () => {
  it('says who received it, the balance after it and where to pay the rest', () => {
    expect(receiptText(facts)).toBe(
      'Dear Amina, Jua Court Homes has received KES 15,000.50 for house B4 on 3 Nov 2026. ' +
        'Ref ABCDEFGH1234. Your balance is KES 8,500. ' +
        'Pay via M-PESA paybill 522522, account 1234567#B4. Thank you.',
    );
  });

  it('gives no payment instruction when nothing is owed or no paybill is saved', () => {
    const paid = receiptText({ ...facts, balanceCents: 0 });
    expect(paid).toContain('Your balance is KES 0. Thank you.');
    const credit = receiptText({ ...facts, balanceCents: -50_000 });
    expect(credit).toContain('Your balance: In credit KES 500. Thank you.');
    const noPaybill = receiptText({ ...facts, payee: { ...facts.payee, paybill: null } });
    expect(noPaybill).toContain('Your balance is KES 8,500. Thank you.');
    for (const text of [paid, credit, noPaybill]) expect(text).not.toContain('paybill');
  });

  it('stays within two SMS parts with long names: the name is cut, then the house left out', () => {
    const long: ReceiptFacts = {
      ...facts,
      firstname: 'Bartholomew-Nyamweya',
      houseNumber: 'BLOCK-C-APT-1204',
      amountCents: 123_456_789,
      balanceCents: 987_654_321,
      payee: {
        ...facts.payee,
        name: 'The Greater Nairobi Riverside Court Residential Apartments Management Company',
        bankAccountNumber: '01109876543210',
      },
    };
    const text = receiptText(long);
    expect(smsLength(text).parts).toBeLessThanOrEqual(receiptMaxParts);
    expect(text).toContain('The Greater Nairobi Riverside has received');
    expect(text).toContain('account 01109876543210#BLOCK-C-APT-1204.');
    // Typical values need no cut at all.
    expect(smsLength(receiptText(facts)).parts).toBeLessThanOrEqual(receiptMaxParts);
  });
});
