import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages.js';
import { mpesaReceiptNumber, phoneNumber, pin } from './fields.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('phone number rule (spec §5, §9)', () => {
  it('accepts exactly ten digits starting with 0', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0\d{9}$/), (phone) => {
        expect(phoneNumber.safeParse(phone).success).toBe(true);
      }),
    );
  });

  it('refuses every other string, with a message', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^0\d{9}$/.test(s.trim())),
        (value) => {
          const result = phoneNumber.safeParse(value);
          expect(result.success).toBe(false);
          expect(Object.values(m)).toContain(firstMessage(result));
        },
      ),
    );
  });

  it('says what is wrong in the spec order', () => {
    expect(firstMessage(phoneNumber.safeParse(''))).toBe(m.phoneRequired);
    expect(firstMessage(phoneNumber.safeParse('7123456789'))).toBe(m.phoneStartsWithZero);
    expect(firstMessage(phoneNumber.safeParse('071234567'))).toBe(m.phoneLength);
    expect(firstMessage(phoneNumber.safeParse('07123456a8'))).toBe(m.phoneDigits);
  });
});

describe('PIN rule', () => {
  it('accepts exactly four digits, leading zeros kept', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}$/), (value) => {
        expect(pin.parse(value)).toBe(value);
      }),
    );
  });

  it('refuses anything else with the spec message', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !/^\d{4}$/.test(s)),
        (value) => {
          expect(firstMessage(pin.safeParse(value))).toBe(m.pinFormat);
        },
      ),
    );
    expect(firstMessage(pin.safeParse(undefined))).toBe(m.pinRequired);
  });
});

describe('M-PESA receipt number rule', () => {
  it('accepts 8 to 20 letters and digits in any case, as M-PESA writes them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{8,20}$/), (receipt) => {
        const result = mpesaReceiptNumber.safeParse(` ${receipt} `);
        expect(result.data).toBe(receipt.toUpperCase());
      }),
    );
  });

  it('refuses anything else with one message; nothing given is no receipt', () => {
    fc.assert(
      fc.property(
        fc
          .string()
          .filter((s) => s.trim() !== '' && !/^[A-Za-z0-9]{8,20}$/.test(s.replace(/\s+/g, ''))),
        (value) => {
          expect(firstMessage(mpesaReceiptNumber.safeParse(value))).toBe(m.mpesaReceiptFormat);
        },
      ),
    );
    // Letters whose capitals are ASCII are still not ASCII letters.
    expect(firstMessage(mpesaReceiptNumber.safeParse('ßßßßßßßß'))).toBe(m.mpesaReceiptFormat);
    for (const nothing of [undefined, null, '', '  ']) {
      expect(mpesaReceiptNumber.parse(nothing)).toBeNull();
    }
  });
});
