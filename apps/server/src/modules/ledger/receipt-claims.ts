import type { Db } from '../../db/connection.js';

/** The key of a receipt number: M-PESA writes them upper-case, people may not. */
export function receiptKey(receipt: string): string {
  return receipt.trim().toUpperCase();
}

/**
 * Claims a receipt number for the payment being recorded, in the caller's transaction: true
 * when this is its first record in the organization, false when a payment (by hand, C2B, STK
 * or unallocated) already holds it. The primary key decides, so two requests at once cannot
 * both win (PostgreSQL makes the second wait for the first to commit).
 */
export async function claimReceipt(
  trx: Db,
  organizationId: string,
  receipt: string,
  now: Date,
): Promise<boolean> {
  return (await claimReceipts(trx, organizationId, [receipt], now)).has(receiptKey(receipt));
}

/**
 * claimReceipt for several distinct receipt numbers in one statement: the keys (receiptKey)
 * claimed now. Claimed in key order, so that two transactions claiming some of the same keys
 * wait for each other instead of deadlocking.
 */
export async function claimReceipts(
  trx: Db,
  organizationId: string,
  receipts: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (receipts.length === 0) return new Set();
  const claimed = await trx
    .insertInto('payment_receipts')
    .values(
      receipts
        .map(receiptKey)
        .sort()
        .map((receipt) => ({
          organization_id: organizationId,
          receipt,
          created_at: now.toISOString(),
        })),
    )
    .onConflict((oc) => oc.columns(['organization_id', 'receipt']).doNothing())
    .returning('receipt')
    .execute();
  return new Set(claimed.map((row) => row.receipt));
}

/** Frees a receipt number whose payment was deleted (entered by mistake): it may come again. */
export async function releaseReceipt(trx: Db, organizationId: string, receipt: string) {
  await trx
    .deleteFrom('payment_receipts')
    .where('organization_id', '=', organizationId)
    .where('receipt', '=', receiptKey(receipt))
    .execute();
}
