import { cataloguesEn } from './catalogues-en';
import { cataloguesSw } from './catalogues-sw';

/**
 * Every user-facing text goes through i18next. Each feature keeps its English catalogue in
 * its own namespace (features/<area>/locales/en.ts) and its Kiswahili one beside it (sw.ts,
 * typed as a Translation of the English, so a key missing from either fails tsc). Validation
 * messages come from the shared schemas, keyed by their name, and statement lines from the
 * shared texts the server words `description` with. Terms: docs/kiswahili-glossary.md.
 * Each language is a chunk of its own (catalogues-en.ts, catalogues-sw.ts): the app loads only
 * the one it runs in (i18n.ts); tests and the browser tests' helpers read both from here.
 */
export const resources = { en: cataloguesEn, sw: cataloguesSw } as const;
