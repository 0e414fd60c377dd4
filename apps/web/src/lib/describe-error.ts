import { ApiError } from './api-client';
import { codedErrorText } from './coded-error-text';
import { translateMessage, type TranslateFunction } from './translate-message';

const clientCodes = new Set(['network', 'timeout', 'unexpected_response']);

/** The message a user sees for a failed call: the server's own words when it gave some. */
export function describeError(error: unknown, t: TranslateFunction): string {
  if (error instanceof ApiError) {
    if (clientCodes.has(error.code)) {
      return t(`common:errors.${error.code}`, { status: error.status });
    }
    return codedErrorText(error, t) ?? translateMessage(error.message, t);
  }
  return t('common:errors.unexpected');
}
