import { paymentWordsTextsSw } from '@rental/shared/payment-words-sw';
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
import { repairsSw } from '../features/repairs/locales/sw';
import { usersSw } from '../features/users/locales/sw';
import { invoicesSw } from '../features/invoices/locales/sw';
import { messagesSw } from '../features/messages/locales/sw';
import { settingsSw } from '../features/settings/locales/sw';
import { teamSw } from '../features/team/locales/sw';
import { smsStatusSw } from '../components/sms-status-sw';
import { subscriptionsSw } from '../entities/subscription/subscriptions-sw';
import { newPaymentSw } from '../features/subscriptions/locales/sw';
import { unallocatedSw } from '../features/unallocated/locales/sw';
import { commonSw } from './locales/common-sw';
import { planInclusionsSw } from './locales/plan-inclusions-sw';
import { onboardingFrameSw } from '../entities/onboarding/onboarding-frame-sw';
import { layoutSw } from './locales/layout-sw';
import { pdfTextsSw } from '@rental/shared/pdf/texts-sw';
import { pagedSw } from '../components/paged/paged-sw';
import { activitySw } from '../features/activity/locales/sw';
import { arrearsSw } from '../features/arrears/locales/sw';
import { reportsSw } from '../features/reports/locales/sw';
import { taxSw } from '../features/tax/locales/sw';
import { remindersNowSw } from '../entities/reminders/reminders-now-sw';
import { documentsSw } from '../entities/documents/documents-sw';
import { reportPickersSw } from '../components/report-pickers-sw';
import { landlordsSw } from '../features/landlords/locales/sw';
import { tenantPageSw } from '../features/tenant-page/locales/sw';
import { ownerPageSw } from '../features/owner-page/locales/sw';
import { helpSw } from '../features/help/locales/sw';
import { legalSw } from '../features/legal/locales/sw';
import { operatorSw } from '../features/operator/locales/sw';
import { validationMessagesSw } from '@rental/shared/messages-sw';
import { statementLineTextsSw } from '@rental/shared/statement-lines-sw';
import { languageSw } from '../components/language/language-sw';
import { datePickerSw } from '../components/form/date-picker-sw';

/** The Kiswahili texts of every namespace: loaded whole when the app runs in Kiswahili (i18n.ts). */
export const cataloguesSw = {
  // What every plan includes, kept apart so that the landing page takes it alone.
  common: { ...commonSw, planInclusions: planInclusionsSw },
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
  paymentWords: paymentWordsTextsSw,
  transactions: transactionsSw,
  expenses: expensesSw,
  repairs: repairsSw,
  unallocated: unallocatedSw,
  pdf: pdfTextsSw,
  paged: pagedSw,
  activity: activitySw,
  arrears: arrearsSw,
  reports: reportsSw,
  tax: taxSw,
  remindersNow: remindersNowSw,
  documents: documentsSw,
  reportPickers: reportPickersSw,
  landlords: landlordsSw,
  tenantPage: tenantPageSw,
  ownerPage: ownerPageSw,
  help: helpSw,
  legal: legalSw,
  operator: operatorSw,
  language: languageSw,
  datePicker: datePickerSw,
} as const;
