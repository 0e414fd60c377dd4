import { receiptMaxBytes } from '@rental/shared/schemas/expenses';

/** The pictures the server takes as a repair's photos (found there from the bytes). */
export const repairPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a photo is refused before it is sent (the server checks the same, and decides). */
export function repairPhotoProblem(file: File): 'tooBig' | 'type' | null {
  if (!(repairPhotoTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > receiptMaxBytes) return 'tooBig';
  return null;
}

/** The photo as the route takes it: a base64 data: URL. */
export function photoDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });
}
