// Created once: building an Intl formatter is costly and the page formats several amounts.
const kesFormatter = new Intl.NumberFormat('en-KE', {
  style: 'currency',
  currency: 'KES',
  maximumFractionDigits: 0,
});

export function formatKes(amount: number): string {
  return kesFormatter.format(amount);
}
