import { rentalsListKey } from '../../../lib/rentals';

/**
 * Cache keys of the rentals and room types. The prefixes ('rentals', 'rooms') are the ones
 * every feature uses, so invalidating a prefix refreshes the lists on every screen.
 */
export const rentalKeys = {
  all: ['rentals'] as const,
  list: () => rentalsListKey,
  detail: (id: string) => ['rentals', 'detail', id] as const,
};

export const roomKeys = {
  all: ['rooms'] as const,
  /** Room types of one rental, or of every rental when `rentalId` is undefined. */
  list: (rentalId?: string) => ['rooms', 'list', rentalId ?? 'all'] as const,
};
