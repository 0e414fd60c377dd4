import { randomUUID } from 'node:crypto';
import { plans } from '@rental/shared/plans';
import { centsToKes } from '@rental/shared/money';
import type { QuarantineReason } from '@rental/shared/schemas/quarantine';
import type { Db } from '../../db/connection.js';
import type { StkRequestsTable, StkStatus } from '../../db/types.js';
import { type Actor, everyRental } from '../access/index.js';
import { insertQuarantinedPayments } from '../c2b/index.js';
import { findPayer, findTransactionByReference } from '../transactions/index.js';
import { findStkRequest } from './repository.js';
import { recordPayment } from './stk-payment.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/** What the push asked for, as M-PESA showed it (AccountReference), and who it asked. */
async function payerOf(trx: Db, row: StkRequestsTable) {
  if (row.purpose === 'tenant_balance' && row.tenant_id) {
    const payer = await findPayer(trx, row.organization_id, row.tenant_id, everyRental);
    if (payer) {
      return { billRef: payer.house_number, payerName: tenantDisplayName(payer) };
    }
  }
  const plan = plans.find((candidate) => candidate.id === row.plan_id);
  return {
    billRef: row.purpose === 'subscription' ? (plan?.name ?? '') : '',
    payerName: row.phone,
  };
}

/**
 * Keeps an STK result that M-PESA called a success, but that does not match its push, out of
 * the books for the owner to decide (issue 27), in the caller's transaction: the push moves
 * from `from` to 'quarantined' (so the waiting screen stops and says it is being checked) and
 * a quarantined payment is written. False when the push was no longer `from` (a repeated
 * callback, or another server settled it first): then nothing is written.
 */
export async function quarantineStkPush(
  trx: Db,
  row: StkRequestsTable,
  input: {
    from: StkStatus;
    reason: QuarantineReason;
    /** The amount the callback said, in cents. */
    amountCents: number;
    receipt: string | null;
    resultDesc: string;
    now: Date;
  },
): Promise<boolean> {
  const at = input.now.toISOString();
  const moved = await trx
    .updateTable('stk_requests')
    .set({
      status: 'quarantined',
      result_code: '0',
      result_desc: input.resultDesc,
      receipt: input.receipt,
      transaction_id: null,
      updated_at: at,
    })
    .where('id', '=', row.id)
    .where('status', '=', input.from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const { billRef, payerName } = await payerOf(trx, row);
  await insertQuarantinedPayments(trx, [
    {
      id: randomUUID(),
      organizationId: row.organization_id,
      source: 'stk',
      stkRequestId: row.id,
      transId: input.receipt ?? row.checkout_request_id,
      amountCents: input.amountCents,
      billRef,
      payerName,
      paidAt: at,
      reasons: [input.reason],
      details: {
        expectedamount: centsToKes(Number(row.amount_cents)),
        checkoutrequestid: row.checkout_request_id,
      },
      createdAt: at,
    },
  ]);
  return true;
}

/**
 * Posts a quarantined STK payment the owner accepted (the quarantine module calls this in
 * its transaction), as an STK success is posted: a tenant's payment with its SMS receipt, or
 * the subscription's month. The amount is the one M-PESA's callback said (what the owner
 * checked on their statement), and the payment is dated when it arrived. `receipt` is the
 * receipt number to record it under; null: the CheckoutRequestID stands for it. The push is
 * marked succeeded. Returns the transaction's id; null when nothing was posted: the receipt is
 * already recorded, or the push is not (or no longer) quarantined.
 */
export async function postAcceptedStkPayment(
  trx: Db,
  actor: Actor,
  stkRequestId: string,
  receipt: string | null,
  now: Date,
): Promise<string | null> {
  const row = await findStkRequest(trx, actor.organizationId, stkRequestId);
  if (!row || row.status !== 'quarantined') return null;
  const held = await trx
    .selectFrom('quarantined_payments')
    .select(['amount_cents', 'paid_at'])
    .where('organization_id', '=', actor.organizationId)
    .where('stk_request_id', '=', row.id)
    .executeTakeFirst();
  const transactionId = randomUUID();
  // The conditional update decides: two accepts at once post once.
  const moved = await trx
    .updateTable('stk_requests')
    .set({
      status: 'succeeded',
      receipt,
      transaction_id: transactionId,
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'quarantined')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return null;
  const amountCents = held ? Number(held.amount_cents) : Number(row.amount_cents);
  const recorded = await recordPayment(
    trx,
    { ...row, amount_cents: amountCents },
    { transactionId, receipt: receipt ?? undefined, now, paidAt: held?.paid_at, actor },
  );
  if (recorded) return recorded;
  // Already in the books under that receipt: the push points at the payment that holds it.
  const reference = receipt ?? row.checkout_request_id;
  const existing = await findTransactionByReference(trx, row.organization_id, reference);
  await trx
    .updateTable('stk_requests')
    .set({ transaction_id: existing?.id ?? null })
    .where('id', '=', row.id)
    .execute();
  return null;
}
