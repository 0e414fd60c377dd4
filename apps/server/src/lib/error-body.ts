import type { ApiErrorBody, ApiErrorCode } from '@rental/shared/api-error';
import type { Language } from '@rental/shared/enums';
import {
  messageKeyOf,
  messageText,
  type MessageKey,
  type MessageParams,
} from '@rental/shared/message-catalogue';
import { paramsOf, type ErrorText } from './app-error.js';

/**
 * An error's text in `language`, with its key. A message by key is worded from the catalogue
 * (several are joined as sentences, keyed by the first); an English text that is a catalogue
 * entry is found by its words; any other text is answered as it is (English), without a key.
 */
export function localize(text: ErrorText, language: Language): { message: string; key?: string } {
  if (Array.isArray(text)) {
    const sentences = text.map((ref) => messageText(language, ref.key, ref.params));
    return { message: sentences.join(' '), key: text[0]?.key };
  }
  if (typeof text !== 'string') {
    return { message: messageText(language, text.key, text.params), key: text.key };
  }
  const key: MessageKey | undefined = messageKeyOf(text);
  if (!key) return { message: text };
  return { message: language === 'en' ? text : messageText(language, key), key };
}

/**
 * The one JSON error shape, in the requester's language: `message` and every `fields` value
 * translated, `key` naming the message for clients that word it themselves, `params` the
 * values it names. The only place an error is put into words for the client.
 */
export function errorBody(
  code: ApiErrorCode,
  text: ErrorText,
  language: Language,
  fields?: Record<string, ErrorText>,
  /** The values the message names; a message by key gives its own by default. */
  params?: MessageParams,
): ApiErrorBody {
  const { message, key } = localize(text, language);
  const values = params ?? paramsOf(text);
  const localizedFields =
    fields &&
    Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [field, localize(value, language).message]),
    );
  return {
    error: {
      code,
      message,
      ...(key && { key }),
      ...(localizedFields && { fields: localizedFields }),
      ...(values && { params: values }),
    },
  };
}
