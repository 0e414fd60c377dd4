import { msg } from '@rental/shared/message-catalogue';
import { AppError } from '../../lib/app-error.js';

/** Where a page of "newest first" transactions ends: the last row's instant and id. */
export interface PageCursor {
  paidAt: string;
  id: string;
}

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Opaque to clients: they pass back what the previous page returned. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.paidAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): PageCursor {
  const [paidAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!paidAt || !id || rest.length > 0 || !instantPattern.test(paidAt) || id.length > 64) {
    const message = msg('error.pageLinkInvalid');
    throw new AppError('validation', message, { before: message });
  }
  return { paidAt, id };
}
