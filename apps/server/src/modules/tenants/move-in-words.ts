import { countOf } from '@rental/shared/plural';

/** How the prorated move-in rent charge reads; the invoice run recognises it by these words. */
export const moveInRentWords = 'from move-in';

/** "Rent for 14 days from move-in": the words of the prorated move-in rent charge. */
export function moveInRentDescription(days: number): string {
  return `Rent for ${countOf(days, 'day')} ${moveInRentWords}`;
}
