import type { Db } from '../../db/connection.js';
import type { StkRequestsTable, StkStatus } from '../../db/types.js';
import { recordLateReceipt } from '../ledger/index.js';
import { markVerified } from '../c2b/index.js';

export async function insertStkRequest(db: Db, row: StkRequestsTable) {
  await db.insertInto('stk_requests').values(row).execute();
}

export function findStkRequest(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('stk_requests')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The push that owns a callback token (by its hash). */
export function findStkRequestByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('stk_requests')
    .selectAll()
    .where('callback_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Notes a token before its push is sent, so that a callback faster than our insert is known. */
export async function insertCallbackToken(
  db: Db,
  row: { token_hash: string; organization_id: string; created_at: string },
) {
  await db.insertInto('stk_callback_tokens').values(row).execute();
}

/** Forgets the token of a push M-PESA refused: nothing will call back on it. */
export async function deleteCallbackToken(db: Db, tokenHash: string) {
  await db.deleteFrom('stk_callback_tokens').where('token_hash', '=', tokenHash).execute();
}

export async function callbackTokenKnown(db: Db, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('stk_callback_tokens')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row !== undefined;
}

export function findStkRequestByCheckout(db: Db, checkoutRequestId: string) {
  return db
    .selectFrom('stk_requests')
    .selectAll()
    .where('checkout_request_id', '=', checkoutRequestId)
    .executeTakeFirst();
}

/**
 * Settles a pending request: true for the one caller that moved it out of pending. Two
 * callbacks (or a callback and a status query) racing both run this; the second finds it
 * settled (PostgreSQL re-checks the WHERE after the first commits; SQLite writes one at a
 * time), so a result is applied once.
 */
export async function settleStkRequest(
  db: Db,
  id: string,
  values: {
    status: StkStatus;
    result_code: string;
    result_desc: string;
    receipt: string | null;
    transaction_id: string | null;
    updated_at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('stk_requests')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Notes an answer that does not settle the request yet: 1037 (the query decides), or a
 * success callback with its receipt, waiting for the query to confirm it.
 */
export async function noteStkResult(
  db: Db,
  id: string,
  values: { result_code: string; result_desc: string; receipt?: string | null; updated_at: string },
) {
  await db
    .updateTable('stk_requests')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Pending requests started before `before`: the status query settles them. */
export function pendingStkRequests(db: Db, before: string, limit: number) {
  return db
    .selectFrom('stk_requests')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function insertStkCallback(
  db: Db,
  row: {
    id: string;
    checkout_request_id: string | null;
    payload: string;
    received_at: string;
    callback_token_hash: string | null;
  },
) {
  await db.insertInto('stk_callbacks').values(row).execute();
}

/** The latest callback that came on a token (one faster than its push's row). */
export function latestStkCallbackPayload(db: Db, tokenHash: string) {
  return db
    .selectFrom('stk_callbacks')
    .select('payload')
    .where('callback_token_hash', '=', tokenHash)
    .orderBy('received_at', 'desc')
    .executeTakeFirst();
}

/**
 * The M-PESA receipt number of a push the status query settled (the query does not give it):
 * noted on the request and, unless a payment already holds that number (M-PESA also confirmed
 * it by C2B, or a user typed it), recorded as the payment's late receipt, which it shows in
 * place of the CheckoutRequestID it was posted under (the payment's row stays as posted,
 * decision 0062). Applied once: a repeated callback finds the receipt set.
 */
export async function addLateReceipt(db: Db, row: StkRequestsTable, receipt: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    const noted = await trx
      .updateTable('stk_requests')
      .set({ receipt })
      .where('id', '=', row.id)
      .where('receipt', 'is', null)
      .executeTakeFirst();
    if (Number(noted.numUpdatedRows) !== 1 || !row.transaction_id) return;
    const payment = {
      organizationId: row.organization_id,
      transactionId: row.transaction_id,
      standIn: row.checkout_request_id,
    };
    if (!(await recordLateReceipt(trx, payment, receipt, now))) return;
    // The query confirmed this push; the receipt is its payment's now.
    await markVerified(trx, row.organization_id, [receipt], 'stk_query', now);
  });
}
