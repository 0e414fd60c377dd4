import { commonEn } from './locales/common-en';
import { planInclusionsEn } from './locales/plan-inclusions-en';
import { layoutEn } from './locales/layout-en';
import { usersEn } from '../features/users/locales/en';
import { dashboardEn } from '../features/dashboard/locales/en';
import { subscriptionsEn } from '../entities/subscription/subscriptions-en';
import { paymentWordsTexts } from '@rental/shared/payment-words';
import { languageEn } from '../components/language/language-en';

/** The English texts the signed-in frame and the dashboard show: one chunk, loaded at start (i18n.ts). */
export const firstTextsEn = {
  common: { ...commonEn, planInclusions: planInclusionsEn },
  layout: layoutEn,
  users: usersEn,
  dashboard: dashboardEn,
  subscriptions: subscriptionsEn,
  paymentWords: paymentWordsTexts,
  language: languageEn,
} as const;
