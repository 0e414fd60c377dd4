import { languages } from '@rental/shared/enums';
import { useTranslation } from 'react-i18next';
import { chooseLanguageSignedOut, currentLanguage, languageNames } from '../../lib/language';
import { useHydrated } from '../../lib/use-hydrated';
import { PathIcon } from '../path-icon';

// Material icons' Translate.
const translatePath =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';

/**
 * The language switch of a page without MUI and signed out (sign-in), drawn like the app's
 * menu button (language-menu.tsx): Material's translate icon and the language in use; a native
 * select, which opens the phone's own picker. Each name is written in its own language.
 * `className` styles it from the page's CSS. On a page rendered at build time it is disabled
 * until the page's script has run: a choice made before would be lost.
 */
export function LanguageSelect({ className }: { className: string }) {
  const { t, i18n } = useTranslation('language');
  const hydrated = useHydrated();
  return (
    <div className={className}>
      <PathIcon path={translatePath} size={20} />
      <select
        aria-label={t('label')}
        disabled={!hydrated}
        value={currentLanguage(i18n.language)}
        onChange={(event) =>
          chooseLanguageSignedOut(i18n, currentLanguage(event.currentTarget.value))
        }
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
