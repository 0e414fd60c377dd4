import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The one-time codes sent by SMS (team invitations, member PIN resets, Forgot PIN): six random
 * digits, stored only as sha256 of the record's id and the code. The id salts the hash, so
 * one table of precomputed hashes cannot cover every code row.
 */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function oneTimeCodeHash(recordId: string, code: string): string {
  return createHash('sha256').update(`${recordId}:${code}`).digest('hex');
}

/** Compares a typed code with the stored hash in constant time. */
export function codeMatches(recordId: string, code: string, storedHash: string): boolean {
  const left = Buffer.from(storedHash, 'hex');
  const right = Buffer.from(oneTimeCodeHash(recordId, code), 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
