import { nairobiDate } from '@rental/shared/dates';
import { invoiceKinds, isChargeInvoice, transactionKinds } from '@rental/shared/ledger-kinds';
import type { Db } from '../../db/connection.js';
import type { InvoiceSettlementSums } from './invoice-status.js';
import { creditNotesOf, paymentsOf } from './tenant-documents.js';

// What a bill says after it was issued: how much of it is left to pay and, once nothing is,
// the day it was paid in full. The same settlement as invoice statuses (settlement.ts):
// credits settle the opening balances first, then the charges oldest first.

/** The sums an invoice's settlement needs, plus its id and tenant (invoice-status-rows.ts). */
export interface InvoiceLeftSums extends InvoiceSettlementSums {
  id: string;
  tenant_id: string;
}

function chargesUpToCents(sums: InvoiceSettlementSums): number {
  return (
    Number(sums.opening_cents) +
    Number(sums.billed_before_cents) -
    Number(sums.credited_before_cents) +
    Number(sums.amount_cents) -
    Number(sums.credited_cents)
  );
}

/**
 * Cents left to pay of what the bill asked for. A rent-balance charge asked for everything
 * owed up to it (the balance brought forward and itself): what the tenant's credits have not
 * yet settled of those charges. A deposit or a Pending Bill reminder asked for its own amount.
 */
export function leftToPayCents(sums: InvoiceSettlementSums, settledCents: number): number {
  if (isChargeInvoice(sums.invoice_type)) {
    return Math.max(0, chargesUpToCents(sums) - Number(sums.paid_cents));
  }
  return Math.max(0, Number(sums.amount_cents) - settledCents);
}

interface Credit {
  on: string;
  cents: number;
}

/**
 * The Nairobi day the tenant's credits, oldest first, first covered `targetCents`; null if
 * they never did. Reversed payments count for nothing.
 */
function dayCovered(credits: Credit[], targetCents: number): string | null {
  let sum = 0;
  for (const credit of [...credits].sort((a, b) => a.on.localeCompare(b.on))) {
    sum += credit.cents;
    if (sum >= targetCents) return nairobiDate(new Date(credit.on));
  }
  return null;
}

/**
 * The day a paid invoice was paid in full: when the payments (the rent or the deposit part,
 * as the invoice is) and credit notes reached everything settled before it and itself. Null
 * for a Pending Bill reminder (settled by the balance coming down, not by one payment).
 */
export async function paidInFullOn(
  db: Db,
  organizationId: string,
  sums: InvoiceLeftSums,
): Promise<string | null> {
  const deposit = invoiceKinds[sums.invoice_type].bucket === 'deposit';
  if (!deposit && !isChargeInvoice(sums.invoice_type)) return null;
  const [payments, notes] = await Promise.all([
    paymentsOf(db, organizationId, sums.tenant_id),
    deposit ? [] : creditNotesOf(db, organizationId, sums.tenant_id),
  ]);
  const credits: Credit[] = payments
    .filter((p) => !p.reversed && transactionKinds[p.transaction_type].side === 'credit')
    .map((p) => {
      const depositCents = Number(p.deposit_cents);
      const cents = deposit ? depositCents : Number(p.amount_cents) - depositCents;
      return { on: p.paid_at, cents };
    });
  // Credit notes on earlier invoices are already off the charges counted before this one.
  for (const note of notes) {
    if (note.invoice_id === null || note.invoice_id === sums.id) {
      credits.push({ on: note.created_at, cents: Number(note.amount_cents) });
    }
  }
  const target = deposit
    ? Number(sums.deposit_billed_before_cents) + Number(sums.amount_cents)
    : chargesUpToCents(sums) + Number(sums.credited_cents);
  return dayCovered(credits, target);
}
