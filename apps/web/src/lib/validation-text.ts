import { validationMessages } from '@rental/shared/messages';

export type TranslateFunction = (key: string, options?: Record<string, unknown>) => string;

/** English message text -> its key in the shared catalogue (namespace `validation`). */
const keyByMessage = new Map<string, string>(
  Object.entries(validationMessages).map(([key, message]) => [message, key]),
);

/**
 * A message of the shared form rules (validationMessages: what the shared zod schemas say) in
 * the user's language, by its key; undefined for any other text.
 */
export function validationText(message: string, t: TranslateFunction): string | undefined {
  const key = keyByMessage.get(message);
  return key ? t(`validation:${key}`) : undefined;
}
