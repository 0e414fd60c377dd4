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
  /** The due date (YYYY-MM-DD) of the oldest unpaid charge. */
  oldestdue: z.string(),
});
export type ArrearsTenant = z.infer<typeof arrearsTenantSchema>;

/** GET /api/reports/arrears: tenants who owe, most owed first; totals equal Total Debts Owed. */
export const arrearsReportSchema = z.object({
  tenants: z.array(arrearsTenantSchema),
  totals: agingSchema.extend({ balance: z.number() }),
});
export type ArrearsReport = z.infer<typeof arrearsReportSchema>;

export const arrearsQuerySchema = z.object({
  rentalid: z.string().trim().max(64).optional(),
});
