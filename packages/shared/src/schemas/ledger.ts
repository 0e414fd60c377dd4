import { z } from 'zod';
import { tenantStatuses } from '../enums.js';
import { depositLineDetailSchema, statementLineDetailSchema } from './line-details.js';

const lineInEnglish = z
  .string()
  .describe('The line in English, as the API has always worded it; `detail` is what it says');

/**
 * What people see as a line's reference (issue 30): an invoice number, a payment's M-PESA
 * receipt code or the reference the landlord typed; '' for a payment without one (cash), never
 * its internal id. `reference` stays the key the line's document (a receipt) is opened by.
 */
const displayReference = z
  .string()
  .describe(
    "The reference people see: invoice number, M-PESA receipt code or the landlord's own; " +
      "'' when a payment has none (never an internal id)",
  );

/**
 * One line of a tenant's statement: opening balances and invoices (debits), payments and
 * credit notes (credits).
 */
export const ledgerEntrySchema = z.object({
  /** ISO instant. */
  date: z.string(),
  kind: z.enum(['opening', 'invoice', 'payment', 'credit_note', 'payment_reversal']),
  description: lineInEnglish,
  detail: statementLineDetailSchema,
  /** Invoice number or payment reference; empty for opening balances. */
  reference: z.string(),
  displayreference: displayReference,
  debit: z.number(),
  credit: z.number(),
  /** KES owed after this line. */
  balance: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** The deposit, apart from rent: charged, received from payments, deducted, refunded. */
export const depositStatementSchema = z.object({
  charged: z.number(),
  received: z.number(),
  deducted: z.number(),
  refunded: z.number(),
  held: z.number(),
  due: z.number(),
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(['charge', 'received', 'deduction', 'refund']),
      description: lineInEnglish,
      detail: depositLineDetailSchema,
      reference: z.string(),
      displayreference: displayReference,
      amount: z.number(),
    }),
  ),
});

/** GET /api/tenant/all-tenants/{id}/statement. */
export const statementResponseSchema = z.object({
  tenant: z.object({
    tenantid: z.string(),
    name: z.string(),
    phonenumber: z.string(),
    housenumber: z.string(),
    rentalname: z.string(),
    status: z.enum(tenantStatuses),
    moveindate: z.string().nullable(),
    moveoutdate: z.string().nullable(),
  }),
  entries: z.array(ledgerEntrySchema),
  /** KES of rent owed after the last line (the deposit is apart, below). */
  balance: z.number(),
  deposit: depositStatementSchema,
});
export type Statement = z.infer<typeof statementResponseSchema>;
