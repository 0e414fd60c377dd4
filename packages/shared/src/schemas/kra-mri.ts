import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { calendarDate } from './dates.js';
import { requiredString } from './fields.js';

/** A calendar month YYYY-MM (01–12). */
export const calendarMonth = z
  .string({ error: m.monthInvalid })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.monthInvalid);

/** GET /api/reports/kra-mri?month=YYYY-MM */
/** An agent's landlord: the return of that landlord's rentals, under their KRA PIN. */
const landlordFilter = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((id) => id || undefined);

export const kraMriQuerySchema = z.object({ month: calendarMonth, landlordid: landlordFilter });

const propertySchema = z.object({
  rentalid: z.string(),
  rentalname: z.string(),
  lrnumber: z.string().nullable(),
  /** Rent received in the month for this property (with deposit kept for unpaid rent), KES. */
  grossrent: z.number(),
});

/**
 * KRA's Monthly Rental Income return for a month: the residential rent received (payments
 * dated in the month, the part that paid rent or was paid ahead), the tax at the month's rate
 * and its due date, and what was received but is not rent (listed so the report can say so).
 */
export const kraMriReportSchema = z.object({
  month: z.string(),
  /** The agent's landlord the return is for (their KRA PIN); null: the organization's own. */
  landlord: z
    .object({ landlordid: z.string(), name: z.string(), krapin: z.string().nullable() })
    .nullable(),
  /** Percent, as KRA states it: 7.5 from January 2024, 10 before. */
  rate: z.number(),
  duedate: z.string(),
  /** Nothing was received: a NIL return is still due. */
  nil: z.boolean(),
  properties: z.array(propertySchema),
  totalgross: z.number(),
  tax: z.number(),
  /** Residential rent received from 1 January to the end of the month, KES. */
  yeartodate: z.number(),
  band: z.object({ min: z.number(), max: z.number(), inside: z.boolean() }),
  filing: z.object({ prn: z.string(), paidon: z.string() }).nullable(),
  /** Commercial rentals: their rent is not under MRI. */
  commercial: z.array(propertySchema),
  /** Received in the month for residential rentals but not rent: left out of the return. */
  excluded: z.object({
    water: z.number(),
    servicecharge: z.number(),
    other: z.number(),
    deposits: z.number(),
    /** Deposit money kept at move-out for anything but unpaid rent (water, damage...). */
    keptfromdeposits: z.number(),
  }),
});
export type KraMriReport = z.infer<typeof kraMriReportSchema>;

/** PUT /api/reports/kra-mri/filing: the month's return is filed and its tax paid. */
export const kraMriFilingBodySchema = z.object({
  month: calendarMonth,
  landlordid: landlordFilter,
  prn: requiredString(m.prnRequired)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => /^[A-Z0-9]{6,30}$/.test(value), m.prnFormat),
  paidon: calendarDate(m.paidonRequired),
});
export type KraMriFilingBody = z.input<typeof kraMriFilingBodySchema>;
export type KraMriFiling = z.output<typeof kraMriFilingBodySchema>;

export const kraMriFilingResponseSchema = z.object({
  filing: z.object({ month: z.string(), prn: z.string(), paidon: z.string() }),
});
