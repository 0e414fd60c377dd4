import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A push's own callback token: 256 random bits in hex (hex holds no word M-PESA refuses in a
 * CallBackURL). Only its hash is stored; M-PESA alone gets the token, in the URL.
 */
export function newCallbackToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashCallbackToken(token) };
}

export function hashCallbackToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The old server-wide secret, compared in constant time. */
export function isLegacySecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function callbackUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/stk/callback/${token}`;
}
