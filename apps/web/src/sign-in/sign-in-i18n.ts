import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@rental/shared/enums';
import { validationMessages } from '@rental/shared/messages';
import { validationMessagesSw } from '@rental/shared/messages-sw';
import { commonEn } from '../app/locales/common-en';
import { commonSw } from '../app/locales/common-sw';
import { languageEn } from '../components/language/language-en';
import { languageSw } from '../components/language/language-sw';
import { authEn } from '../features/auth/locales/en';
import { authSw } from '../features/auth/locales/sw';
import { createPageI18n } from '../lib/language';

/** The sign-in page's texts in both languages: the app's catalogues of what it shows. */
const signInResources = {
  en: { auth: authEn, common: commonEn, language: languageEn, validation: validationMessages },
  sw: { auth: authSw, common: commonSw, language: languageSw, validation: validationMessagesSw },
};

/**
 * An i18next for the sign-in page (lib/language.ts), the one its screen's useTranslation finds
 * (react-i18next's binding, as the app's: no provider the landing page would share a chunk with).
 */
export function createSignInI18n(language: Language): I18n {
  return createPageI18n(signInResources, language, 'auth', [initReactI18next]);
}
