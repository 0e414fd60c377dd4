import { validationMessages } from '@rental/shared/messages';
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
import { tenantPageEn } from '../features/tenant-page/locales/en';
import { helpEn } from '../features/help/locales/en';
import { legalEn } from '../features/legal/locales/en';
import { operatorEn } from '../features/operator/locales/en';
import { authSw } from '../features/auth/locales/sw';
import { dashboardSw } from '../features/dashboard/locales/sw';
import { landingSw } from '../features/landing/locales/sw';
import { onboardingSw } from '../features/onboarding/locales/sw';
import { rentalsSw } from '../features/rentals/locales/sw';
import { readingsSw } from '../features/readings/locales/sw';
import { tenantsSw } from '../features/tenants/locales/sw';
import { tenantStatementSw } from '../features/tenants/components/tenant-statement-sw';
import { transactionsSw } from '../features/transactions/locales/sw';
import { expensesSw } from '../features/expenses/locales/sw';
import { usersSw } from '../features/users/locales/sw';
import { invoicesSw } from '../features/invoices/locales/sw';
import { messagesSw } from '../features/messages/locales/sw';
import { settingsSw } from '../features/settings/locales/sw';
import { teamSw } from '../features/team/locales/sw';
import { smsStatusSw } from '../components/sms-status-sw';
import { subscriptionsSw } from '../components/subscriptions/subscriptions-sw';
import { newPaymentSw } from '../features/subscriptions/locales/sw';
import { unallocatedSw } from '../features/unallocated/locales/sw';
import { commonSw } from './locales/common-sw';
import { onboardingFrameSw } from '../components/onboarding/onboarding-frame-sw';
import { layoutSw } from './locales/layout-sw';
import { pdfSw } from '../lib/pdf/pdf-sw';
import { pagedSw } from '../components/paged/paged-sw';
import { activitySw } from '../features/activity/locales/sw';
import { arrearsSw } from '../features/arrears/locales/sw';
import { reportsSw } from '../features/reports/locales/sw';
import { taxSw } from '../features/tax/locales/sw';
import { remindersNowSw } from '../components/reminders/reminders-now-sw';
import { reportPickersSw } from '../components/report-pickers-sw';
import { landlordsSw } from '../features/landlords/locales/sw';
import { tenantPageSw } from '../features/tenant-page/locales/sw';
import { helpSw } from '../features/help/locales/sw';
import { legalSw } from '../features/legal/locales/sw';
import { operatorSw } from '../features/operator/locales/sw';
import { validationMessagesSw } from '@rental/shared/messages-sw';
import { statementLineTexts } from '@rental/shared/statement-lines';
import { statementLineTextsSw } from '@rental/shared/statement-lines-sw';
import { languageEn } from '../components/language/language-en';
import { languageSw } from '../components/language/language-sw';
import { datePickerEn } from '../components/form/date-picker-en';
import { datePickerSw } from '../components/form/date-picker-sw';

/**
 * Every user-facing text goes through i18next. Each feature keeps its English catalogue in
 * its own namespace (features/<area>/locales/en.ts) and its Kiswahili one beside it (sw.ts,
 * typed as a Translation of the English, so a key missing from either fails tsc). Validation
 * messages come from the shared schemas, keyed by their name, and statement lines from the
 * shared texts the server words `description` with. Terms: docs/kiswahili-glossary.md.
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
    statementLines: statementLineTexts,
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
    tenantPage: tenantPageEn,
    help: helpEn,
    legal: legalEn,
    operator: operatorEn,
    language: languageEn,
    datePicker: datePickerEn,
  },
  sw: {
    common: commonSw,
    validation: validationMessagesSw,
    landing: landingSw,
    layout: layoutSw,
    auth: authSw,
    users: usersSw,
    dashboard: dashboardSw,
    onboarding: onboardingSw,
    onboardingFrame: onboardingFrameSw,
    rentals: rentalsSw,
    tenants: tenantsSw,
    readings: readingsSw,
    invoices: invoicesSw,
    messages: messagesSw,
    settings: settingsSw,
    team: teamSw,
    smsStatus: smsStatusSw,
    subscriptions: subscriptionsSw,
    newPayment: newPaymentSw,
    tenantStatement: tenantStatementSw,
    statementLines: statementLineTextsSw,
    transactions: transactionsSw,
    expenses: expensesSw,
    unallocated: unallocatedSw,
    pdf: pdfSw,
    paged: pagedSw,
    activity: activitySw,
    arrears: arrearsSw,
    reports: reportsSw,
    tax: taxSw,
    remindersNow: remindersNowSw,
    reportPickers: reportPickersSw,
    landlords: landlordsSw,
    tenantPage: tenantPageSw,
    help: helpSw,
    legal: legalSw,
    operator: operatorSw,
    language: languageSw,
    datePicker: datePickerSw,
  },
} as const;
