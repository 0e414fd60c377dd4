import type { SmsMessage } from '@rental/shared/schemas/sms';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why a message failed, in the reader's language: the server's failure code and its params
 * (`messages:failure.<code>`), never the English text it stores. Null when it did not fail.
 */
export function failureText(t: Translate, message: Pick<SmsMessage, 'failure'>): string | null {
  const failure = message.failure;
  if (!failure) return null;
  return t(`messages:failure.${failure.code}`, failure.params).trim();
}
