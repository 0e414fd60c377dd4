const percentFormat = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 1 });

/** A rate the API gives as a percent with one decimal: 12.5 is "12.5%", 80 is "80%". */
export function formatPercent(percent: number): string {
  return `${percentFormat.format(percent)}%`;
}
