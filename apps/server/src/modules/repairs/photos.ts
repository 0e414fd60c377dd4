import { repairMessages } from '@rental/shared/schemas/repairs';
import { AppError, fieldError } from '../../lib/app-error.js';
import { checkReceipt } from '../expenses/index.js';

export interface CheckedPhoto {
  bytes: Buffer;
  contentType: string;
}

/** 413, in the photo's words, under the field that carried it. */
export const photoTooLarge = (field: string) =>
  new AppError('payload_too_large', repairMessages.photoTooLarge, {
    [field]: repairMessages.photoTooLarge,
  });

/**
 * One photo of a repair, checked as an expense receipt is (the type by the bytes, at most
 * 5 MB, none empty), pictures only; refusals name `field`, the request's name for it.
 */
export function checkPhoto(bytes: Buffer, field: string): CheckedPhoto {
  let checked: CheckedPhoto;
  try {
    checked = checkReceipt(bytes);
  } catch (error) {
    if (error instanceof AppError && error.code === 'payload_too_large') throw photoTooLarge(field);
    throw fieldError(field, repairMessages.photoType);
  }
  if (!checked.contentType.startsWith('image/')) throw fieldError(field, repairMessages.photoType);
  return checked;
}

/** The photos of a tenant's report: base64, or a data: URL, each checked by checkPhoto. */
export function checkPhotos(photos: readonly string[] | undefined): CheckedPhoto[] {
  return (photos ?? []).map((photo) => {
    const base64 = photo.replace(/^data:[^;,]*;base64,/, '');
    return checkPhoto(Buffer.from(base64, 'base64'), 'photos');
  });
}
