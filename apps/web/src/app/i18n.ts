import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDateLanguage } from '../lib/format-date';
import { currentLanguage, initialLanguage } from '../lib/language';
import { resources } from './catalogues';

// The app's i18next, in the language chosen before (lib/language.ts); texts: catalogues.ts.
const startLanguage = initialLanguage();
setDateLanguage(startLanguage);
// Dates are written in the app's language: set before the screens render again.
i18n.on('languageChanged', (language) => setDateLanguage(currentLanguage(language)));
if (typeof document !== 'undefined') document.documentElement.lang = startLanguage;

void i18n.use(initReactI18next).init({
  resources,
  lng: startLanguage,
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

export default i18n;
