import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A UUID-shaped id that sorts, as text, in the order this process made them: 12 hex digits of
 * milliseconds, 6 of a counter within the millisecond, 14 random. Lists ordered by
 * (instant, id) then keep entries written in one millisecond (one request) in their order.
 */
export function orderedId(now: Date): string {
  const ms = Math.max(now.getTime(), lastMs);
  counter = ms === lastMs ? counter + 1 : 0;
  lastMs = ms;
  const hex =
    ms.toString(16).padStart(12, '0') +
    counter.toString(16).padStart(6, '0') +
    randomBytes(7).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
