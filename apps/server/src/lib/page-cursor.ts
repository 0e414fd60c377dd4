import { msg } from '@rental/shared/message-catalogue';
import { AppError } from './app-error.js';

/**
 * Where a "newest first" page ends: the last row's sort key (an instant, or a calendar date
 * for lists ordered by day) and id, opaque to clients.
 */
export interface PageCursor {
  at: string;
  id: string;
}

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** The key of lists ordered by a calendar date (expenses). */
export const calendarDateKey = /^\d{4}-\d{2}-\d{2}$/;

export function encodePageCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a previous page returned; a 400 naming `field` for anything else. */
export function decodePageCursor(
  value: string,
  field: string,
  keyPattern: RegExp = instantPattern,
): PageCursor {
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!at || !id || rest.length > 0 || !keyPattern.test(at) || id.length > 64) {
    const message = msg('error.pageLinkInvalid');
    throw new AppError('validation', message, { [field]: message });
  }
  return { at, id };
}
