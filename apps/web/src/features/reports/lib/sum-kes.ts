import { centsToKes, kesToCents } from '@rental/shared/money';

/** The sum of `rows`' amounts, added in cents so it is exact (0.1 + 0.2 is 0.3). */
export function sumKes<T>(rows: readonly T[], amount: (row: T) => number): number {
  return centsToKes(rows.reduce((sum, row) => sum + kesToCents(amount(row)), 0));
}
