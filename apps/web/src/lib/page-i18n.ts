import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { Language } from '@rental/shared/enums';

/**
 * An i18next for a page with an entry of its own (the landing page, sign-in), ready before it
 * returns: its texts come with it, in both languages, so its switch needs no backend and
 * nothing to wait for, without the app's catalogues (app/catalogues.ts), which are ten times
 * larger. The build renders the page with one per language, the browser with one.
 */
export function createPageI18n(resources: Resource, language: Language, defaultNS: string): I18n {
  const i18n = createInstance();
  void i18n.init({
    resources,
    lng: language,
    fallbackLng: false,
    defaultNS,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}
