import type { LedgerEntry } from '@rental/shared/schemas/ledger';

/**
 * A statement's lines in the order the screen and the PDF show them: newest first, where
 * people look for the latest. The server lists them oldest first, the way the balance runs.
 */
export function newestFirst<T extends LedgerEntry>(entries: readonly T[]): T[] {
  return [...entries].reverse();
}
