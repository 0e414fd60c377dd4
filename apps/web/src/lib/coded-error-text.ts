import { formatKes } from '@rental/shared/money';
import type { ApiError } from './api-client';
import { formatCalendarDate } from './format-date';
import type { TranslateFunction } from './translate-message';

/**
 * The words for an error the client says itself from its code and params (docs/architecture.md
 * §8), in the user's language with the app's money and date formats; undefined for the rest,
 * which show the server's message.
 */
export function codedErrorText(error: ApiError, t: TranslateFunction): string | undefined {
  if (error.code !== 'receipt_recorded') return undefined;
  const { holder, amount, date, ...names } = error.params;
  if (holder !== 'payment' && holder !== 'unallocated') {
    return t('common:errors.receipt_recorded', names);
  }
  return t(`common:errors.receipt_recorded_${holder}`, {
    ...names,
    amount: formatKes(Number(amount)),
    date: formatCalendarDate(String(date)),
  });
}
