import { z } from 'zod';

/** What a tenant owes, split by how long it has been past due (KES). */
export const agingSchema = z.object({
  current: z.number(),
  d1_30: z.number(),
  d31_60: z.number(),
  d61_90: z.number(),
  d90_plus: z.number(),
});
export type Aging = z.infer<typeof agingSchema>;

export const arrearsTenantSchema = z.object({
  tenantid: z.string(),
  name: z.string(),
  housenumber: z.string(),
  rentalid: z.string(),
  rentalname: z.string(),
  phonenumber: z.string(),
  /** KES owed in all: the sum of the buckets. */
  balance: z.number(),
  buckets: agingSchema,
  /** The due date (YYYY-MM-DD) of the oldest unpaid charge, which may be still to come. */
  oldestdue: z.string(),
  /** KES past its due date (due before today, Nairobi): every bucket but `current`. */
  overdue: z.number(),
  /** KES owed but not yet due (the `current` bucket). */
  notyetdue: z.number(),
  /** The due date (YYYY-MM-DD) of the oldest overdue charge; null when nothing is overdue. */
  overduesince: z.string().nullable(),
});
export type ArrearsTenant = z.infer<typeof arrearsTenantSchema>;

/** The report's totals: the balance (Total Debts Owed), its buckets, overdue and not yet due. */
export const arrearsTotalsSchema = agingSchema.extend({
  balance: z.number(),
  overdue: z.number(),
  notyetdue: z.number(),
});
export type ArrearsTotals = z.infer<typeof arrearsTotalsSchema>;

/**
 * GET /api/reports/arrears: every tenant who owes, most overdue first (then most owed);
 * totals equal Total Debts Owed.
 */
export const arrearsReportSchema = z.object({
  tenants: z.array(arrearsTenantSchema),
  totals: arrearsTotalsSchema,
});
export type ArrearsReport = z.infer<typeof arrearsReportSchema>;

export const arrearsQuerySchema = z.object({
  rentalid: z.string().trim().max(64).optional(),
});
