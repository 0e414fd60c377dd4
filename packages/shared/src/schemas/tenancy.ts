import { z } from 'zod';
import { depositDeductionReasons, paymentModes, tenantStatuses } from '../enums.js';
import { kesAmount, meterReading } from './amounts.js';
import { calendarDate } from './dates.js';
import { tenantDetailSchema } from './tenants.js';
import { tenancyMessages } from '../schema-messages.js';

// Worded in ../schema-messages.ts (no zod there: the app shows them without the schemas).
export { tenancyMessages };

function positiveKes() {
  return kesAmount(tenancyMessages.amountRequired).refine(
    (kes) => kes > 0,
    tenancyMessages.amountPositive,
  );
}

function reasonText(max: number) {
  return z
    .string({ error: tenancyMessages.reasonRequired })
    .trim()
    .min(1, tenancyMessages.reasonRequired)
    .max(max);
}

/** POST /api/tenant/{id}/credit-note: waive, discount or correct a charge. */
export const creditNoteBodySchema = z.object({
  amount: positiveKes(),
  reason: reasonText(300),
  /** The invoice it corrects; without one it settles the oldest charges, as a payment does. */
  invoiceid: z.string().trim().max(64).optional(),
});
export type CreditNoteBody = z.input<typeof creditNoteBodySchema>;

export const creditNoteSchema = z.object({
  creditnoteid: z.string(),
  amount: z.number(),
  reason: z.string(),
  invoiceid: z.string().nullable(),
  createdat: z.string(),
});

export const creditNoteResponseSchema = z.object({
  creditnote: creditNoteSchema,
  tenant: tenantDetailSchema,
});

export const depositDeductionSchema = z.object({
  reason: z.enum(depositDeductionReasons, { error: tenancyMessages.deductionReasonRequired }),
  amount: positiveKes(),
  note: z.string().trim().max(200).optional(),
});

/** POST /api/tenant/{id}/end-tenancy: move-out, final reading, deposit settled to zero. */
export const endTenancyBodySchema = z.object({
  moveoutdate: calendarDate(tenancyMessages.moveoutdateRequired),
  /** Read on the day the tenant leaves: billed at once. */
  finalmeterreading: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    meterReading.optional(),
  ),
  deductions: z.array(depositDeductionSchema).max(20).optional().default([]),
  refund: z
    .object({
      amount: kesAmount(tenancyMessages.amountRequired),
      paymentmode: z.enum(paymentModes, { error: tenancyMessages.paymentmodeRequired }),
      reference: z
        .string({ error: tenancyMessages.referenceRequired })
        .trim()
        .min(1, tenancyMessages.referenceRequired)
        .max(60),
    })
    .optional(),
});
export type EndTenancyBody = z.input<typeof endTenancyBodySchema>;
export type EndTenancyValues = z.output<typeof endTenancyBodySchema>;

export const endTenancyResponseSchema = z.object({ tenant: tenantDetailSchema });

/** GET /api/tenant/{id}/move-out-preview?moveoutdate=YYYY-MM-DD: what ending on that day credits. */
export const moveOutPreviewQuerySchema = z.object({
  moveoutdate: calendarDate(tenancyMessages.moveoutdateRequired),
});

/**
 * The rent credited back by a move-out on `moveoutdate` (issue 29: rent billed for days after
 * it), one line per invoice, as ending the tenancy that day would post it; KES. `balanceafter`
 * is the rent balance once they are credited, before the final water is billed.
 */
export const moveOutPreviewSchema = z.object({
  moveoutdate: z.string(),
  credits: z.array(
    z.object({
      invoiceid: z.string(),
      invoicenumber: z.number(),
      billingdate: z.string(),
      /** The first and the last day the invoice billed. */
      periodfrom: z.string(),
      periodto: z.string(),
      amount: z.number(),
      /** The day the credit counts from: the invoice's day, or the first open month's. */
      effectiveon: z.string(),
    }),
  ),
  credited: z.number(),
  balance: z.number(),
  balanceafter: z.number(),
});
export type MoveOutPreview = z.infer<typeof moveOutPreviewSchema>;

/** GET /api/reports/deposits: what is held, per rental and tenant. */
export const depositsReportResponseSchema = z.object({
  rentals: z.array(
    z.object({
      rentalid: z.string(),
      rentalname: z.string(),
      held: z.number(),
      tenants: z.array(
        z.object({
          tenantid: z.string(),
          name: z.string(),
          housenumber: z.string(),
          status: z.enum(tenantStatuses),
          held: z.number(),
        }),
      ),
    }),
  ),
  totalheld: z.number(),
});
export type DepositsReport = z.infer<typeof depositsReportResponseSchema>;
