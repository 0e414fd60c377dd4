import { formatKes } from '@rental/shared/money';
import type { TranslateFunction } from '../../../lib/translate-message';

/** What a balance means, in words: owed, paid ahead (never "-KES 500"), or nothing owed. */
export function balanceWords(balance: number, t: TranslateFunction): string {
  if (balance > 0) return t('balance.owing');
  if (balance < 0) return t('balance.ahead', { amount: formatKes(-balance) });
  return t('balance.cleared');
}

/** After a payment: what is left to pay, or that nothing is (or that it is paid ahead). */
export function balanceAfterPayment(balance: number, t: TranslateFunction): string {
  return balance > 0
    ? t('pay.balanceNow', { balance: formatKes(balance) })
    : balanceWords(balance, t);
}
