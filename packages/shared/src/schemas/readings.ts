import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { timestampSchema } from '../timestamp.js';
import { meterReading } from './amounts.js';
import { requiredString } from './fields.js';

/** POST /api/water/new-reading. The server finds the tenant by meter number. */
export const readingBodySchema = z.object({
  meternumber: requiredString(m.readingMeterRequired).max(40),
  meterreading: meterReading,
  /** A new meter starts again from a lower number; only then may a reading go down. */
  meterreplacement: z.boolean().optional().default(false),
});
export type ReadingBody = z.input<typeof readingBodySchema>;

export const readingSchema = z.object({
  readingid: z.string(),
  readingdata: z.object({
    readingdate: timestampSchema,
    tenantname: z.string(),
    meterreading: z.number(),
    waterusage: z.number(),
    currentcost: z.number(),
  }),
  tenantid: z.string(),
  rentalid: z.string(),
  meternumber: z.string(),
  previousreading: z.number(),
  meterreplacement: z.boolean(),
});
export type Reading = z.infer<typeof readingSchema>;

export const readingResponseSchema = z.object({ reading: readingSchema });
export const readingListResponseSchema = z.object({ readings: z.array(readingSchema) });
