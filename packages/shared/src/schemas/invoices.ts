import { z } from 'zod';
import { invoiceStatuses, invoiceTypes } from '../enums.js';
import { invoiceEtimsSchema } from './etims.js';
import { timestampSchema } from './timestamp.js';
import { optionalCalendarDate, pageQuery } from './dates.js';

/** A sent invoice (spec section 3 `invoicedata`) with what the screens and PDF need. */
export const sentInvoiceSchema = z.object({
  invoiceid: z.string(),
  invoicedata: z.object({
    invoicenumber: z.number(),
    /** The number as people read it on bills, screens and SMS: 11 → "INV-000011". */
    invoicenumberlabel: z.string(),
    invoicedate: timestampSchema,
    /** The tenant billed. */
    /** The tenant's names; a business's whole name is userfirstname, userlastname empty. */
    userfirstname: z.string(),
    userlastname: z.string(),
    invoiceamount: z.number(),
    invoicetype: z.enum(invoiceTypes),
    status: z.enum(invoiceStatuses),
    /** YYYY-MM-DD (Africa/Nairobi): overdue after this day while not fully paid. */
    duedate: z.string(),
    /**
     * What a one-off charge is for ("Broken window pane"), or which invoice a late fee
     * follows ("Late fee on INV-000123"); empty for scheduled invoices.
     */
    description: z.string().optional(),
  }),
  tenantid: z.string(),
  housenumber: z.string(),
  rentalname: z.string(),
  /**
   * The billing date (YYYY-MM-DD) and its month label in English, "March 2026", kept for API
   * clients: screens word the month from the billing date in the reader's language.
   */
  billingdate: z.string(),
  month: z.string(),
  /** KES of this invoice settled so far: its credit notes, then payments oldest first. */
  paidamount: z.number(),
  /** The SMS text sent with it. */
  message: z.string(),
  /**
   * Its sale at KRA eTIMS: queued, sent (KRA's control number and the QR code's URL) or
   * failed; null when it is not for KRA (eTIMS off, a tenant not chosen, before eTIMS).
   */
  etims: invoiceEtimsSchema.optional(),
});
export type SentInvoice = z.infer<typeof sentInvoiceSchema>;

/**
 * GET /api/invoice/all filters: billing dates from `from` to `to` (both days included), as the
 * other lists filter; `date` (spec section 9: on or before that day) still works and is the
 * same as `to`. `tenant` (part of the name) and `type` match case-insensitively.
 */
export const sentInvoiceQuerySchema = z.object({
  from: optionalCalendarDate,
  to: optionalCalendarDate,
  date: optionalCalendarDate,
  tenant: z.string().trim().max(100).optional(),
  tenantid: z.string().max(64).optional(),
  type: z.string().trim().max(40).optional(),
  ...pageQuery,
});
export type SentInvoiceQuery = z.input<typeof sentInvoiceQuerySchema>;

export const sentInvoiceListResponseSchema = z.object({
  invoices: z.array(sentInvoiceSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextcursor: z.string().nullable(),
});

/** POST /api/invoice/run: runs the due schedules now (also `npm run invoices:run`). */
export const invoiceRunResultSchema = z.object({
  date: z.string(),
  schedules: z.number(),
  invoices: z.number(),
  messages: z.number(),
});
export type InvoiceRunResult = z.infer<typeof invoiceRunResultSchema>;
