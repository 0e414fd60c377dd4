import type { Db } from '../../db/connection.js';
import { organizationKey } from '../../db/tenant-keys.js';

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
 * claimed now.
 */
export async function claimReceipts(
  trx: Db,
  organizationId: string,
  receipts: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const claimed = await claimReceiptsAcross(
    trx,
    receipts.map((receipt) => ({ organizationId, receipt })),
    now,
  );
  return new Set(
    receipts
      .map(receiptKey)
      .filter((key) => claimed.has(organizationReceiptKey(organizationId, key))),
  );
}

/** One organization's receipt number, as claimReceiptsAcross answers it. */
export const organizationReceiptKey = (organizationId: string, receipt: string) =>
  organizationKey(organizationId, receiptKey(receipt));

/**
 * claimReceipts for receipt numbers of several organizations (a C2B batch), each distinct in
 * its organization, in one statement: those claimed now, as organizationReceiptKey. Claimed
 * in (organization, key) order, so that two transactions claiming some of the same keys wait
 * for each other instead of deadlocking.
 */
export async function claimReceiptsAcross(
  trx: Db,
  receipts: readonly { organizationId: string; receipt: string }[],
  now: Date,
): Promise<Set<string>> {
  if (receipts.length === 0) return new Set();
  const rows = receipts
    .map(({ organizationId, receipt }) => ({
      organization_id: organizationId,
      receipt: receiptKey(receipt),
      created_at: now.toISOString(),
    }))
    .sort(
      (a, b) =>
        compareText(a.organization_id, b.organization_id) || compareText(a.receipt, b.receipt),
    );
  const claimed = await trx
    .insertInto('payment_receipts')
    .values(rows)
    .onConflict((oc) => oc.columns(['organization_id', 'receipt']).doNothing())
    .returning(['organization_id', 'receipt'])
    .execute();
  return new Set(claimed.map((row) => organizationReceiptKey(row.organization_id, row.receipt)));
}

/** Frees a receipt number whose payment was deleted (entered by mistake): it may come again. */
export async function releaseReceipt(trx: Db, organizationId: string, receipt: string) {
  await trx
    .deleteFrom('payment_receipts')
    .where('organization_id', '=', organizationId)
    .where('receipt', '=', receiptKey(receipt))
    .execute();
}

/** Code-unit order, the same in every process (not the locale's). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
