import type { Collections } from '@rental/shared/schemas/reports';

export type CollectionMonth = Collections['months'][number];
export type CollectionFigures = Collections['totals'];

/**
 * A month's rental with anything invoiced, collected or kept from deposits: a row of the table
 * and the exports.
 */
export interface CollectionRow extends CollectionFigures {
  month: string;
  rentalid: string;
  rentalname: string;
}

const moved = (figures: CollectionFigures) =>
  figures.invoiced !== 0 || figures.collected !== 0 || figures.keptfromdeposits !== 0;

/**
 * Each month's rentals that had money billed or received: with several rentals the months
 * break down by rental, and a rental with nothing that month would only add a row of zeros.
 */
export function rentalsWithMoney(month: CollectionMonth) {
  return month.rentals.filter(moved);
}

/**
 * The rows of the exports: a row per month and rental with money in it when the report covers
 * several rentals; a row per month (every month, even an empty one) when it covers one.
 */
export function collectionRows(report: Collections): CollectionRow[] {
  const several = coversSeveralRentals(report);
  return report.months.flatMap((month) =>
    several
      ? rentalsWithMoney(month).map((rental) => ({ ...rental, month: month.month }))
      : [
          {
            month: month.month,
            rentalid: month.rentals[0]?.rentalid ?? '',
            rentalname: month.rentals[0]?.rentalname ?? '',
            invoiced: month.invoiced,
            collected: month.collected,
            rate: month.rate,
            keptfromdeposits: month.keptfromdeposits,
          },
        ],
  );
}

/** The report covers more than one rental: its months break down by rental. */
export function coversSeveralRentals(report: Collections): boolean {
  return report.months.some((month) => month.rentals.length > 1);
}
