import { repairMessages } from '@rental/shared/schemas/repairs';
import { AppError, fieldError } from '../../lib/app-error.js';
import { checkReceipt } from '../expenses/index.js';

export interface CheckedPhoto {
  bytes: Buffer;
  contentType: string;
}

/**
 * The photos of a report, checked as expense receipts are (the type by the bytes, 5 MB each),
 * pictures only. base64, or a data: URL.
 */
export function checkPhotos(photos: readonly string[] | undefined): CheckedPhoto[] {
  return (photos ?? []).map((photo) => {
    const base64 = photo.replace(/^data:[^;,]*;base64,/, '');
    const bytes = Buffer.from(base64, 'base64');
    let checked: { bytes: Buffer; contentType: string };
    try {
      checked = checkReceipt(bytes);
    } catch (error) {
      if (error instanceof AppError && error.code === 'payload_too_large') throw error;
      throw fieldError('photos', repairMessages.photoType);
    }
    if (!checked.contentType.startsWith('image/')) {
      throw fieldError('photos', repairMessages.photoType);
    }
    return checked;
  });
}
