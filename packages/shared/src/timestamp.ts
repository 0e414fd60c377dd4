/**
 * The spec's wire form of an instant: seconds and nanoseconds since the Unix epoch (its schema:
 * schemas/timestamp.ts, apart so that reading one does not load zod).
 */
export interface Timestamp {
  seconds: number;
  nanoseconds: number;
}

export function toTimestamp(instant: Date | string): Timestamp {
  const ms = new Date(instant).getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanoseconds: (ms - seconds * 1000) * 1_000_000 };
}

export function fromTimestamp({ seconds, nanoseconds }: Timestamp): Date {
  return new Date(seconds * 1000 + Math.floor(nanoseconds / 1_000_000));
}
