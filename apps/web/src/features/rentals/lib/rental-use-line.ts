import type { Rental } from '@rental/shared/schemas/rentals';
import type { TFunction } from 'i18next';

/** "Residential · LR or plot 209/1234" (the use alone while no LR number is saved). */
export function rentalUseLine(
  { rentaluse, lrnumber }: Rental['rentaldata'],
  t: TFunction<'rentals'>,
): string {
  const use = t(`uses.${rentaluse}`);
  return lrnumber ? t('details.withLrnumber', { use, lrnumber }) : use;
}
