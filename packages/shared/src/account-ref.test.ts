import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountRefKey, houseKeyFromBillRef, paybillAccount } from './account-ref.js';

describe('M-PESA account numbers', () => {
  it('are the house number at an own paybill, account#house at a bank paybill', () => {
    expect(paybillAccount('A4')).toBe('A4');
    expect(paybillAccount('A4', '1234567')).toBe('1234567#A4');
  });

  it('find the house in what payers type', () => {
    expect(houseKeyFromBillRef(' a-4 ')).toBe('A4');
    expect(houseKeyFromBillRef('1234567#a-4', '1234567')).toBe('A4');
    expect(houseKeyFromBillRef('1234567 # A 4', '1234567')).toBe('A4');
    // The account number without '#', and '#' with another prefix, still name the house.
    expect(houseKeyFromBillRef('1234567A4', '1234567')).toBe('A4');
    expect(houseKeyFromBillRef('JUA#A4', '1234567')).toBe('A4');
  });

  it('always lead back to the house the SMS asked for', () => {
    const code = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 -]{0,9}$/);
    fc.assert(
      fc.property(
        code,
        fc.option(fc.stringMatching(/^[0-9]{5,10}$/), { nil: '' }),
        (house, bank) => {
          expect(houseKeyFromBillRef(paybillAccount(house, bank), bank)).toBe(accountRefKey(house));
        },
      ),
    );
  });
});
