import { messageKeyOf, messageText } from '@rental/shared/message-catalogue';
import i18next from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './language';
import { validationText, type TranslateFunction } from './validation-text';

export type { TranslateFunction } from './validation-text';

/**
 * The shared schemas and the server speak English messages from `validationMessages` and the
 * other shared catalogues (tenancy, charges...: message-catalogue.ts); show them in the user's
 * language by their key, and any other text as it is.
 */
export function translateMessage(message: string, t: TranslateFunction): string {
  const validation = validationText(message, t);
  if (validation) return validation;
  const shared = messageKeyOf(message);
  return shared ? messageText(currentLanguage(i18next.language), shared) : message;
}

/** translateMessage bound to the current language; undefined in, undefined out. */
export function useTranslateMessage() {
  const { t } = useTranslation('validation');
  return useCallback(
    (message: string | undefined) => (message ? translateMessage(message, t) : undefined),
    [t],
  );
}
