import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-parts.js';

// What a landlord pays Africa's Talking for is parts: the count must follow the network's
// rules (docs/reference/africastalking-sms.md) for every text, not only the default bills.

const gsm7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const extension = '^{}\\[~]|€\f';

describe('smsLength', () => {
  it('fits 160 GSM-7 characters in one part and 153 a part beyond', () => {
    expect(smsLength('')).toEqual({ encoding: 'GSM-7', units: 0, parts: 1 });
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsLength('a'.repeat(306))).toMatchObject({ parts: 2 });
    expect(smsLength('a'.repeat(307))).toMatchObject({ parts: 3 });
  });

  it('counts the extension characters twice', () => {
    expect(smsLength('KES 100 €')).toEqual({ encoding: 'GSM-7', units: 10, parts: 1 });
    expect(smsLength(`${'a'.repeat(159)}[`)).toMatchObject({ units: 161, parts: 2 });
  });

  it('switches the whole text to UCS-2 for one character outside GSM-7', () => {
    // ç is not GSM-7 (only Ç is); an emoji is two UTF-16 units.
    expect(smsLength('Asante ç')).toEqual({ encoding: 'UCS-2', units: 8, parts: 1 });
    expect(smsLength(`Asante ${'a'.repeat(61)}🙏`)).toEqual({
      encoding: 'UCS-2',
      units: 70,
      parts: 1,
    });
    expect(smsLength('a'.repeat(71) + 'ç')).toMatchObject({ units: 72, parts: 2 });
  });

  it('agrees with the rules for any text', () => {
    const character = fc.oneof(
      fc.constantFrom(...gsm7),
      fc.constantFrom(...extension),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(fc.array(character, { maxLength: 400 }), (characters) => {
        const text = characters.join('');
        const codeUnits = [...text];
        const outside = codeUnits.some((c) => !gsm7.includes(c) && !extension.includes(c));
        const units = outside
          ? text.length
          : codeUnits.reduce((sum, c) => sum + (extension.includes(c) ? 2 : 1), 0);
        const [single, perPart] = outside ? [70, 67] : [160, 153];
        const parts = units <= single ? 1 : Math.ceil(units / perPart);
        expect(smsLength(text)).toEqual({ encoding: outside ? 'UCS-2' : 'GSM-7', units, parts });
      }),
    );
  });
});
