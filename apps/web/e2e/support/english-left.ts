import type { Page } from '@playwright/test';
import { resources } from '../../src/app/catalogues';
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

/**
 * Words of an English sentence that Kiswahili never uses as words: a server text, a date or a
 * label in English shows at least one of them (names and loanwords do not).
 */
const englishWords =
  /\b(the|and|of|your|you|with|for|this|from|are|is|not|has|have|was|will|no longer|per|due|paid|unpaid|none|view|edit|delete|save|cancel|close|rows|page|next|previous|loading|search|total|balance|rent|tenant|invoice|receipt|payment|deposit)\b/i;

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

/** A text without what may stay as it is: SMS placeholders ({balance}) and other products' names. */
function withoutNames(text: string): string {
  return externalNames
    .reduce((rest, name) => rest.split(name).join(' '), text)
    .replace(/\{[a-z]+\}/g, ' ');
}

/** The texts that are English: a catalogue text in English, or a sentence with English words. */
export function englishLeft(texts: string[]): string[] {
  return [...new Set(texts)].filter(
    (text) => englishOnly.has(text) || englishWords.test(withoutNames(text)),
  );
}
