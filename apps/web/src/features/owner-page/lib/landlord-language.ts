import type { Language } from '@rental/shared/enums';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language';

/**
 * The page opens in the landlord's language (their agent sets it on the landlord form; the
 * server answers it as the page's `language`). Only this tab turns: nothing is remembered, so
 * an agent opening the link keeps their own language for the app. Applied once per link: a
 * visitor who then switches with the language menu reads the page in theirs.
 */
export function useLandlordLanguage(token: string, landlordLanguage: Language | undefined) {
  const { i18n } = useTranslation();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!landlordLanguage || applied.current === token) return;
    applied.current = token;
    document.documentElement.lang = landlordLanguage;
    if (currentLanguage(i18n.language) !== landlordLanguage) {
      void i18n.changeLanguage(landlordLanguage);
    }
  }, [token, landlordLanguage, i18n]);
}
