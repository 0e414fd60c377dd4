import type { Page } from '@playwright/test';
import { resources } from '../../src/app/catalogues';
import { messageCatalogues } from '@rental/shared/message-catalogue';
import { externalNames, loanwords } from '../../src/app/loanwords';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[key, value]] : leaves(value),
  );
}

/** Whether every word of a text is one Kenyans use in both languages ("SMS", "M-PESA"). */
function onlyLoanwords(text: string): boolean {
  const words = text.match(/[\p{L}'-]{2,}/gu) ?? [];
  return words.every((word) => loanwords.has(word.toLowerCase()));
}

/**
 * English texts of the catalogue whose Kiswahili differs (a loanword such as "M-PESA" is no
 * sign of English): on a Kiswahili screen one of these means a text fell back to English or
 * was written past the catalogue.
 */
const englishOnly = new Set(
  Object.keys(resources.en).flatMap((namespace) => {
    const en = leaves((resources.en as unknown as Record<string, Tree>)[namespace] ?? {});
    const sw = new Map(leaves((resources.sw as unknown as Record<string, Tree>)[namespace] ?? {}));
    return en
      .filter(([key, text]) => text !== sw.get(key) && !/\{\{|\$t\(/.test(text))
      .map(([, text]) => text.trim())
      .filter((text) => /[A-Za-z]{3}/.test(text) && !onlyLoanwords(text));
  }),
);

/** The words of a text: its runs of letters ("tenant's" gives "tenant"), lower-cased. */
function wordsOf(text: string): string[] {
  return (text.match(/\p{L}{2,}/gu) ?? []).map((word) => word.toLowerCase());
}

/** A catalogue text without what is not words of its language: placeholders and markup. */
function withoutPlaceholders(text: string): string {
  return text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>/g, ' ').replace(/\{[a-z]+\}/g, ' ');
}

function textsOf(catalogues: Record<string, unknown>): string[] {
  return Object.values(catalogues).flatMap((tree) =>
    tree && typeof tree === 'object' ? leaves(tree as Tree).map(([, text]) => text) : [],
  );
}

/**
 * What the seeded accounts typed (seeded-account.ts, seeded-agent.ts, seeded-operator.ts,
 * seeded-team.ts): names of people, rentals, payees and room types, shown as typed in every
 * language. Only the words that are English words too need to be here.
 */
const seededWords = [
  'Jua Court Homes',
  'Baraka Flats',
  'Baraka Court',
  'Block',
  'Nairobi Water',
  'Kamau & Co Advocates',
  'Kamau & Sons Ltd',
  'Jua Property Agents',
  'One Bedroom',
  'KCB',
];

/**
 * Texts that come from stored data and are worded in the app's language by other work in
 * progress (issue 30: payment modes, invoice and transaction types, transaction descriptions,
 * month names, activity details, notification dates). TEMPORARY: remove each entry once the
 * screens word it in Kiswahili, and this list with the last of them.
 */
/**
 * Every English word the app may show: the words of the English catalogues (the web app's and
 * the shared ones the server answers with) that no Kiswahili catalogue uses, that are not
 * loanwords (loanwords.ts) and not what the seeded accounts typed. On a Kiswahili screen any
 * one of them means a text fell back to English, or was written past the catalogues.
 */
const englishWords: ReadonlySet<string> = (() => {
  const english = [...textsOf(resources.en), ...textsOf(messageCatalogues.en)];
  const kiswahili = [...textsOf(resources.sw), ...textsOf(messageCatalogues.sw)];
  // Other products' names quoted in a Kiswahili text ("M-PESA for Business") allow none of
  // their words elsewhere: they are taken out of the page's texts as a whole (withoutNames).
  const allowed = new Set([
    ...kiswahili.flatMap((text) => wordsOf(withoutNames(withoutPlaceholders(text)))),
    ...loanwords,
    ...seededWords.flatMap(wordsOf),
  ]);
  return new Set(
    english.flatMap((text) => wordsOf(withoutPlaceholders(text))).filter((w) => !allowed.has(w)),
  );
})();

/**
 * What a reader sees on the page: its visible texts, and the labels and hints of its controls.
 * Content marked English on purpose (`lang="en"`: the English version of an SMS beside the
 * Kiswahili one) is left out.
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english = (element: Element) => element.closest('[lang]')?.getAttribute('lang') === 'en';
    const seen: string[] = [];
    const shown = (element: Element | null) =>
      !!element && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (shown(parent) && !english(parent)) seen.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!shown(element) || english(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) seen.push(value);
      }
    }
    return seen;
  });
}

/**
 * A text without what may stay as it is: other products' names, SMS placeholders ({balance}),
 * web and email addresses, and the texts fixed elsewhere.
 */
function withoutNames(text: string): string {
  return externalNames
    .reduce((rest, name) => rest.split(name).join(' '), text)
    .replace(/\{[a-z]+\}/g, ' ')
    .replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+(\.[\w-]+)+\/?\S*/g, ' ');
}

/** The English words of a text, if any. */
export function englishIn(text: string): string[] {
  return wordsOf(withoutNames(text)).filter((word) => englishWords.has(word));
}

/**
 * The texts that are English: a catalogue text in English, or a text with any English word,
 * each with the English words found ("Hifadhi the PIN [the]").
 */
export function englishLeft(texts: string[]): string[] {
  return [...new Set(texts)]
    .map((text) => ({ text, words: englishIn(text) }))
    .filter(({ text, words }) => englishOnly.has(text) || words.length > 0)
    .map(({ text, words }) => (words.length ? `${text} [${words.join(', ')}]` : text));
}
