import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import type { TranslateFunction } from '../../../lib/translate-message';

/**
 * The text of a refusal no field of the form shows (locked, too many attempts, offline), for
 * the dialog's own alert; undefined when there is none or a field already says it.
 */
export function refusalText(
  error: unknown,
  fields: readonly string[],
  t: TranslateFunction,
): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && fields.some((field) => error.fields[field])) return undefined;
  return describeError(error, t);
}
