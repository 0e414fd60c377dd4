import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { displayPhone, parseKenyanMobile, parseKenyanPhone } from './phone.js';

const forms = {
  national: '712345678',
  local: '0712345678',
  e164: '+254712345678',
  mpesa: '254712345678',
};

describe('Kenyan phone numbers', () => {
  it.each([
    '0712345678',
    '712345678',
    '+254712345678',
    '254712345678',
    '0712 345 678',
    '0712-345-678',
    '(0712) 345678',
    '+254 712 345 678',
    '+254 0712 345678',
  ])('reads %s as one mobile in every form', (typed) => {
    expect(parseKenyanMobile(typed)).toEqual(forms);
  });

  it('reads Safaricom and Airtel 01XX numbers as mobiles', () => {
    expect(parseKenyanMobile('+254 112 345 678')?.mpesa).toBe('254112345678');
  });

  it('reads a stored mobile (its fast path) as libphonenumber does', () => {
    const prefixes = ['070', '071', '072', '074', '075', '079', '010', '011', '019'];
    for (let i = 0; i < 500; i += 1) {
      const stored = prefixes[i % prefixes.length]! + String(i * 7919).padStart(7, '0');
      const read = parsePhoneNumberFromString(stored, 'KE')!;
      expect(parseKenyanPhone(stored)).toEqual({
        national: read.nationalNumber,
        local: `0${read.nationalNumber}`,
        e164: read.number,
        mpesa: `254${read.nationalNumber}`,
      });
    }
  });

  it('keeps a landline a Kenyan number, but no mobile', () => {
    expect(parseKenyanPhone('020 1234567')?.e164).toBe('+254201234567');
    expect(parseKenyanMobile('0201234567')).toBeUndefined();
  });

  it.each([
    ['too short', '071234567'],
    ['too long', '07123456789'],
    ['another country', '+255712345678'],
    ['a plus before the trunk 0', '+0712345678'],
    ['letters', 'tel 0712345678'],
    ['dots', '0712.345.678'],
    ['an extension', '0712345678 ext 5'],
    ['nothing', ''],
  ])('refuses %s', (_what, typed) => {
    expect(parseKenyanPhone(typed)).toBeUndefined();
  });

  it('shows a number as people read it, and other text as it is', () => {
    expect(displayPhone('254712345678')).toBe('0712 345678');
    expect(displayPhone('not a phone')).toBe('not a phone');
  });
});
