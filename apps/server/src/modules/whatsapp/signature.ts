import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `header` is Meta's X-Hub-Signature-256 of `rawBody` under the app secret:
 * `sha256=<hex HMAC-SHA256 of the exact bytes received>` (docs/reference/whatsapp-cloud-api.md).
 * Compared in constant time, so the answer's timing says nothing about how much was right.
 */
export function hubSignatureMatches(rawBody: string, header: string, appSecret: string): boolean {
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`,
  );
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Two texts equal, compared in constant time (the handshake's verify token). */
export function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
