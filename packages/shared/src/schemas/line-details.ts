import { z } from 'zod';
import { depositDeductionReasons, invoiceTypes, paymentModes } from '../enums.js';
import { paymentDescriptionCodes, type PaymentDescriptionCode } from '../payment-words.js';

// What each statement line is, as fields: the client words the line in its reader's language
// from these (../statement-lines.ts), while `description` keeps the English text of the API
// contract. Words someone typed (a charge's or payment's description, a reason) are shown as
// typed, in whatever language they were written. The field texts go into the OpenAPI document.

const invoiceNumber = z.string().describe('An invoice number as shown: INV-000012');
const paymentMode = z.enum(paymentModes);
const deductionReason = z
  .enum(depositDeductionReasons)
  .optional()
  .describe("A deposit deduction's reason, worded by the client; absent: use `reason`");
const deductionNote = z
  .string()
  .optional()
  .describe('What the landlord added to the deduction reason, as typed');

/** A rent line's fields, by `line` (the same as the entry's `kind`). */
export const statementLineDetailSchema = z
  .discriminatedUnion('line', [
    z.object({
      line: z.literal('opening'),
      openingtype: z
        .enum(['rent', 'water'])
        .describe('Which arrears the tenant came with: opening rent or water balance'),
    }),
    z.object({
      line: z.literal('invoice'),
      invoicetype: z.enum(invoiceTypes),
      billingdate: z.string().describe('YYYY-MM-DD; the line names its month'),
      description: z
        .string()
        .nullable()
        .describe("The landlord's own words for the charge, shown as typed; null: none"),
      latefeeon: invoiceNumber
        .nullable()
        .describe('The overdue invoice a late fee was charged on; null for any other charge'),
      descriptioncode: z
        .enum(['finalWater', 'moveInRent', 'deduction'])
        .optional()
        .describe(
          'A description the server wrote, worded by the client: finalWater (water to the ' +
            'final reading), moveInRent (`count` days from move-in), deduction (a deposit ' +
            'deduction charged: `reason` code, `note`); absent: `description` is typed',
        ),
      descriptionparams: z
        .record(z.string(), z.string())
        .optional()
        .describe('The values of `descriptioncode`'),
    }),
    z.object({
      line: z.literal('credit_note'),
      invoicenumber: invoiceNumber
        .nullable()
        .describe('The invoice it forgives; null: it lowers the balance as a whole'),
      reason: z.string().describe('Why it was given, as recorded'),
      fromdeposit: z
        .boolean()
        .describe('A deduction from the deposit at move-out, credited to the rent'),
      deductionreason: deductionReason,
      note: deductionNote,
      moveout: z
        .boolean()
        .describe('Rent billed for days after the move-out date, credited back at move-out'),
    }),
    z.object({
      line: z.literal('payment'),
      paymentmode: paymentMode,
      description: z.string().describe("The payment's description, as typed"),
      descriptioncode: z
        .enum(paymentDescriptionCodes as [PaymentDescriptionCode, ...PaymentDescriptionCode[]])
        .optional()
        .describe(
          'A description the server wrote (mpesaPaybill: an M-PESA paybill payment; stkRent: ' +
            "an STK push for the tenant's balance), worded by the client; absent: typed",
        ),
      descriptionparams: z
        .record(z.string(), z.string())
        .optional()
        .describe('The values of `descriptioncode`: mpesaPaybill has `payer`'),
      depositheld: z
        .number()
        .describe('KES of this payment held as deposit (0: all of it went to rent)'),
      reversed: z
        .boolean()
        .optional()
        .describe('The payment was reversed: its reversal is a line of its own'),
    }),
    z.object({
      line: z.literal('payment_reversal'),
      paymentmode: paymentMode,
      paymentreference: z.string().describe('The reference of the payment it reverses'),
      reason: z.string().describe('Why it was reversed, as recorded'),
    }),
  ])
  .describe(
    'What the line is, as fields a client words in its own language; `description` is the ' +
      'English wording of the same',
  );
export type StatementLineDetail = z.infer<typeof statementLineDetailSchema>;

/** A deposit line's fields, by `line` (the entry's `kind` with a `deposit_` prefix). */
export const depositLineDetailSchema = z
  .discriminatedUnion('line', [
    z.object({ line: z.literal('deposit_charge') }),
    z.object({ line: z.literal('deposit_received'), paymentmode: paymentMode }),
    z.object({
      line: z.literal('deposit_deduction'),
      reason: z.string().describe('What it was for, as recorded'),
      deductionreason: deductionReason,
      note: deductionNote,
    }),
    z.object({ line: z.literal('deposit_refund'), paymentmode: paymentMode }),
  ])
  .describe(
    'What the deposit line is, as fields a client words in its own language; `description` ' +
      'is the English wording of the same',
  );
export type DepositLineDetail = z.infer<typeof depositLineDetailSchema>;
