import { languages } from '@rental/shared/enums';
import { useTranslation } from 'react-i18next';
import { chooseLanguageSignedOut, currentLanguage, languageNames } from '../../../lib/language';

/**
 * English or Kiswahili on the landing page, without MUI (the page's own CSS keeps its first
 * load light). Each name is written in its own language; the pressed one is in use.
 */
export function LanguageLinks() {
  const { t, i18n } = useTranslation('language');
  const current = currentLanguage(i18n.language);
  return (
    <div className="landing-language" role="group" aria-label={t('label')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => chooseLanguageSignedOut(i18n, language)}
        >
          {languageNames[language]}
        </button>
      ))}
    </div>
  );
}
