import { validationMessages as m } from '@rental/shared/messages';
import { receiptMaxBytes, type ReceiptContentType } from '@rental/shared/schemas/expenses';
import { AppError } from '../../lib/app-error.js';
import { fileExtension, sniffFileType } from '../../lib/file-type.js';

export const receiptTooLarge = () =>
  new AppError('payload_too_large', m.receiptTooLarge, { receipt: m.receiptTooLarge });

/** The receipt's bytes and type, or a 400 (not a picture or PDF) or 413 (over 5 MB). */
export function checkReceipt(body: unknown): { bytes: Buffer; contentType: ReceiptContentType } {
  const bytes = Buffer.isBuffer(body) ? body : null;
  if (bytes && bytes.length > receiptMaxBytes) throw receiptTooLarge();
  const contentType = bytes ? sniffFileType(bytes) : null;
  if (!bytes || !contentType) {
    throw new AppError('validation', m.receiptType, { receipt: m.receiptType });
  }
  return { bytes, contentType };
}

/** The file name a receipt is downloaded as. */
export function receiptFileName(date: string, contentType: ReceiptContentType): string {
  return `receipt-${date}.${fileExtension(contentType)}`;
}
