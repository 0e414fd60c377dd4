import type { ReceiptContentType } from '@rental/shared/schemas/expenses';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * An uploaded file's type from its first bytes (its magic number): a JPEG, PNG or WebP picture
 * or a PDF; null for anything else. The type a client declares is not trusted: the file is
 * served back with the type found here. Expense receipts and documents use it alike.
 */
export function sniffFileType(bytes: Buffer): ReceiptContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** The extension a file of that type is downloaded with. */
export function fileExtension(contentType: ReceiptContentType): string {
  const extension = contentType === 'application/pdf' ? 'pdf' : contentType.split('/')[1]!;
  return extension === 'jpeg' ? 'jpg' : extension;
}
