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
import { usersEn } from '../features/users/locales/en';
import { commonEn } from './locales/common-en';
import { onboardingFrameEn } from '../components/onboarding/onboarding-frame-en';
import { layoutEn } from './locales/layout-en';

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
