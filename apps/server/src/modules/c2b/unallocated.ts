import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { organizationKey } from '../../db/tenant-keys.js';
import { claimReceiptsAcross, organizationReceiptKey } from '../ledger/index.js';
import type { PaybillPayment } from './parse.js';

/**
 * Parks paybill payments no single tenant matched, for the landlord to assign, each once:
 * its TransID is claimed as a receipt number first (a payment and an unallocated payment
 * never share one), then the table's own unique key holds. True for each one parked now;
 * false where the TransID was already recorded. One call: distinct TransIDs.
 */
export async function parkUnallocated(
  trx: Db,
  organizationId: string,
  payments: readonly { payment: PaybillPayment }[],
  now: Date,
  source: 'c2b' | 'statement' = 'c2b',
): Promise<boolean[]> {
  return parkUnallocatedAcross(
    trx,
    payments.map(({ payment }) => ({ organizationId, payment })),
    now,
    source,
  );
}

/**
 * parkUnallocated for payments of several organizations (a C2B batch), in the same two
 * statements; TransIDs distinct in each organization.
 */
export async function parkUnallocatedAcross(
  trx: Db,
  payments: readonly { organizationId: string; payment: PaybillPayment }[],
  now: Date,
  source: 'c2b' | 'statement' = 'c2b',
): Promise<boolean[]> {
  const claimed = await claimReceiptsAcross(
    trx,
    payments.map(({ organizationId, payment }) => ({ organizationId, receipt: payment.transId })),
    now,
  );
  const rows = payments
    .filter(({ organizationId, payment }) =>
      claimed.has(organizationReceiptKey(organizationId, payment.transId)),
    )
    .map(({ organizationId, payment }) => ({
      id: randomUUID(),
      organization_id: organizationId,
      trans_id: payment.transId,
      amount_cents: payment.amountCents,
      bill_ref: payment.billRef,
      payer_name: payment.payerName,
      paid_at: payment.paidAt,
      source,
      assigned_transaction_id: null,
      assigned_at: null,
      created_at: now.toISOString(),
    }));
  const parked =
    rows.length === 0
      ? []
      : await trx
          .insertInto('unallocated_payments')
          .values(rows)
          .onConflict((oc) => oc.columns(['organization_id', 'trans_id']).doNothing())
          .returning(['organization_id', 'trans_id'])
          .execute();
  const parkedIds = new Set(
    parked.map((row) => organizationKey(row.organization_id, row.trans_id)),
  );
  return payments.map(({ organizationId, payment }) =>
    parkedIds.has(organizationKey(organizationId, payment.transId)),
  );
}
