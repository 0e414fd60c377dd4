import { callErrorText } from './call-error-text';
import { codedErrorText } from './coded-error-text';
import { translateMessage, type TranslateFunction } from './translate-message';

/** The message a user sees for a failed call: the server's own words when it gave some. */
export function describeError(error: unknown, t: TranslateFunction): string {
  return callErrorText(
    error,
    t,
    (failure) => codedErrorText(failure, t) ?? translateMessage(failure.message, t),
  );
}
