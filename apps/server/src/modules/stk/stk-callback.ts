import { randomUUID } from 'node:crypto';
import { kesToCents } from '@rental/shared/money';
import {
  parseStkCallback,
  type StkCallback,
} from '../../integrations/mpesa/daraja-stk-callback.js';
import type { StkRequestsTable } from '../../db/types.js';
import { hashCallbackToken, isLegacySecret } from './callback-tokens.js';
import {
  addLateReceipt,
  callbackTokenKnown,
  findStkRequestByCheckout,
  findStkRequestByToken,
  insertStkCallback,
  noteStkResult,
} from './repository.js';
import { applyResult, quarantinePending, settleByQuery } from './stk-settle.js';
import type { StkDeps } from './stk-types.js';

/** Where a received callback belongs: its token's hash, or null for the old global secret. */
export interface ReceivedStkCallback {
  tokenHash: string | null;
  payload: unknown;
}

/**
 * Takes a callback M-PESA posted to `/api/stk/callback/<token>` and stores it as received.
 * Undefined (answered 404, nothing stored) unless a push owns it:
 * - a token we issued: the body must be about that token's push (its CheckoutRequestID). A
 *   push's row may not be written yet (M-PESA called back before our insert): the callback
 *   is then stored against the token and applied when the row is written;
 * - the old server-wide secret: only for a push sent before tokens (no token of its own), so
 *   prompts in flight at the upgrade still settle, and no push with a token ever does there.
 */
export async function receiveStkCallback(
  deps: StkDeps,
  pathToken: string,
  payload: unknown,
): Promise<ReceivedStkCallback | undefined> {
  const parsed = parseStkCallback(payload);
  let tokenHash: string | null;
  if (isLegacySecret(pathToken, deps.stk.callbackSecret)) {
    if (!parsed) return undefined;
    const row = await findStkRequestByCheckout(deps.db, parsed.checkoutRequestId);
    if (!row || row.callback_token_hash !== null) return undefined;
    tokenHash = null;
  } else {
    tokenHash = hashCallbackToken(pathToken);
    if (!(await callbackTokenKnown(deps.db, tokenHash))) return undefined;
    const row = await findStkRequestByToken(deps.db, tokenHash);
    if (row && parsed?.checkoutRequestId !== row.checkout_request_id) return undefined;
  }
  await insertStkCallback(deps.db, {
    id: randomUUID(),
    checkout_request_id: parsed?.checkoutRequestId ?? null,
    payload: JSON.stringify(payload ?? null),
    received_at: deps.clock().toISOString(),
    callback_token_hash: tokenHash,
  });
  return { tokenHash, payload };
}

/** The push a stored callback is applied to; undefined when none may take it. */
async function ownerOf(deps: StkDeps, callback: StkCallback, tokenHash: string | null) {
  const row =
    tokenHash === null
      ? await findStkRequestByCheckout(deps.db, callback.checkoutRequestId)
      : await findStkRequestByToken(deps.db, tokenHash);
  if (!row || row.checkout_request_id !== callback.checkoutRequestId) return undefined;
  if (row.callback_token_hash !== tokenHash) return undefined;
  return row;
}

/** The callback's amount in cents; 0 for none, or one no payment could be. */
function amountCentsOf(callback: StkCallback): number {
  const cents = callback.amount === undefined ? 0 : kesToCents(callback.amount);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : 0;
}

/**
 * Applies a stored callback to the push that owns it; a repeated one finds its push settled
 * and does nothing. A success is not posted from the callback alone: its amount must be the
 * push's (else quarantined), then the STK query must confirm it (stk-settle.ts), and its
 * receipt must be new when posted.
 */
export async function processStkCallback(
  deps: StkDeps,
  { tokenHash, payload }: ReceivedStkCallback,
): Promise<void> {
  const parsed = parseStkCallback(payload);
  if (!parsed) return;
  const row = await ownerOf(deps, parsed, tokenHash);
  if (!row) return;
  const matches = amountCentsOf(parsed) === Number(row.amount_cents);
  if (row.status !== 'pending') {
    // The status query settled it first; it carries no receipt number, this callback does.
    if (row.status === 'succeeded' && parsed.resultCode === 0 && parsed.receiptNumber && matches) {
      await addLateReceipt(deps.db, row, parsed.receiptNumber, deps.clock());
    }
    return;
  }
  if (parsed.resultCode === 0) {
    await acceptSuccess(deps, row, parsed, matches);
    return;
  }
  await applyResult(deps, row, {
    code: String(parsed.resultCode),
    desc: parsed.resultDesc,
    receipt: parsed.receiptNumber,
    fromQuery: false,
  });
}

async function acceptSuccess(
  deps: StkDeps,
  row: StkRequestsTable,
  callback: StkCallback,
  amountMatches: boolean,
) {
  const receipt = callback.receiptNumber ?? null;
  if (!amountMatches) {
    await quarantinePending(deps, row, 'stk_amount_mismatch', {
      amountCents: amountCentsOf(callback),
      receipt,
      desc: callback.resultDesc,
    });
    return;
  }
  // Noted first: if the query cannot be reached now, the settler confirms it later.
  const noted = { result_code: '0', result_desc: callback.resultDesc, receipt };
  await noteStkResult(deps.db, row.id, { ...noted, updated_at: deps.clock().toISOString() });
  await settleByQuery(deps, { ...row, ...noted });
}
