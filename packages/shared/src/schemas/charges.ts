import { z } from 'zod';
import { chargeTypes } from '../enums.js';
import { kesAmount } from './amounts.js';
import { chargeMessages } from '../schema-messages.js';

// Worded in ../schema-messages.ts (no zod there: the app shows them without the schemas).
export { chargeMessages };

/** The same charge billed again within this many minutes is asked about first. */
export const duplicateChargeMinutes = 10;

/** A one-off charge is due a week after it is billed. */
export const chargeDueDays = 7;

/** POST /api/invoice/new-charge ("Bill now"): one tenant, or every current tenant of a rental. */
export const newChargeBodySchema = z
  .object({
    tenantid: z.string().trim().max(64).optional(),
    rentalid: z.string().trim().max(64).optional(),
    chargetype: z.enum(chargeTypes, { error: chargeMessages.chargetypeRequired }),
    description: z
      .string({ error: chargeMessages.descriptionRequired })
      .trim()
      .min(1, chargeMessages.descriptionRequired)
      .max(200),
    amount: kesAmount(chargeMessages.amountRequired).refine(
      (kes) => kes > 0,
      chargeMessages.amountPositive,
    ),
    sendsms: z.boolean().optional().default(false),
    /** Bill even though the same charge was billed in the last minutes (possible_duplicate). */
    billagain: z.boolean().optional().default(false),
  })
  .superRefine((body, ctx) => {
    if (Boolean(body.tenantid) === Boolean(body.rentalid)) {
      ctx.addIssue({ code: 'custom', path: ['tenantid'], message: chargeMessages.whoRequired });
    }
  });
export type NewChargeBody = z.input<typeof newChargeBodySchema>;

export const newChargeResponseSchema = z.object({
  invoices: z.array(
    z.object({
      invoiceid: z.string(),
      invoicenumber: z.number(),
      /** "INV-000012", as bills and screens say it. */
      invoicenumberlabel: z.string(),
      tenantid: z.string(),
      amount: z.number(),
      duedate: z.string(),
    }),
  ),
});
