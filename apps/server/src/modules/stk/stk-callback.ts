import { randomUUID } from 'node:crypto';
import { parseStkCallback } from '../../integrations/mpesa/daraja-stk-callback.js';
import { addLateReceipt, findStkRequestByCheckout, insertStkCallback } from './repository.js';
import { applyResult } from './stk-settle.js';
import type { StkDeps } from './stk-types.js';

/** Stores a callback body as received, before anything else is done with it. */
export async function storeStkCallback(deps: StkDeps, payload: unknown) {
  const parsed = parseStkCallback(payload);
  await insertStkCallback(deps.db, {
    id: randomUUID(),
    checkout_request_id: parsed?.checkoutRequestId ?? null,
    payload: JSON.stringify(payload ?? null),
    received_at: deps.clock().toISOString(),
  });
}

/** Applies a stored callback; a repeated one finds its request settled and does nothing. */
export async function processStkCallback(deps: StkDeps, payload: unknown): Promise<void> {
  const parsed = parseStkCallback(payload);
  if (!parsed) return;
  const row = await findStkRequestByCheckout(deps.db, parsed.checkoutRequestId);
  if (!row) return;
  if (row.status !== 'pending') {
    // The status query settled it first; it carries no receipt number, this callback does.
    if (row.status === 'succeeded' && parsed.resultCode === 0 && parsed.receiptNumber) {
      await addLateReceipt(deps.db, row, parsed.receiptNumber, deps.clock());
    }
    return;
  }
  await applyResult(deps, row, {
    code: String(parsed.resultCode),
    desc: parsed.resultDesc,
    receipt: parsed.receiptNumber,
    fromQuery: false,
  });
}
