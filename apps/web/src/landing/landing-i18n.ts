import { createInstance, type i18n as I18n } from 'i18next';
import type { Language } from '@rental/shared/enums';
import { languageEn } from '../components/language/language-en';
import { languageSw } from '../components/language/language-sw';
import { landingEn } from '../features/landing/locales/en';
import { landingSw } from '../features/landing/locales/sw';
import { planInclusionsEn } from '../app/locales/plan-inclusions-en';
import { planInclusionsSw } from '../app/locales/plan-inclusions-sw';

/**
 * The landing page's own texts in both languages: what its switch needs, without the app's
 * catalogues (app/catalogues.ts), which are ten times larger.
 */
const landingResources = {
  en: { landing: landingEn, language: languageEn, common: { planInclusions: planInclusionsEn } },
  sw: { landing: landingSw, language: languageSw, common: { planInclusions: planInclusionsSw } },
} as const;

/**
 * An i18next for the landing page, ready before it returns (no backend to wait for): the build
 * renders the page with one per language, the browser with one.
 */
export function createLandingI18n(language: Language): I18n {
  const i18n = createInstance();
  void i18n.init({
    resources: landingResources,
    lng: language,
    fallbackLng: false,
    defaultNS: 'landing',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}
