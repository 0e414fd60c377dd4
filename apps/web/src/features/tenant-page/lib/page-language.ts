import { languages, type Language } from '@rental/shared/enums';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, rememberLanguage } from '../../../lib/language';

/** Set when the visitor picked a language on a tenant's page: it wins over the tenant's. */
const chosenKey = 'tenant-page-language';

function chosenOnPage(): Language | undefined {
  try {
    const value = window.localStorage.getItem(chosenKey);
    return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
  } catch {
    return undefined; // storage blocked: the tenant's language decides
  }
}

/**
 * The page speaks the tenant's language (their setting, from the API) unless the visitor
 * switched on this page. Following the tenant changes this tab only: a landlord opening the
 * page keeps their own language for the app. Returns the switch's handler.
 */
export function usePageLanguage(tenantLanguage: Language | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!tenantLanguage) return;
    const language = chosenOnPage() ?? tenantLanguage;
    document.documentElement.lang = language;
    if (currentLanguage(i18n.language) !== language) void i18n.changeLanguage(language);
  }, [tenantLanguage, i18n]);

  return (language: Language) => {
    try {
      window.localStorage.setItem(chosenKey, language);
    } catch {
      // storage blocked: the choice lasts for this visit
    }
    rememberLanguage(language);
    void i18n.changeLanguage(language);
  };
}
