import { z } from 'zod';
import { invoiceStatuses } from '../enums.js';

/** Whom the tenant pays and where, for one house: what a bill prints under "Pay to". */
export const billPayeeSchema = z.object({
  /** The organization's name on bills: display name, else the paybill's, else the owner's. */
  name: z.string(),
  /** The organization's phone, else the account owner's. */
  phone: z.string(),
  /** Null until the M-PESA settings are saved. */
  paybill: z.string().nullable(),
  /** What the tenant types as the account: the house, or `<account>#<house>` at a bank paybill. */
  account: z.string(),
});
export type BillPayee = z.infer<typeof billPayeeSchema>;

/**
 * GET /api/invoice/{id}/bill: the figures an invoice PDF prints beside the invoice itself,
 * from the ledger (the tenant's statement): what was owed before it, it, and the two together.
 */
export const invoiceBillSchema = z.object({
  invoiceid: z.string(),
  /** "INV-000123". */
  invoicenumber: z.string(),
  /** YYYY-MM-DD (Africa/Nairobi). */
  invoicedate: z.string(),
  duedate: z.string(),
  /** As the invoices list says it: unpaid, partially paid, paid or overdue. */
  status: z.enum(invoiceStatuses),
  payee: billPayeeSchema,
  /** The tenant's balance just before this invoice (negative: in credit), in KES. */
  broughtforward: z.number(),
  /** This invoice's amount, in KES. */
  amount: z.number(),
  /** Brought forward plus this invoice: the statement's balance after its line, in KES. */
  totaldue: z.number(),
  /** KES paid of the total due since the invoice was issued (payments, credit notes). */
  paid: z.number(),
  /** KES of the total due still to pay: what "Pay KES X by <date>" asks for. */
  lefttopay: z.number(),
  /** YYYY-MM-DD (Nairobi) the invoice was paid in full; null while it is not paid. */
  paidon: z.string().nullable(),
});
export type InvoiceBill = z.infer<typeof invoiceBillSchema>;

/** GET /api/transactions/all-transactions/{id}/receipt: what a receipt PDF adds. */
export const paymentReceiptSchema = z.object({
  transactionid: z.string(),
  payee: billPayeeSchema,
  /**
   * The tenant's balance after this payment (the statement's running balance on its line),
   * in KES; null for a payment that is not a tenant's (a subscription payment).
   */
  balanceafter: z.number().nullable(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;
