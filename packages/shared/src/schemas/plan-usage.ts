import { z } from 'zod';

const limit = z.number().nullable();

/** GET /api/plan/usage: the plan whose limits apply now and what the organization uses. */
export const planUsageResponseSchema = z.object({
  plan: z.object({
    id: z.enum(['individual', 'standard', 'enterprise']),
    name: z.string(),
    /** null means customized (Enterprise). */
    limits: z.object({
      users: limit,
      rentals: limit,
      tenants: limit,
      invoicesPerMonth: limit,
    }),
  }),
  /** True while no plan has been chosen: the free trial runs on the Individual plan's limits. */
  onTrial: z.boolean(),
  /** ISO instant the free trial ends (sign-up plus one month). */
  trialEndsAt: z.string(),
  /** What is used of each limit; invoicesPerMonth counts the invoices billed this month. */
  usage: z.object({
    rentals: z.number(),
    tenants: z.number(),
    users: z.number(),
    invoicesPerMonth: z.number(),
  }),
});
export type PlanUsage = z.infer<typeof planUsageResponseSchema>;
