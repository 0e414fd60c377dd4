import { z } from 'zod';
import { kesAmount } from './amounts.js';
import { lateFeeMessages } from '../schema-messages.js';

// Worded in ../schema-messages.ts (no zod there: the app shows them without the schemas).
export { lateFeeMessages };

export const lateFeeTypes = ['fixed', 'percent'] as const;
export const maxGraceDays = 60;

/** GET/PUT /api/rental/all-rentals/{id}/late-fee. */
export const lateFeeRuleSchema = z.object({
  enabled: z.boolean(),
  /** fixed: `amount` KES per overdue invoice; percent: `amount`% of what is unpaid of it. */
  type: z.enum(lateFeeTypes),
  amount: z.number(),
  gracedays: z.number(),
  /** Tell the tenant by SMS when a fee is charged. */
  sendsms: z.boolean(),
});
export type LateFeeRule = z.infer<typeof lateFeeRuleSchema>;

export const lateFeeRuleBodySchema = z
  .object({
    enabled: z.boolean(),
    type: z.enum(lateFeeTypes),
    amount: kesAmount(lateFeeMessages.amountRequired),
    gracedays: z.coerce
      .number({ error: lateFeeMessages.graceRange })
      .int(lateFeeMessages.graceRange)
      .min(0, lateFeeMessages.graceRange)
      .max(maxGraceDays, lateFeeMessages.graceRange),
    sendsms: z.boolean().optional().default(false),
  })
  .superRefine((rule, ctx) => {
    if (rule.type === 'fixed' && !(rule.amount > 0)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: lateFeeMessages.amountPositive });
    }
    if (rule.type === 'percent' && !(rule.amount > 0 && rule.amount <= 100)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: lateFeeMessages.percentRange });
    }
  });
export type LateFeeRuleBody = z.input<typeof lateFeeRuleBodySchema>;

export const lateFeeRuleResponseSchema = z.object({ latefee: lateFeeRuleSchema });

/** POST /api/invoice/{id}/waive. */
export const waiveBodySchema = z.object({
  reason: z
    .string({ error: lateFeeMessages.reasonRequired })
    .trim()
    .min(1, lateFeeMessages.reasonRequired)
    .max(300),
});

export const waiveResponseSchema = z.object({
  creditnoteid: z.string(),
  invoiceid: z.string(),
  amount: z.number(),
});
