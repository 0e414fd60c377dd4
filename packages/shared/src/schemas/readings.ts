import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { timestampSchema } from './timestamp.js';
import { meterReading } from './amounts.js';
import { calendarDate } from './dates.js';
import { requiredString } from './fields.js';

/** POST /api/water/new-reading. The server finds the tenant by meter number. */
export const readingBodySchema = z.object({
  meternumber: requiredString(m.readingMeterRequired).max(40),
  meterreading: meterReading,
  /** A new meter starts again from a lower number; only then may a reading go down. */
  meterreplacement: z.boolean().optional().default(false),
});
export type ReadingBody = z.input<typeof readingBodySchema>;

/** PUT /api/water/readings/{id}: a reading not yet billed, corrected. */
export const readingEditBodySchema = z.object({
  meterreading: meterReading,
  meterreplacement: z.boolean().optional().default(false),
});
export type ReadingEditBody = z.input<typeof readingEditBodySchema>;

/** The most meters one building's grid saves at once. */
export const maxBatchReadings = 2000;

/**
 * POST /api/water/new-readings: a building's readings taken on one day, saved all or none.
 * Rows left blank in the grid are simply not sent.
 */
export const readingBatchBodySchema = z.object({
  rentalid: requiredString(m.rentalRequired).max(64),
  readingdate: calendarDate(m.dateInvalid),
  readings: z
    .array(
      z.object({
        meternumber: requiredString(m.readingMeterRequired).max(40),
        meterreading: meterReading,
        meterreplacement: z.boolean().optional().default(false),
      }),
      { error: m.readingsRequired },
    )
    .min(1, m.readingsRequired)
    .max(maxBatchReadings),
});
export type ReadingBatchBody = z.input<typeof readingBatchBodySchema>;

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
  housenumber: z.string(),
  previousreading: z.number(),
  meterreplacement: z.boolean(),
  /** The tenant's starting reading (opening, or their first): it bills nothing. */
  baseline: z.boolean(),
  /** Billed readings are fixed; a mistake in one is corrected with a credit note. */
  billed: z.boolean(),
});
export type Reading = z.infer<typeof readingSchema>;

export const readingResponseSchema = z.object({ reading: readingSchema });
export const readingListResponseSchema = z.object({ readings: z.array(readingSchema) });

export const readingBatchResponseSchema = z.object({ readings: z.array(readingSchema) });

/** One meter of a rental's readings grid: its tenant and last reading. */
export const meterSchema = z.object({
  tenantid: z.string(),
  tenantname: z.string(),
  housenumber: z.string(),
  meternumber: z.string(),
  /** KES per unit, from the tenant's room type. */
  unitrate: z.number(),
  /** The last reading and when it was taken; null before the first. */
  previousreading: z.number().nullable(),
  previousdate: timestampSchema.nullable(),
});
export type Meter = z.infer<typeof meterSchema>;
export const meterListResponseSchema = z.object({ meters: z.array(meterSchema) });
export const meterListQuerySchema = z.object({
  rentalid: requiredString(m.rentalRequired).max(64),
});
