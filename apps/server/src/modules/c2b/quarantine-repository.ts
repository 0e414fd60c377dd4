import type { QuarantineReason } from '@rental/shared/schemas/quarantine';
import type { Db } from '../../db/connection.js';
import type { QuarantineSource } from '../../db/types.js';

export interface NewQuarantinedPayment {
  id: string;
  organizationId: string;
  source: QuarantineSource;
  callbackId?: string | null;
  stkRequestId?: string | null;
  transId: string;
  amountCents: number;
  billRef: string;
  payerName: string;
  /** ISO instant. */
  paidAt: string;
  reasons: QuarantineReason[];
  details: Record<string, string | number>;
  createdAt: string;
}

/**
 * Keeps payments out of the books for the owner to decide, in the caller's transaction. A
 * callback or push already quarantined is not quarantined twice (its unique key): returns
 * the ids that were new.
 */
export async function insertQuarantinedPayments(
  db: Db,
  rows: readonly NewQuarantinedPayment[],
): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const row of rows) {
    const result = await db
      .insertInto('quarantined_payments')
      .values({
        id: row.id,
        organization_id: row.organizationId,
        source: row.source,
        callback_id: row.callbackId ?? null,
        stk_request_id: row.stkRequestId ?? null,
        trans_id: row.transId.slice(0, 64),
        amount_cents: row.amountCents,
        bill_ref: row.billRef.slice(0, 64),
        payer_name: row.payerName.slice(0, 120),
        paid_at: row.paidAt,
        reasons: JSON.stringify(row.reasons),
        details: JSON.stringify(row.details),
        created_at: row.createdAt,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) inserted.add(row.id);
  }
  return inserted;
}
