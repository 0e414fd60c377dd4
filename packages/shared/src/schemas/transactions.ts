import { z } from 'zod';
import { formatMessage } from '../format-message.js';
import { errorMessages } from '../error-messages.js';
import { paymentModes, transactionTypes } from '../enums.js';
import { validationMessages as m } from '../messages.js';
import { formatKes } from '../money.js';
import { timestampSchema } from './timestamp.js';
import { kesAmount } from './amounts.js';
import { calendarDate, optionalCalendarDate, pageQuery } from './dates.js';
import { mpesaReceiptNumber, requiredString } from './fields.js';

/** The fields of a payment recorded by a user; paymentBodySchema adds the rule across them. */
export const paymentFieldsSchema = z.object({
  tenantid: requiredString(m.tenantRequired).max(64),
  paymentmode: z.enum(paymentModes, { error: m.paymentmodeRequired }),
  amount: kesAmount(m.amountRequired).refine((kes) => kes > 0, m.amountPositive),
  description: requiredString(m.descriptionRequired).max(200, m.descriptionTooLong),
  /** The day it was paid (YYYY-MM-DD, Nairobi); today when missing. */
  date: calendarDate(m.dateInvalid).optional(),
  /** Send the tenant an SMS receipt with the new balance. */
  sendreceipt: z.boolean().optional().default(false),
  /**
   * true (the default): the payment goes to the tenant's deposit first, until it is received
   * in full; false: all of it is rent, as the landlord says.
   */
  todeposit: z.boolean().optional().default(true),
  /**
   * The M-PESA receipt number (TransID) of an MPESA payment, when the landlord has it: the
   * payment is then recorded once, whether entered by hand, confirmed by C2B or by STK.
   */
  reference: mpesaReceiptNumber,
});

/** A receipt number names an M-PESA payment; a cash or bank one has none. */
export function receiptOnlyForMpesa(
  values: { paymentmode: string; reference: string | null },
  ctx: z.RefinementCtx,
) {
  if (values.reference !== null && values.paymentmode !== 'MPESA') {
    ctx.addIssue({ code: 'custom', path: ['reference'], message: m.receiptOnlyForMpesa });
  }
}

/** POST /api/transactions/new-payment: a tenant's payment recorded by a user. */
export const paymentBodySchema = paymentFieldsSchema.superRefine(receiptOnlyForMpesa);
export type PaymentBody = z.input<typeof paymentBodySchema>;
export type PaymentValues = z.output<typeof paymentBodySchema>;

/** How M-PESA's own records confirmed a payment (issue 27). */
export const verificationMethods = [
  'transaction_status',
  'pull',
  'stk_query',
  'statement',
] as const;
export type VerificationMethod = (typeof verificationMethods)[number];

export const transactionSchema = z.object({
  transactionid: z.string(),
  transactiondata: z.object({
    date: timestampSchema,
    /** Empty when the tenant was removed or for a subscription payment. */
    tenantid: z.string(),
    /** The recorder's user id; empty when M-PESA recorded it. */
    userid: z.string(),
    amount: z.number(),
    description: z.string(),
    transactiontype: z.enum(transactionTypes),
    paymentmode: z.enum(paymentModes),
  }),
  /** Last 12 characters of the id (spec section 9). */
  reference: z.string(),
  /** M-PESA receipt (TransID) when there is one. */
  externalreference: z.string().nullable(),
  tenantname: z.string(),
  housenumber: z.string(),
  recordedby: z.string(),
  /** KES of it held as the tenant's deposit (the rest is rent). */
  deposit: z.number(),
  /**
   * Whether M-PESA's own records confirmed this M-PESA payment's receipt, and how; always
   * false and null for a payment without a receipt.
   */
  verified: z.boolean(),
  verifiedby: z.enum(verificationMethods).nullable(),
  /**
   * Set once the payment was reversed (it then counts for nothing; the statement shows it and
   * its reversal): why, the day the reversal counts from, who, and the payment that replaced
   * it when it was moved to another tenant. Absent from older servers.
   */
  reversal: z
    .object({
      reason: z.string(),
      reversedon: z.string(),
      by: z.string(),
      movedto: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionTypeFilters = ['all', 'tenant', 'subscription'] as const;

/** GET /api/transactions/all-transactions filters; all optional. */
export const transactionQuerySchema = z.object({
  from: optionalCalendarDate,
  to: optionalCalendarDate,
  tenantid: z.string().max(64).optional(),
  type: z.enum(transactionTypeFilters).optional().default('all'),
  ...pageQuery,
});
export type TransactionQuery = z.input<typeof transactionQuerySchema>;

export const transactionResponseSchema = z.object({ transaction: transactionSchema });
export const transactionListResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  nextcursor: z.string().nullable(),
});

const paymentReason = z
  .string({ error: m.paymentReasonLength })
  .trim()
  .min(3, m.paymentReasonLength)
  .max(500, m.paymentReasonLength);

/** POST /api/transactions/{id}/reverse: why the payment is reversed. */
export const reversePaymentBodySchema = z.object({ reason: paymentReason });
export type ReversePaymentBody = z.input<typeof reversePaymentBodySchema>;

/** POST /api/transactions/{id}/reassign (owner only): the tenant it belongs to, and why. */
export const reassignPaymentBodySchema = z.object({
  tenantid: requiredString(m.tenantRequired).max(64),
  reason: paymentReason,
});
export type ReassignPaymentBody = z.input<typeof reassignPaymentBodySchema>;

/** The payment that already holds a receipt number, as a refusal names it. */
export interface ReceiptHolder {
  [name: string]: string | number;
  /** A tenant's payment, or an unallocated payment waiting for the landlord to assign it. */
  holder: 'payment' | 'unallocated';
  /** The tenant's name, or the payer's as M-PESA gave it for an unallocated payment. */
  payer: string;
  /** KES. */
  amount: number;
  /** The day it was paid, YYYY-MM-DD in Nairobi. */
  date: string;
  /** The transaction's own reference (last 12 of its id); '' for an unallocated payment. */
  transaction: string;
  /** The transaction's id, to open it; '' for an unallocated payment. */
  transactionid: string;
}

/**
 * What the API says when a receipt number is already recorded (code receipt_recorded, 409),
 * naming the payment that holds it so the landlord can find it. The error's params carry the
 * reference and the holder for a client that words it in its own language.
 */
export function receiptRecordedMessage(reference: string, p?: ReceiptHolder): string {
  if (!p) return formatMessage(errorMessages.receiptRecorded, { reference });
  const { payer, date, transaction } = p;
  const params = { reference, amount: formatKes(p.amount), payer, date, transaction };
  return p.holder === 'payment'
    ? formatMessage(errorMessages.receiptRecordedPayment, params)
    : formatMessage(errorMessages.receiptRecordedUnallocated, params);
}
