import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@rental/shared/enums';
import { setDateLanguage } from '../lib/format-date';
import { currentLanguage, initialLanguage } from '../lib/language';
import type { resources } from './catalogues';
import type { firstTextsEn } from './first-texts-en';

// The app's i18next, in the language chosen before (lib/language.ts); texts: catalogues.ts.
const startLanguage = initialLanguage();
setDateLanguage(startLanguage);
// Dates are written in the app's language: set before the screens render again.
i18n.on('languageChanged', (language) => setDateLanguage(currentLanguage(language)));
if (typeof document !== 'undefined') document.documentElement.lang = startLanguage;

type Catalogues = (typeof resources)[Language];
export type Namespace = keyof Catalogues;

type Loaders = { [N in Namespace]: () => Promise<Catalogues[N]> };

/**
 * The texts of one language are fetched as they are first needed, not all at start: the
 * frame's and the dashboard's (upFront) in one chunk (first-texts-<language>.ts), every other
 * namespace in a chunk of its own, which a screen's route loads beside its code (withTexts in
 * router.tsx and routes/). A language change loads the namespaces in use again in the new one.
 * The catalogues stay whole in catalogues.ts for the tests and tsc.
 */
const loaders: Record<Language, Loaders> = {
  en: {
    common: async () => (await import('./first-texts-en')).firstTextsEn.common,
    validation: async () => (await import('@rental/shared/messages')).validationMessages,
    landing: async () => (await import('../features/landing/locales/en')).landingEn,
    layout: async () => (await import('./first-texts-en')).firstTextsEn.layout,
    auth: async () => (await import('../features/auth/locales/en')).authEn,
    users: async () => (await import('./first-texts-en')).firstTextsEn.users,
    dashboard: async () => (await import('./first-texts-en')).firstTextsEn.dashboard,
    onboarding: async () => (await import('../features/onboarding/locales/en')).onboardingEn,
    onboardingFrame: async () =>
      (await import('../entities/onboarding/onboarding-frame-en')).onboardingFrameEn,
    rentals: async () => (await import('../features/rentals/locales/en')).rentalsEn,
    tenants: async () => (await import('../features/tenants/locales/en')).tenantsEn,
    readings: async () => (await import('../features/readings/locales/en')).readingsEn,
    invoices: async () => (await import('../features/invoices/locales/en')).invoicesEn,
    messages: async () => (await import('../features/messages/locales/en')).messagesEn,
    settings: async () => (await import('../features/settings/locales/en')).settingsEn,
    team: async () => (await import('../features/team/locales/en')).teamEn,
    smsStatus: async () => (await import('../components/sms-status-en')).smsStatusEn,
    subscriptions: async () => (await import('./first-texts-en')).firstTextsEn.subscriptions,
    newPayment: async () => (await import('../features/subscriptions/locales/en')).newPaymentEn,
    tenantStatement: async () =>
      (await import('../features/tenants/components/tenant-statement-en')).tenantStatementEn,
    statementLines: async () => (await import('@rental/shared/statement-lines')).statementLineTexts,
    paymentWords: async () => (await import('./first-texts-en')).firstTextsEn.paymentWords,
    transactions: async () => (await import('../features/transactions/locales/en')).transactionsEn,
    expenses: async () => (await import('../features/expenses/locales/en')).expensesEn,
    repairs: async () => (await import('../features/repairs/locales/en')).repairsEn,
    unallocated: async () => (await import('../features/unallocated/locales/en')).unallocatedEn,
    pdf: async () => (await import('@rental/shared/pdf/texts')).pdfTexts,
    paged: async () => (await import('../components/paged/paged-en')).pagedEn,
    activity: async () => (await import('../features/activity/locales/en')).activityEn,
    arrears: async () => (await import('../features/arrears/locales/en')).arrearsEn,
    reports: async () => (await import('../features/reports/locales/en')).reportsEn,
    tax: async () => (await import('../features/tax/locales/en')).taxEn,
    remindersNow: async () =>
      (await import('../entities/reminders/reminders-now-en')).remindersNowEn,
    documents: async () => (await import('../entities/documents/documents-en')).documentsEn,
    reportPickers: async () => (await import('../components/report-pickers-en')).reportPickersEn,
    landlords: async () => (await import('../features/landlords/locales/en')).landlordsEn,
    tenantPage: async () => (await import('../features/tenant-page/locales/en')).tenantPageEn,
    ownerPage: async () => (await import('../features/owner-page/locales/en')).ownerPageEn,
    help: async () => (await import('../features/help/locales/en')).helpEn,
    legal: async () => (await import('../features/legal/locales/en')).legalEn,
    operator: async () => (await import('../features/operator/locales/en')).operatorEn,
    language: async () => (await import('./first-texts-en')).firstTextsEn.language,
    datePicker: async () => (await import('../components/form/date-picker-en')).datePickerEn,
  },
  sw: {
    common: async () => (await import('./first-texts-sw')).firstTextsSw.common,
    validation: async () => (await import('@rental/shared/messages-sw')).validationMessagesSw,
    landing: async () => (await import('../features/landing/locales/sw')).landingSw,
    layout: async () => (await import('./first-texts-sw')).firstTextsSw.layout,
    auth: async () => (await import('../features/auth/locales/sw')).authSw,
    users: async () => (await import('./first-texts-sw')).firstTextsSw.users,
    dashboard: async () => (await import('./first-texts-sw')).firstTextsSw.dashboard,
    onboarding: async () => (await import('../features/onboarding/locales/sw')).onboardingSw,
    onboardingFrame: async () =>
      (await import('../entities/onboarding/onboarding-frame-sw')).onboardingFrameSw,
    rentals: async () => (await import('../features/rentals/locales/sw')).rentalsSw,
    tenants: async () => (await import('../features/tenants/locales/sw')).tenantsSw,
    readings: async () => (await import('../features/readings/locales/sw')).readingsSw,
    invoices: async () => (await import('../features/invoices/locales/sw')).invoicesSw,
    messages: async () => (await import('../features/messages/locales/sw')).messagesSw,
    settings: async () => (await import('../features/settings/locales/sw')).settingsSw,
    team: async () => (await import('../features/team/locales/sw')).teamSw,
    smsStatus: async () => (await import('../components/sms-status-sw')).smsStatusSw,
    subscriptions: async () => (await import('./first-texts-sw')).firstTextsSw.subscriptions,
    newPayment: async () => (await import('../features/subscriptions/locales/sw')).newPaymentSw,
    tenantStatement: async () =>
      (await import('../features/tenants/components/tenant-statement-sw')).tenantStatementSw,
    statementLines: async () =>
      (await import('@rental/shared/statement-lines-sw')).statementLineTextsSw,
    paymentWords: async () => (await import('./first-texts-sw')).firstTextsSw.paymentWords,
    transactions: async () => (await import('../features/transactions/locales/sw')).transactionsSw,
    expenses: async () => (await import('../features/expenses/locales/sw')).expensesSw,
    repairs: async () => (await import('../features/repairs/locales/sw')).repairsSw,
    unallocated: async () => (await import('../features/unallocated/locales/sw')).unallocatedSw,
    pdf: async () => (await import('@rental/shared/pdf/texts-sw')).pdfTextsSw,
    paged: async () => (await import('../components/paged/paged-sw')).pagedSw,
    activity: async () => (await import('../features/activity/locales/sw')).activitySw,
    arrears: async () => (await import('../features/arrears/locales/sw')).arrearsSw,
    reports: async () => (await import('../features/reports/locales/sw')).reportsSw,
    tax: async () => (await import('../features/tax/locales/sw')).taxSw,
    remindersNow: async () =>
      (await import('../entities/reminders/reminders-now-sw')).remindersNowSw,
    documents: async () => (await import('../entities/documents/documents-sw')).documentsSw,
    reportPickers: async () => (await import('../components/report-pickers-sw')).reportPickersSw,
    landlords: async () => (await import('../features/landlords/locales/sw')).landlordsSw,
    tenantPage: async () => (await import('../features/tenant-page/locales/sw')).tenantPageSw,
    ownerPage: async () => (await import('../features/owner-page/locales/sw')).ownerPageSw,
    help: async () => (await import('../features/help/locales/sw')).helpSw,
    legal: async () => (await import('../features/legal/locales/sw')).legalSw,
    operator: async () => (await import('../features/operator/locales/sw')).operatorSw,
    language: async () => (await import('./first-texts-sw')).firstTextsSw.language,
    datePicker: async () => (await import('../components/form/date-picker-sw')).datePickerSw,
  },
};

/** What the signed-in frame and its first screen (the dashboard) show, in every visit. */
const upFront = [
  'common',
  'dashboard',
  'language',
  'layout',
  'paymentWords',
  'subscriptions',
  'users',
] as const satisfies readonly (keyof typeof firstTextsEn)[];
// tsc fails here when the first chunk holds a namespace the list above leaves out.
const listsTheFirstChunk: [Exclude<keyof typeof firstTextsEn, (typeof upFront)[number]>] extends [
  never,
]
  ? true
  : false = true;
void listsTheFirstChunk;

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loaders[currentLanguage(language)][namespace as Namespace]().then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, null),
    );
  },
};

/** Resolves once the start language's frame texts are in: render the app after it. */
export const i18nReady = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: startLanguage,
    // No fallback: both catalogues hold every key (catalogues.test.ts, and tsc), and a
    // fallback would fetch the English chunks for a Kiswahili reader too.
    fallbackLng: false,
    // The frame's texts at start; a screen's own come with its route (loadTexts). A
    // component whose namespace is still missing suspends until it is in (never a raw key).
    ns: upFront,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });

/**
 * Loads the texts of `namespaces` in the current language (at once if they are in already):
 * a route awaits it beside its code, so that its screen never renders before its texts.
 */
export function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  // Their chunks start now, beside the start language's frame texts, not after them.
  const language = currentLanguage(i18n.language ?? startLanguage);
  for (const namespace of namespaces) void loaders[language][namespace]().catch(() => undefined);
  return i18nReady.then(() => i18n.loadNamespaces([...namespaces]));
}

/** A route's module, once both it and the texts of `namespaces` are in (they load side by side). */
export async function withTexts<T>(
  module: Promise<T>,
  namespaces: readonly Namespace[],
): Promise<T> {
  const [loaded] = await Promise.all([module, loadTexts(namespaces)]);
  return loaded;
}

export default i18n;
