import { errorMessages } from '@rental/shared/error-messages';
import {
  englishText,
  messageCatalogues,
  messageKeyOf,
  messageText,
  msg,
} from '@rental/shared/message-catalogue';
import { validationMessages } from '@rental/shared/messages';
import { receiptRecordedMessage } from '@rental/shared/schemas/transactions';
import { tenancyMessages } from '@rental/shared/schemas/tenancy';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from '../../src/lib/request-language.js';

// Every catalogue the server answers errors from has a Kiswahili text for each English one,
// and nothing more: a key added to one language and not the other fails here (and in tsc).

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The texts of a catalogue (functions that compose a text are error-messages.ts keys). */
function texts(catalogue: object) {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([, value]) => typeof value === 'string'),
  ) as Record<string, string>;
}

describe('the Kiswahili catalogues', () => {
  const { en, sw } = messageCatalogues;
  const namespaces = Object.keys(en) as (keyof typeof en)[];

  it('cover the same namespaces', () => {
    expect(Object.keys(sw).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s: the same keys, each a text with the same placeholders', (namespace) => {
    const english = texts(en[namespace]);
    const kiswahili = texts(sw[namespace]);
    expect(Object.keys(kiswahili).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(kiswahili[key]?.trim(), `${namespace}.${key}`).toBeTruthy();
      expect(placeholders(kiswahili[key]!), `${namespace}.${key}`).toEqual(placeholders(text));
    }
  });

  it('give both plural forms of a message chosen by count', () => {
    for (const key of Object.keys(errorMessages)) {
      const plural = /^(.*)_(one|other)$/.exec(key);
      if (!plural) continue;
      expect(errorMessages).toHaveProperty(`${plural[1]}_one`);
      expect(errorMessages).toHaveProperty(`${plural[1]}_other`);
      expect(placeholders(errorMessages[key as keyof typeof errorMessages])).toContain('count');
    }
  });

  it('translate an English text two namespaces share the same way, whichever key it has', () => {
    const seen = new Map<string, string>();
    for (const namespace of namespaces) {
      for (const [key, text] of Object.entries(texts(en[namespace]))) {
        const swahili = texts(sw[namespace])[key]!;
        const before = seen.get(text);
        if (before !== undefined && before !== swahili) {
          // Same words, two translations: the answer would depend on which key was found.
          expect.soft(`${namespace}.${key}: ${swahili}`).toBe(`${namespace}.${key}: ${before}`);
        }
        if (before === undefined) seen.set(text, swahili);
      }
    }
  });
});

describe('messages by key', () => {
  it('render params and plural forms in both languages', () => {
    expect(messageText('en', 'error.pinLocked', { count: 1 })).toBe(
      'Too many wrong PINs. Your account is locked for 1 minute; try again later.',
    );
    expect(messageText('en', 'error.pinLocked', { count: 15 })).toBe(
      'Too many wrong PINs. Your account is locked for 15 minutes; try again later.',
    );
    expect(messageText('sw', 'error.pinLocked', { count: 15 })).toContain('dakika 15');
    expect(messageText('sw', 'error.houseTaken', { house: 'A1', rental: 'Court' })).toBe(
      'Nyumba A1 katika Court tayari ina mpangaji',
    );
  });

  it('find a catalogue text’s key by its English words, and nothing for other texts', () => {
    expect(messageKeyOf(validationMessages.phoneRequired)).toBe('validation.phoneRequired');
    expect(messageKeyOf(errorMessages.wrongCredentials)).toBe('error.wrongCredentials');
    expect(messageKeyOf('Something nobody wrote')).toBeUndefined();
    // A text with placeholders is only ever found by key.
    expect(messageKeyOf(errorMessages.houseTaken)).toBeUndefined();
  });

  it('keep the English the shared helpers and earlier releases wrote', () => {
    expect(tenancyMessages.creditExceedsInvoice('KES 500')).toBe(
      'The credit note is more than this invoice has left to pay (KES 500)',
    );
    expect(tenancyMessages.depositNotSettled('KES 10,000', 'KES 9,000')).toBe(
      'Deductions and refund must add up to the deposit held (KES 10,000); they add up to KES 9,000',
    );
    expect(englishText(msg('error.tenantPageAmountAboveBalance', { balance: 'KES 1,200' }))).toBe(
      'At most your balance, KES 1,200',
    );
    expect(receiptRecordedMessage('SGH7XK2P4L')).toBe(
      'M-PESA receipt SGH7XK2P4L is already recorded',
    );
    expect(
      englishText(
        msg('error.roomHasTenants', { count: 1, housetype: 'Bedsitter', rental: 'Court' }),
      ),
    ).toBe('1 tenant lives in Bedsitter rooms of Court. Move or remove them first.');
    expect(englishText(msg('error.planLimitTenantsTrial', { plan: 'Individual', count: 10 }))).toBe(
      'Your Individual plan (free trial) allows 10 tenants. Upgrade your plan to add more.',
    );
  });
});

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sw', 'sw'],
    ['sw-KE', 'sw'],
    ['SW-ke,en;q=0.5', 'sw'],
    ['en-US,en;q=0.9,sw;q=0.8', 'en'],
    ['en;q=0.5, sw;q=0.8', 'sw'],
    ['fr-FR,fr;q=0.9,sw;q=0.5', 'sw'],
    ['fr', 'en'],
    ['*', 'en'],
    ['sw;q=0', 'en'],
    ['sw;q=0, en', 'en'],
  ])('%j answers in %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
