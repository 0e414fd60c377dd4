import { legalEn } from '../locales/en';

export type LegalPage = 'privacy' | 'terms';

/** The two public pages, where the landing page's footer and the sign-up form link to them. */
export const legalPages: readonly { page: LegalPage; path: string }[] = [
  { page: 'privacy', path: '/privacy' },
  { page: 'terms', path: '/terms' },
];

/** What a section holds in the catalogue: paragraphs, then a list, keys in the order written. */
export interface LegalSectionContent {
  title: string;
  text?: Record<string, string>;
  items?: Record<string, string>;
}

/** The sections of a page, as the English catalogue lists them (Kiswahili has the same keys). */
export function legalSections(page: LegalPage): [string, LegalSectionContent][] {
  return Object.entries(legalEn[page].sections as Record<string, LegalSectionContent>);
}
