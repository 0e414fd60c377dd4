import { formatKes } from '@rental/shared/money';
import { formatBalance } from '../../../lib/format-balance';

/**
 * An amount inside a sentence on a narrow card ("Deposit KES 8,000 · Balance KES 2,000"):
 * formatted as everywhere, with a no-break space so a line never ends between "KES" and
 * its figure.
 */
export function unbrokenKes(kes: number): string {
  return formatKes(kes).replace(' ', '\u00a0');
}

/** A balance inside such a sentence: "Balance In credit KES 500", "KES" kept with its figure. */
export function unbrokenBalance(kes: number): string {
  return formatBalance(kes).replace('KES ', 'KES\u00a0');
}
