/**
 * Money is integer cents inside the product and KES (a number, up to 2 decimals) on the wire
 * and in forms, as the spec shows it (15000, 15000.5). Convert only at the edges, here.
 */
export function kesToCents(kes: number): number {
  return Math.round(kes * 100);
}

export function centsToKes(cents: number): number {
  return cents / 100;
}

const kesFormat = new Intl.NumberFormat('en-KE', { style: 'currency', currency: 'KES' });

/** "Ksh 15,000.00" as Kenyan users read it. */
export function formatKes(kes: number): string {
  return kesFormat.format(kes);
}
