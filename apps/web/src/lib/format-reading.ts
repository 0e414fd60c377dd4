const numberFormat = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

/** A meter reading or usage as people read it: 1,234.5 (its day: formatDay). */
export function formatUnits(value: number): string {
  return numberFormat.format(value);
}
