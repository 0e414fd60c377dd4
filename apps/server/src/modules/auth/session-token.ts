import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token; the client keeps it, we keep only its hash. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 suffices (no salt or slow hash): the token is random, not a guessable secret. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
