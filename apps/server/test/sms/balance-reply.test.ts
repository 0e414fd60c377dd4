import { smsLength } from '@rental/shared/sms-parts';
import { describe, expect, it } from 'vitest';
import { smsParts } from '../../../../tools/africastalking-simulator.mjs';
import {
  balanceReply,
  gsmSafe,
  type BalanceReplyFacts,
} from '../../src/modules/messages/balance-reply.js';

// The answer to BAL / SALIO: balance and how to pay, in the tenant's language, GSM-7 and at
// most 2 SMS parts for typical values (each part costs the landlord).

const landlord = { name: 'Sunrise Properties', phone: '0712345678' };

function facts(overrides: Partial<BalanceReplyFacts> = {}): BalanceReplyFacts {
  return {
    language: 'en',
    firstname: 'Akinyi',
    houses: [{ house: 'B12', account: 'B12', balance: 4500.5 }],
    paybill: '600984',
    landlord,
    ...overrides,
  };
}

/** Long but real: a bank paybill's account, a big balance, a long landlord name. */
const typicalLong = {
  firstname: 'Wanjiku-Njeri',
  houses: [{ house: 'Block C-12', account: '01234567890123#Block C-12', balance: 123_456.75 }],
  landlord: { name: 'Sunrise Properties Management Ltd', phone: '0712345678' },
};

describe('the balance answer', () => {
  it('says the balance and where to pay, in English', () => {
    expect(balanceReply(facts())).toBe(
      'Dear Akinyi, your balance for house B12 is KES 4,500.50. ' +
        'Pay via M-PESA paybill 600984, account B12. Queries: Sunrise Properties, 0712345678.',
    );
  });

  it('says it in Kiswahili with the glossary’s words', () => {
    expect(
      balanceReply(facts({ language: 'sw', houses: [{ ...facts().houses[0]!, balance: 12_000 }] })),
    ).toBe(
      'Mpendwa Akinyi, salio lako la nyumba B12 ni KES 12,000. ' +
        'Lipa kupitia M-PESA, nambari ya paybill 600984, nambari ya akaunti B12. ' +
        'Maswali: Sunrise Properties, 0712345678.',
    );
  });

  it('says there is nothing to pay at zero or in credit', () => {
    const at = (balance: number, language: 'en' | 'sw' = 'en') =>
      balanceReply(facts({ language, houses: [{ house: 'B12', account: 'B12', balance }] }));
    expect(at(0)).toContain('your balance for house B12 is KES 0: nothing to pay.');
    expect(at(-500)).toContain('your balance for house B12: In credit KES 500, nothing to pay.');
    expect(at(0, 'sw')).toContain('salio lako la nyumba B12 ni KES 0: huna deni.');
    expect(at(-500, 'sw')).toContain('salio lako la nyumba B12: Ana ziada ya KES 500, huna deni.');
  });

  it('uses the bank paybill account <account>#<house>', () => {
    const text = balanceReply(
      facts({ houses: [{ house: 'A4', account: '1234567#A4', balance: 8000 }] }),
    );
    expect(text).toContain('Pay via M-PESA paybill 600984, account 1234567#A4.');
  });

  it('lists every house of the number, each with its account', () => {
    const houses = [
      { house: 'B1', account: 'B1', balance: 4500.5 },
      { house: 'B2', account: 'B2', balance: -200 },
    ];
    expect(balanceReply(facts({ houses }))).toBe(
      'Dear Akinyi, your balances: house B1 KES 4,500.50; house B2 In credit KES 200. ' +
        'Pay via M-PESA paybill 600984, account B1 for house B1, B2 for house B2. ' +
        'Queries: Sunrise Properties, 0712345678.',
    );
    expect(balanceReply(facts({ language: 'sw', houses }))).toContain(
      'salio lako: nyumba B1 KES 4,500.50; nyumba B2 Ana ziada ya KES 200. ' +
        'Lipa kupitia M-PESA, nambari ya paybill 600984, nambari ya akaunti B1 kwa nyumba B1, B2 kwa nyumba B2.',
    );
  });

  it('never gives a broken payment instruction: without a paybill, whom to contact', () => {
    expect(balanceReply(facts({ paybill: null }))).toBe(
      'Dear Akinyi, your balance for house B12 is KES 4,500.50. ' +
        'To pay, contact Sunrise Properties, 0712345678.',
    );
    expect(balanceReply(facts({ paybill: null, language: 'sw' }))).toContain(
      'Kulipa, wasiliana na mwenye nyumba Sunrise Properties, 0712345678.',
    );
  });

  it.each(['en', 'sw'] as const)(
    'in %s is GSM-7 and at most 2 parts for typical and long values',
    (language) => {
      const cases = [
        facts({ language }),
        facts({ language, ...typicalLong }),
        facts({ language, ...typicalLong, paybill: null }),
        facts({
          language,
          ...typicalLong,
          houses: [
            { house: 'C-12', account: '01234567890123#C-12', balance: 45_000 },
            { house: 'C-14', account: '01234567890123#C-14', balance: -1_250.5 },
          ],
        }),
      ];
      for (const value of cases) {
        const text = balanceReply(value);
        const length = smsLength(text);
        expect(length.encoding).toBe('GSM-7');
        expect(length.parts).toBeLessThanOrEqual(2);
        // The simulator counts parts as the networks do: the same answer.
        expect(smsParts(text)).toBe(length.parts);
      }
      // The everyday answer in English is a single part (Kiswahili says it in more letters).
      if (language === 'en') expect(smsLength(balanceReply(facts({ language }))).parts).toBe(1);
    },
  );

  it('keeps names GSM-7: curly quotes straightened, accents dropped', () => {
    expect(gsmSafe('O’Brien Wanjikũ')).toBe("O'Brien Wanjiku");
    const text = balanceReply(facts({ firstname: 'Njoki “Mama” Ũmoja 🙂' }));
    expect(smsLength(text).encoding).toBe('GSM-7');
    expect(text).toMatch(/^Dear Njoki "Mama" Umoja, /);
  });
});
