import { z } from 'zod';
import { expenseCategories, paymentModes } from '../enums.js';
import { validationMessages as m } from '../messages.js';
import { kesAmount } from './amounts.js';
import { calendarDate, optionalCalendarDate } from './dates.js';
import { requiredString } from './fields.js';

/** A text that may be left out: forms send '' and API clients null or nothing; kept as ''. */
function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value ?? '');
}

/**
 * POST /api/expenses/new-expense and PUT /api/expenses/{id}: money the landlord paid out. No
 * rental (null, '' or left out) is an expense of the whole organization.
 */
export const expenseBodySchema = z.object({
  /** The day it was paid, YYYY-MM-DD (Nairobi); not after today. */
  date: calendarDate(m.expenseDateRequired),
  rentalid: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((value) => value || null),
  category: z.enum(expenseCategories, { error: m.expenseCategoryRequired }),
  /** KES, more than 0. */
  amount: kesAmount(m.amountRequired).refine((kes) => kes > 0, m.amountPositive),
  payee: requiredString(m.payeeRequired).max(100, m.textTooLong),
  paymentmode: z.enum(paymentModes, { error: m.paymentmodeRequired }),
  /** The cheque, bank or M-PESA reference, or an invoice number. */
  reference: optionalText(50, m.expenseReferenceTooLong),
  note: optionalText(500, m.noteTooLong),
});
export type ExpenseBody = z.input<typeof expenseBodySchema>;
export type ExpenseValues = z.output<typeof expenseBodySchema>;

/** The types a receipt may be, found from the file's first bytes. */
export const receiptContentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type ReceiptContentType = (typeof receiptContentTypes)[number];

/** A receipt is a photo or a scan: 5 MB is plenty, and it is kept in the database. */
export const receiptMaxBytes = 5 * 1024 * 1024;

export const expenseSchema = z.object({
  expenseid: z.string(),
  expensedata: z.object({
    date: z.string(),
    /** null: an expense of the whole organization. */
    rentalid: z.string().nullable(),
    category: z.enum(expenseCategories),
    /** KES. */
    amount: z.number(),
    payee: z.string(),
    paymentmode: z.enum(paymentModes),
    reference: z.string(),
    note: z.string(),
    hasreceipt: z.boolean(),
  }),
  /** The rental's name as it is now; null for the whole organization. */
  rentalname: z.string().nullable(),
  /** The receipt's type (image/png, application/pdf...); null without one. */
  receipttype: z.enum(receiptContentTypes).nullable(),
  recordedby: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

/** `rentalid=none` lists only the expenses of the whole organization. */
export const noRentalFilter = 'none';

/** GET /api/expenses/all filters, all optional; `cursor` continues from a page's nextcursor. */
export const expenseQuerySchema = z.object({
  from: optionalCalendarDate,
  to: optionalCalendarDate,
  rentalid: z.string().trim().max(64).optional(),
  category: z.enum(expenseCategories, { error: m.expenseCategoryRequired }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional().default(100),
});
export type ExpenseQuery = z.input<typeof expenseQuerySchema>;

export const expenseResponseSchema = z.object({ expense: expenseSchema });
export const expenseListResponseSchema = z.object({
  expenses: z.array(expenseSchema),
  nextcursor: z.string().nullable(),
  /** KES of every expense the filters match, on every page. */
  total: z.number(),
  /** How many expenses the filters match. */
  count: z.number(),
});
export type ExpensePage = z.infer<typeof expenseListResponseSchema>;
