import { formatKes } from '@rental/shared/money';
import { creditNoteBodySchema, tenancyMessages } from '@rental/shared/schemas/tenancy';
import type { UnpaidInvoice } from '../api/get-unpaid-invoices';

/** The most a credit note can be: what the chosen invoice has left, else what is owed. */
export function creditLimit(
  invoiceId: string,
  invoices: readonly UnpaidInvoice[],
  balance: number,
): { kes: number; message: string } {
  const chosen = invoices.find((row) => row.invoice.invoiceid === invoiceId);
  if (chosen) {
    return {
      kes: chosen.left,
      message: tenancyMessages.creditExceedsInvoice(formatKes(chosen.left)),
    };
  }
  const owed = Math.max(balance, 0);
  return { kes: owed, message: tenancyMessages.creditExceedsBalance(formatKes(owed)) };
}

/**
 * The shared credit note rules, and the server's limit checked as the landlord types (the
 * server checks it again: a payment may arrive meanwhile). The form holds '' for "no invoice".
 */
export function creditNoteFormSchema(invoices: readonly UnpaidInvoice[], balance: number) {
  return creditNoteBodySchema
    .extend({
      invoiceid: creditNoteBodySchema.shape.invoiceid.transform((id) => id || undefined),
    })
    .superRefine((body, ctx) => {
      const limit = creditLimit(body.invoiceid ?? '', invoices, balance);
      if (body.amount > limit.kes) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: limit.message });
      }
    });
}
