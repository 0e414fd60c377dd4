import type { VerificationMethod } from '@rental/shared/schemas/transactions';
import type { Db } from '../../db/connection.js';
import { receiptKey, holdsReceiptSql, shownReference, showsReferenceSql } from '../ledger/index.js';

/**
 * Receipts M-PESA's own records confirmed (Transaction Status, Pull Transactions, the STK
 * query, a statement import), kept apart from the payments: a payment is never updated to
 * say so, and a receipt verified before its payment is recorded (a recovered confirmation)
 * is verified once it is.
 */

/** Records receipts as verified; the first method to confirm a receipt is the one kept. */
export async function markVerified(
  db: Db,
  organizationId: string,
  receipts: readonly string[],
  method: VerificationMethod,
  now: Date,
): Promise<void> {
  const keys = [...new Set(receipts.map(receiptKey).filter(Boolean))].sort();
  if (keys.length === 0) return;
  await db
    .insertInto('payment_verifications')
    .values(
      keys.map((receipt) => ({
        organization_id: organizationId,
        receipt,
        method,
        verified_at: now.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(['organization_id', 'receipt']).doNothing())
    .execute();
}

/** How each of these receipts was verified (receipt key → method); absent: not yet. */
export async function verificationsOf(
  db: Db,
  organizationId: string,
  receipts: readonly (string | null)[],
): Promise<Map<string, VerificationMethod>> {
  const keys = [...new Set(receipts.filter((r): r is string => !!r).map(receiptKey))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('payment_verifications')
    .select(['receipt', 'method'])
    .where('organization_id', '=', organizationId)
    .where('receipt', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.receipt, row.method]));
}

/** A receipt M-PESA reports, with the amount it says was paid. */
export interface ReportedReceipt {
  receipt: string;
  amountCents: number;
}

/**
 * The recorded payments (a tenant's M-PESA payment, or one waiting unallocated) of these
 * receipts: receipt key → amount in cents.
 */
export async function recordedAmounts(
  db: Db,
  organizationId: string,
  receipts: readonly string[],
): Promise<Map<string, number>> {
  const keys = [...new Set(receipts.map(receiptKey))];
  const amounts = new Map<string, number>();
  if (keys.length === 0) return amounts;
  const payments = await db
    .selectFrom('transactions')
    .select([shownReference('transactions'), 'amount_cents'])
    .where('organization_id', '=', organizationId)
    .where('payment_mode', '=', 'MPESA')
    .where(showsReferenceSql('transactions', organizationId, keys))
    .where(holdsReceiptSql('transactions.id'))
    .execute();
  for (const row of payments) {
    amounts.set(receiptKey(row.external_reference ?? ''), Number(row.amount_cents));
  }
  const unallocated = await db
    .selectFrom('unallocated_payments')
    .select(['trans_id', 'amount_cents'])
    .where('organization_id', '=', organizationId)
    .where('trans_id', 'in', keys)
    .execute();
  for (const row of unallocated) {
    if (!amounts.has(row.trans_id)) amounts.set(row.trans_id, Number(row.amount_cents));
  }
  return amounts;
}

/**
 * Marks verified the recorded payments whose receipt and amount M-PESA reports; a receipt
 * with another amount is not (something is wrong with it), nor one never recorded. Returns
 * the receipts verified.
 */
export async function verifyRecorded(
  db: Db,
  organizationId: string,
  reported: readonly ReportedReceipt[],
  method: VerificationMethod,
  now: Date,
): Promise<string[]> {
  const amounts = await recordedAmounts(
    db,
    organizationId,
    reported.map((r) => r.receipt),
  );
  const matching = reported
    .filter((r) => amounts.get(receiptKey(r.receipt)) === r.amountCents)
    .map((r) => receiptKey(r.receipt));
  await markVerified(db, organizationId, matching, method, now);
  return matching;
}
