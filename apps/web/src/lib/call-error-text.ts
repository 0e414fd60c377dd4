import { ApiError } from './api-client';
import type { TranslateFunction } from './validation-text';

/** Codes the client gives a call that got no usable answer (api-client.ts). */
const clientCodes = new Set(['network', 'timeout', 'unexpected_response']);

/**
 * The message a user sees for a failed call: the client's own words (namespace `common`) when
 * no answer came, otherwise `serverText` of the server's answer.
 */
export function callErrorText(
  error: unknown,
  t: TranslateFunction,
  serverText: (error: ApiError) => string,
): string {
  if (error instanceof ApiError) {
    if (clientCodes.has(error.code)) {
      return t(`common:errors.${error.code}`, { status: error.status });
    }
    return serverText(error);
  }
  return t('common:errors.unexpected');
}
