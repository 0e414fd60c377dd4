import { z } from 'zod';

/**
 * Why a tenant was not billed on a run, and why an invoice's SMS was held: stable codes the
 * web app words in the user's language; `summary` is the English line for API clients.
 */
export const runSkipReasons = [
  'no_water_reading',
  'nothing_owed',
  'nothing_to_bill',
  'plan_limit',
] as const;
export const runHoldReasons = ['paybill_not_set'] as const;

export const scheduleRunSchema = z.object({
  billingdate: z.string(),
  /** ISO instant of the run. */
  ranat: z.string(),
  billed: z.number(),
  skipped: z.array(z.object({ reason: z.enum(runSkipReasons), count: z.number() })),
  held: z.array(z.object({ reason: z.enum(runHoldReasons), count: z.number() })),
  /** "billed 12; skipped 2: no water reading; held 3: paybill not set". */
  summary: z.string(),
});
export type ScheduleRun = z.infer<typeof scheduleRunSchema>;

export const scheduleRunListResponseSchema = z.object({ runs: z.array(scheduleRunSchema) });

export const scheduleRunQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
