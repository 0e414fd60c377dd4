import { z } from 'zod';

/** The spec's wire form of an instant: seconds and nanoseconds since the Unix epoch. */
export const timestampSchema = z.object({ seconds: z.number(), nanoseconds: z.number() });
export type Timestamp = z.infer<typeof timestampSchema>;

export function toTimestamp(instant: Date | string): Timestamp {
  const ms = new Date(instant).getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanoseconds: (ms - seconds * 1000) * 1_000_000 };
}

export function fromTimestamp({ seconds, nanoseconds }: Timestamp): Date {
  return new Date(seconds * 1000 + Math.floor(nanoseconds / 1_000_000));
}
