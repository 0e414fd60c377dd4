/**
 * The form in which house and meter numbers are compared: trimmed, spaces and hyphens
 * dropped, case ignored. M-PESA account numbers (BillRefNumber) are matched to house numbers
 * the same way, so ' a-1 ' and 'A1' are one house and can never both exist in a rental.
 */
export function accountRefKey(value: string): string {
  return value
    .trim()
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}
