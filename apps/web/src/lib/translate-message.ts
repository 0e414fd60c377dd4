import { messageKeyOf, messageText } from '@rental/shared/message-catalogue';
import { validationMessages } from '@rental/shared/messages';
import i18next from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './language';

/** English message text -> its key in the shared catalogue (namespace `validation`). */
const keyByMessage = new Map<string, string>(
  Object.entries(validationMessages).map(([key, message]) => [message, key]),
);

export type TranslateFunction = (key: string, options?: Record<string, unknown>) => string;

/**
 * The shared schemas and the server speak English messages from `validationMessages` and the
 * other shared catalogues (tenancy, charges...: message-catalogue.ts); show them in the user's
 * language by their key, and any other text as it is.
 */
export function translateMessage(message: string, t: TranslateFunction): string {
  const key = keyByMessage.get(message);
  if (key) return t(`validation:${key}`);
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
