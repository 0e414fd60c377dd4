import { z } from 'zod';

/** The spec's wire form of an instant (../timestamp.ts): seconds and nanoseconds. */
export const timestampSchema = z.object({ seconds: z.number(), nanoseconds: z.number() });
