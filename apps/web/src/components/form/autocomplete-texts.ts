import { useTranslation } from 'react-i18next';

/**
 * The words MUI's Autocomplete shows on its own (the open, close and clear buttons' names, its
 * loading and empty list) in the app's language: left out, they read "Open" and "No options"
 * on a Kiswahili screen too. Spread onto every Autocomplete; a list may still name its own
 * empty text after it.
 */
export function useAutocompleteTexts() {
  const { t } = useTranslation('common');
  return {
    openText: t('autocomplete.open'),
    closeText: t('autocomplete.close'),
    clearText: t('autocomplete.clear'),
    loadingText: t('loading'),
    noOptionsText: t('autocomplete.noOptions'),
  };
}
