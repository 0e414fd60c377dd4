import type { i18n as I18n } from 'i18next';
import type { Language } from '@rental/shared/enums';
import { languageEn } from '../components/language/language-en';
import { languageSw } from '../components/language/language-sw';
import { landingEn } from '../features/landing/locales/en';
import { landingSw } from '../features/landing/locales/sw';
import { planInclusionsEn } from '../app/locales/plan-inclusions-en';
import { planInclusionsSw } from '../app/locales/plan-inclusions-sw';
import { createPageI18n } from '../lib/language';

/** The landing page's own texts in both languages: what its switch needs. */
const landingResources = {
  en: { landing: landingEn, language: languageEn, common: { planInclusions: planInclusionsEn } },
  sw: { landing: landingSw, language: languageSw, common: { planInclusions: planInclusionsSw } },
};

/** An i18next for the landing page (lib/language.ts). */
export function createLandingI18n(language: Language): I18n {
  return createPageI18n(landingResources, language, 'landing');
}
