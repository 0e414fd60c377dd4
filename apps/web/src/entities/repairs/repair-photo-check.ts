import { receiptMaxBytes } from '@rental/shared/schemas/expenses';

/**
 * The pictures the server takes as a repair's photos (it finds the type from the bytes): the
 * tenant's page and the repairs board check a chosen photo with this before sending it.
 */
export const repairPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a photo is refused before it is sent (the server checks the same, and decides). */
export function repairPhotoProblem(file: File): 'tooBig' | 'type' | 'empty' | null {
  if (!(repairPhotoTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > receiptMaxBytes) return 'tooBig';
  return null;
}
