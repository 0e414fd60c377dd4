import { validationMessages as m } from '@rental/shared/messages';
import { receiptMaxBytes, type ReceiptContentType } from '@rental/shared/schemas/expenses';
import { AppError } from '../../lib/app-error.js';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The receipt's type from its first bytes (its magic number); null for anything else. The
 * type a client declares is not trusted: the file is served back with the type found here.
 */
export function sniffReceiptType(bytes: Buffer): ReceiptContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

export const receiptTooLarge = () =>
  new AppError('payload_too_large', m.receiptTooLarge, { receipt: m.receiptTooLarge });

/** The receipt's bytes and type, or a 400 (not a picture or PDF) or 413 (over 5 MB). */
export function checkReceipt(body: unknown): { bytes: Buffer; contentType: ReceiptContentType } {
  const bytes = Buffer.isBuffer(body) ? body : null;
  if (bytes && bytes.length > receiptMaxBytes) throw receiptTooLarge();
  const contentType = bytes ? sniffReceiptType(bytes) : null;
  if (!bytes || !contentType) {
    throw new AppError('validation', m.receiptType, { receipt: m.receiptType });
  }
  return { bytes, contentType };
}

/** The file name a receipt is downloaded as. */
export function receiptFileName(date: string, contentType: ReceiptContentType): string {
  const extension = contentType === 'application/pdf' ? 'pdf' : contentType.split('/')[1];
  return `receipt-${date}.${extension === 'jpeg' ? 'jpg' : extension}`;
}
