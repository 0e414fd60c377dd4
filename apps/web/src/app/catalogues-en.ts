import { paymentWordsTexts } from '@rental/shared/payment-words';
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
import { repairsEn } from '../features/repairs/locales/en';
import { usersEn } from '../features/users/locales/en';
import { invoicesEn } from '../features/invoices/locales/en';
import { messagesEn } from '../features/messages/locales/en';
import { settingsEn } from '../features/settings/locales/en';
import { teamEn } from '../features/team/locales/en';
import { smsStatusEn } from '../components/sms-status-en';
import { subscriptionsEn } from '../entities/subscription/subscriptions-en';
import { newPaymentEn } from '../features/subscriptions/locales/en';
import { unallocatedEn } from '../features/unallocated/locales/en';
import { commonEn } from './locales/common-en';
import { planInclusionsEn } from './locales/plan-inclusions-en';
import { onboardingFrameEn } from '../entities/onboarding/onboarding-frame-en';
import { layoutEn } from './locales/layout-en';
import { pdfTexts } from '@rental/shared/pdf/texts';
import { pagedEn } from '../components/paged/paged-en';
import { activityEn } from '../features/activity/locales/en';
import { arrearsEn } from '../features/arrears/locales/en';
import { reportsEn } from '../features/reports/locales/en';
import { taxEn } from '../features/tax/locales/en';
import { remindersNowEn } from '../entities/reminders/reminders-now-en';
import { documentsEn } from '../entities/documents/documents-en';
import { reportPickersEn } from '../components/report-pickers-en';
import { landlordsEn } from '../features/landlords/locales/en';
import { tenantPageEn } from '../features/tenant-page/locales/en';
import { ownerPageEn } from '../features/owner-page/locales/en';
import { helpEn } from '../features/help/locales/en';
import { legalEn } from '../features/legal/locales/en';
import { operatorEn } from '../features/operator/locales/en';
import { statementLineTexts } from '@rental/shared/statement-lines';
import { languageEn } from '../components/language/language-en';
import { datePickerEn } from '../components/form/date-picker-en';

/** The English texts of every namespace: loaded whole when the app runs in English (i18n.ts). */
export const cataloguesEn = {
  // What every plan includes, kept apart so that the landing page takes it alone.
  common: { ...commonEn, planInclusions: planInclusionsEn },
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
  paymentWords: paymentWordsTexts,
  transactions: transactionsEn,
  expenses: expensesEn,
  repairs: repairsEn,
  unallocated: unallocatedEn,
  pdf: pdfTexts,
  paged: pagedEn,
  activity: activityEn,
  arrears: arrearsEn,
  reports: reportsEn,
  tax: taxEn,
  remindersNow: remindersNowEn,
  documents: documentsEn,
  reportPickers: reportPickersEn,
  landlords: landlordsEn,
  tenantPage: tenantPageEn,
  ownerPage: ownerPageEn,
  help: helpEn,
  legal: legalEn,
  operator: operatorEn,
  language: languageEn,
  datePicker: datePickerEn,
} as const;
