import type { Rental } from '@rental/shared/schemas/rentals';

/** Rentals whose name contains `term`, ignoring case and surrounding spaces (spec §2). */
export function filterRentals(rentals: readonly Rental[], term: string): readonly Rental[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return rentals;
  return rentals.filter((rental) =>
    rental.rentaldata.rentalname.toLocaleLowerCase().includes(needle),
  );
}
