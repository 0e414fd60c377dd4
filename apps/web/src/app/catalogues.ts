import { cataloguesEn } from './catalogues-en';
import { cataloguesSw } from './catalogues-sw';

/**
 * Every user-facing text goes through i18next. Each feature keeps its English catalogue in
 * its own namespace (features/<area>/locales/en.ts) and its Kiswahili one beside it (sw.ts,
 * typed as a Translation of the English, so a key missing from either fails tsc). Validation
 * messages come from the shared schemas, keyed by their name, and statement lines from the
 * shared texts the server words `description` with. Terms: docs/kiswahili-glossary.md.
 * The app loads only the language it runs in, a namespace at a time as screens need them
 * (i18n.ts); tests and the browser tests' helpers read both whole from here.
 */
export const resources = { en: cataloguesEn, sw: cataloguesSw } as const;
