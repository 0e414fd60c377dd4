import type { i18n as I18n } from 'i18next';
import type { Language } from '@rental/shared/enums';
import { validationMessages } from '@rental/shared/messages';
import { validationMessagesSw } from '@rental/shared/messages-sw';
import { commonEn } from '../app/locales/common-en';
import { commonSw } from '../app/locales/common-sw';
import { languageEn } from '../components/language/language-en';
import { languageSw } from '../components/language/language-sw';
import { authEn } from '../features/auth/locales/en';
import { authSw } from '../features/auth/locales/sw';
import { createPageI18n } from '../lib/page-i18n';

/** The sign-in page's texts in both languages: the app's catalogues of what it shows. */
const signInResources = {
  en: { auth: authEn, common: commonEn, language: languageEn, validation: validationMessages },
  sw: { auth: authSw, common: commonSw, language: languageSw, validation: validationMessagesSw },
};

/** An i18next for the sign-in page (lib/page-i18n.ts). */
export function createSignInI18n(language: Language): I18n {
  return createPageI18n(signInResources, language, 'auth');
}
