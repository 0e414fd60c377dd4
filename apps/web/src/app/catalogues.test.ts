import { describe, expect, it } from 'vitest';
import { resources } from './catalogues';
import { firstTextsEn } from './first-texts-en';
import { firstTextsSw } from './first-texts-sw';
import { messageCatalogues } from '@rental/shared/message-catalogue';
import { externalNames, loanwords } from './loanwords';

/**
 * Both catalogues are complete: every English text has a Kiswahili one with the same
 * placeholders, and none was left in English (tsc already holds the keys together; this also
 * covers the shared validation messages and what a copy-paste would leave behind).
 */
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/**
 * Interpolations, nestings and SMS fields a text must keep: {{name}}, $t(x), {tenantname}. A
 * nesting may carry a value (Kiswahili names a resource by its page title: $t(pages.{{x}})).
 */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{[^}]+\}\}|\$t\([^{)]*\)|\{[a-z]+\}|<\/?\d+>/g)]
    .map(([match]) => match.replace(/\s/g, ''))
    .sort();
}

/** Names, not words of a sentence: the product's, an address, a sample name, KRA's terms. */
const sameInBothLanguages = new Set([
  'common:productName',
  'landing:brand',
  'landing:contact.email',
  'invoices:preview.sampleName',
  'tax:summary.nil',
  'tax:export.fileName',
  'tax:export.fileNameLandlord',
]);

/** A Kiswahili text identical to the English is fine only when its words are all loanwords. */
function leftInEnglish(english: string, kiswahili: string): boolean {
  if (english !== kiswahili) return false;
  const words = english
    .replace(/\{\{[^}]+\}\}|\$t\([^)]*\)|\{[a-z]+\}|<\/?\d+>/g, ' ')
    .replace(/[\w-]+(\.[\w-]+)+/g, ' ') // web addresses (developer.safaricom.co.ke)
    .match(/[\p{L}'-]{2,}/gu);
  return (words ?? []).some((word) => !loanwords.has(word.toLowerCase()));
}

describe('the Kiswahili catalogue', () => {
  const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];

  it('has every namespace and key of the English one, and no other', () => {
    expect(Object.keys(resources.sw).sort()).toEqual([...namespaces].sort());
    for (const namespace of namespaces) {
      const english = leaves(resources.en[namespace] as Tree).map(([key]) => key);
      const kiswahili = leaves(resources.sw[namespace] as Tree).map(([key]) => key);
      expect(kiswahili.sort(), namespace).toEqual(english.sort());
    }
  });

  it('keeps every placeholder of the English text', () => {
    const broken = namespaces.flatMap((namespace) => {
      const kiswahili = new Map(leaves(resources.sw[namespace]));
      return leaves(resources.en[namespace] as Tree)
        .filter(([key, text]) => {
          const other = kiswahili.get(key) ?? '';
          return placeholders(text).join(' ') !== placeholders(other).join(' ');
        })
        .map(([key]) => `${namespace}:${key}`);
    });
    expect(broken).toEqual([]);
  });

  it('leaves nothing in English but loanwords', () => {
    const untranslated = namespaces.flatMap((namespace) => {
      const kiswahili = new Map(leaves(resources.sw[namespace]));
      return leaves(resources.en[namespace] as Tree)
        .filter(([key]) => !sameInBothLanguages.has(`${namespace}:${key}`))
        .filter(([key, text]) => leftInEnglish(text, kiswahili.get(key) ?? ''))
        .map(([key, text]) => `${namespace}:${key} ${JSON.stringify(text)}`);
    });
    expect(untranslated).toEqual([]);
  });

  it('says taarifa, programu, ufunguo and biashara, not data, app, key or business', () => {
    // Any word a Kiswahili text uses passes the browser's English-word check
    // (e2e/support/english-left.ts): these English ones must not be among them. Names quoted
    // as others write them ("Consumer Key", "M-PESA for Business") are not sentences.
    const kiswahili = [
      ...namespaces.flatMap((namespace) => leaves(resources.sw[namespace] as Tree)),
      ...Object.values(messageCatalogues.sw).flatMap((tree) =>
        tree && typeof tree === 'object' ? leaves(tree as Tree) : [],
      ),
    ];
    const borrowed = kiswahili
      .map(([key, text]) => [
        key,
        externalNames.reduce((rest, name) => rest.split(name).join(' '), text),
      ])
      .filter(([, text]) => /\b(data|app|key|business)\b/i.test(text!))
      .map(([key, text]) => `${key} ${JSON.stringify(text)}`);
    expect(borrowed).toEqual([]);
  });

  it('flags a text copied from the English and accepts loanwords and placeholders', () => {
    expect(leftInEnglish('Save the rent', 'Save the rent')).toBe(true);
    expect(leftInEnglish('Save', 'Hifadhi')).toBe(false);
    expect(leftInEnglish('M-PESA', 'M-PESA')).toBe(false);
    expect(
      leftInEnglish('Daraja: developer.safaricom.co.ke', 'Daraja: developer.safaricom.co.ke'),
    ).toBe(false);
    expect(leftInEnglish('KES {{amount}}', 'KES {{amount}}')).toBe(false);
    expect(placeholders('Pay {{amount}} to {paybill}')).toEqual(['{paybill}', '{{amount}}']);
  });
});

describe('the texts loaded at start', () => {
  it('are the whole catalogues’ texts of the same namespaces, in both languages', () => {
    expect(Object.keys(firstTextsSw).sort()).toEqual(Object.keys(firstTextsEn).sort());
    for (const [namespace, texts] of Object.entries(firstTextsEn)) {
      expect(texts, namespace).toEqual(resources.en[namespace as keyof typeof resources.en]);
    }
    for (const [namespace, texts] of Object.entries(firstTextsSw)) {
      expect(texts, namespace).toEqual(resources.sw[namespace as keyof typeof resources.sw]);
    }
  });
});
