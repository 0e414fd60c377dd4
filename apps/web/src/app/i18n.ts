import { validationMessages } from '@rental/shared/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { authEn } from '../features/auth/locales/en';
import { dashboardEn } from '../features/dashboard/locales/en';
import { landingEn } from '../features/landing/locales/en';
import { onboardingEn } from '../features/onboarding/locales/en';
import { rentalsEn } from '../features/rentals/locales/en';
import { readingsEn } from '../features/readings/locales/en';
import { tenantsEn } from '../features/tenants/locales/en';
import { tenantStatementEn } from '../features/tenants/components/tenant-statement-en';
import { transactionsEn } from '../features/transactions/locales/en';
import { expensesEn } from '../features/expenses/locales/en';
import { usersEn } from '../features/users/locales/en';
import { invoicesEn } from '../features/invoices/locales/en';
import { messagesEn } from '../features/messages/locales/en';
import { settingsEn } from '../features/settings/locales/en';
import { teamEn } from '../features/team/locales/en';
import { smsStatusEn } from '../components/sms-status-en';
import { subscriptionsEn } from '../components/subscriptions/subscriptions-en';
import { newPaymentEn } from '../features/subscriptions/locales/en';
import { unallocatedEn } from '../features/unallocated/locales/en';
import { commonEn } from './locales/common-en';
import { onboardingFrameEn } from '../components/onboarding/onboarding-frame-en';
import { layoutEn } from './locales/layout-en';
import { pdfEn } from '../lib/pdf/pdf-en';
import { pagedEn } from '../components/paged/paged-en';
import { activityEn } from '../features/activity/locales/en';
import { arrearsEn } from '../features/arrears/locales/en';
import { reportsEn } from '../features/reports/locales/en';
import { taxEn } from '../features/tax/locales/en';
import { remindersNowEn } from '../components/reminders/reminders-now-en';
import { reportPickersEn } from '../components/report-pickers-en';
import { landlordsEn } from '../features/landlords/locales/en';

/**
 * Every user-facing text goes through i18next. Each feature keeps its English catalogue in
 * its own namespace (features/<area>/locales/en.ts); a Swahili catalogue adds a `sw` entry
 * per namespace. Validation messages come from the shared schemas, keyed by their name.
 * The catalogues are plain objects (no MUI or zod), so they may sit in the first bundle.
 */
export const resources = {
  en: {
    common: commonEn,
    validation: validationMessages,
    landing: landingEn,
    layout: layoutEn,
    auth: authEn,
    users: usersEn,
    dashboard: dashboardEn,
    onboarding: onboardingEn,
    onboardingFrame: onboardingFrameEn,
    rentals: rentalsEn,
    tenants: tenantsEn,
    readings: readingsEn,
    invoices: invoicesEn,
    messages: messagesEn,
    settings: settingsEn,
    team: teamEn,
    smsStatus: smsStatusEn,
    subscriptions: subscriptionsEn,
    newPayment: newPaymentEn,
    tenantStatement: tenantStatementEn,
    transactions: transactionsEn,
    expenses: expensesEn,
    unallocated: unallocatedEn,
    pdf: pdfEn,
    paged: pagedEn,
    activity: activityEn,
    arrears: arrearsEn,
    reports: reportsEn,
    tax: taxEn,
    remindersNow: remindersNowEn,
    reportPickers: reportPickersEn,
    landlords: landlordsEn,
  },
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

export default i18n;
