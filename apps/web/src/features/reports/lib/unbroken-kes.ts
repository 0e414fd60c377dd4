import { formatKes } from '@rental/shared/money';

/**
 * An amount inside a sentence on a narrow card ("Deposit KES 8,000 · Balance KES 2,000"):
 * formatted as everywhere, with a no-break space so a line never ends between "KES" and
 * its figure.
 */
export function unbrokenKes(kes: number): string {
  return formatKes(kes).replace(' ', '\u00a0');
}
