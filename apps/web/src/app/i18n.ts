import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@rental/shared/enums';
import { setDateLanguage } from '../lib/format-date';
import { currentLanguage, initialLanguage } from '../lib/language';
import type { resources } from './catalogues';

// The app's i18next, in the language chosen before (lib/language.ts); texts: catalogues.ts.
const startLanguage = initialLanguage();
setDateLanguage(startLanguage);
// Dates are written in the app's language: set before the screens render again.
i18n.on('languageChanged', (language) => setDateLanguage(currentLanguage(language)));
if (typeof document !== 'undefined') document.documentElement.lang = startLanguage;

type Catalogues = (typeof resources)[Language];
type Namespace = keyof Catalogues;

/** The namespaces, named here so the first bundle need not hold the catalogues to list them. */
const namespaces = [
  'common',
  'validation',
  'landing',
  'layout',
  'auth',
  'users',
  'dashboard',
  'onboarding',
  'onboardingFrame',
  'rentals',
  'tenants',
  'readings',
  'invoices',
  'messages',
  'settings',
  'team',
  'smsStatus',
  'subscriptions',
  'newPayment',
  'tenantStatement',
  'statementLines',
  'paymentWords',
  'transactions',
  'expenses',
  'unallocated',
  'pdf',
  'paged',
  'activity',
  'arrears',
  'reports',
  'tax',
  'remindersNow',
  'reportPickers',
  'landlords',
  'tenantPage',
  'help',
  'legal',
  'operator',
  'language',
  'datePicker',
] as const satisfies readonly Namespace[];
// tsc fails here when a namespace of the catalogues is missing from the list above.
const listsEveryNamespace: [Exclude<Namespace, (typeof namespaces)[number]>] extends [never]
  ? true
  : false = true;
void listsEveryNamespace;

/**
 * Each language's texts are a chunk of their own, fetched when that language is first needed:
 * the first load carries one language, not both (about 70 KB gzipped each).
 */
const loaders: Record<Language, () => Promise<Catalogues>> = {
  en: async () => (await import('./catalogues-en')).cataloguesEn,
  sw: async () => (await import('./catalogues-sw')).cataloguesSw,
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loaders[currentLanguage(language)]().then(
      (catalogues) => callback(null, catalogues[namespace as Namespace]),
      (error: Error) => callback(error, null),
    );
  },
};

/** Resolves once the start language's texts are in: render the app after it. */
export const i18nReady = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: startLanguage,
    // No fallback: both catalogues hold every key (catalogues.test.ts, and tsc), and a
    // fallback would fetch the English chunk for a Kiswahili reader too.
    fallbackLng: false,
    // Every namespace at start: a screen never waits (suspends) for texts of its own.
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });

export default i18n;
