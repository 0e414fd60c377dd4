import { languages, type Language } from '@rental/shared/enums';
import { createInstance, type i18n as I18n, type Module, type Resource } from 'i18next';

const storageKey = 'language';
/** Set when the language was chosen signed out: the next sign-in saves it for the user. */
const chosenSignedOutKey = 'language-chosen-signed-out';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language this browser chose before (the switch, or the signed-in user's setting). */
export function storedLanguage(): Language | undefined {
  try {
    const value = window.localStorage.getItem(storageKey);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked (private mode): the browser's own language decides
  }
}

/** The language to start in: the one chosen before, else Kiswahili for a Kiswahili browser. */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return preferred.some((tag) => tag.toLowerCase().startsWith('sw')) ? 'sw' : 'en';
}

/**
 * Keeps the choice for the next visit and tells the page (screen readers, hyphenation).
 * `signedOut`: chosen before signing in, to be saved for the user who signs in next.
 */
export function rememberLanguage(language: Language, { signedOut = false } = {}): void {
  try {
    window.localStorage.setItem(storageKey, language);
    if (signedOut) window.localStorage.setItem(chosenSignedOutKey, language);
    else window.localStorage.removeItem(chosenSignedOutKey);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  document.documentElement.lang = language;
}

/**
 * A switch on a page without the app (the landing page, sign-in): the page's i18next turns to
 * `language`, kept for the next visit and for the user who signs in next.
 */
export function chooseLanguageSignedOut(i18n: Pick<I18n, 'changeLanguage'>, language: Language) {
  rememberLanguage(language, { signedOut: true });
  void i18n.changeLanguage(language);
}

/** The language chosen on the landing or sign-in page since the last sign-in, if any. */
export function languageChosenSignedOut(): Language | undefined {
  try {
    const value = window.localStorage.getItem(chosenSignedOutKey);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Each language named in itself, as a language switch shows it to readers of either. */
export const languageNames: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/** i18next's language as one of the app's (a region tag such as sw-KE counts as sw). */
export function currentLanguage(tag: string | undefined): Language {
  return tag?.toLowerCase().startsWith('sw') ? 'sw' : 'en';
}

/**
 * An i18next for a page with an entry of its own (the landing page, sign-in), ready before it
 * returns: its texts come with it, in both languages, so its switch has nothing to wait for,
 * without the app's catalogues (app/catalogues.ts), which are ten times larger. The build
 * renders the page with one per language, the browser with one. `modules`: i18next plugins
 * (sign-in's react-i18next binding). Here, not in a file of its own, because the app's entry
 * loads this file too: the pages share it without a chunk of their own (the landing page's
 * first load is budgeted: bench/landing-bundle.mjs).
 */
export function createPageI18n(
  resources: Resource,
  language: Language,
  defaultNS: string,
  modules: Module[] = [],
): I18n {
  const i18n = createInstance();
  for (const module of modules) i18n.use(module);
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
