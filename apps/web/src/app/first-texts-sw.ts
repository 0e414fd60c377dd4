import { commonSw } from './locales/common-sw';
import { planInclusionsSw } from './locales/plan-inclusions-sw';
import { layoutSw } from './locales/layout-sw';
import { usersSw } from '../features/users/locales/sw';
import { dashboardSw } from '../features/dashboard/locales/sw';
import { subscriptionsSw } from '../entities/subscription/subscriptions-sw';
import { paymentWordsTextsSw } from '@rental/shared/payment-words-sw';
import { languageSw } from '../components/language/language-sw';

/** The Kiswahili texts the signed-in frame and the dashboard show: one chunk, loaded at start (i18n.ts). */
export const firstTextsSw = {
  common: { ...commonSw, planInclusions: planInclusionsSw },
  layout: layoutSw,
  users: usersSw,
  dashboard: dashboardSw,
  subscriptions: subscriptionsSw,
  paymentWords: paymentWordsTextsSw,
  language: languageSw,
} as const;
