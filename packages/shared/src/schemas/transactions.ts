import { z } from 'zod';
import { paymentModes, transactionTypes } from '../enums.js';
import { validationMessages as m } from '../messages.js';
import { timestampSchema } from '../timestamp.js';
import { kesAmount } from './amounts.js';
import { calendarDate, optionalCalendarDate, pageQuery } from './dates.js';
import { requiredString } from './fields.js';

/** POST /api/transactions/new-payment: a tenant's payment recorded by a user. */
export const paymentBodySchema = z.object({
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
});
export type PaymentBody = z.input<typeof paymentBodySchema>;
export type PaymentValues = z.output<typeof paymentBodySchema>;

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
