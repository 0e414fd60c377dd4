import { z } from 'zod';

/**
 * One line of a tenant's statement: opening balances and invoices (debits), payments and
 * credit notes (credits).
 */
export const ledgerEntrySchema = z.object({
  /** ISO instant. */
  date: z.string(),
  kind: z.enum(['opening', 'invoice', 'payment', 'credit_note']),
  description: z.string(),
  /** Invoice number or payment reference; empty for opening balances. */
  reference: z.string(),
  debit: z.number(),
  credit: z.number(),
  /** KES owed after this line. */
  balance: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/tenant/all-tenants/{id}/statement. */
export const statementResponseSchema = z.object({
  tenant: z.object({
    tenantid: z.string(),
    name: z.string(),
    phonenumber: z.string(),
    housenumber: z.string(),
    rentalname: z.string(),
  }),
  entries: z.array(ledgerEntrySchema),
  balance: z.number(),
});
export type Statement = z.infer<typeof statementResponseSchema>;
