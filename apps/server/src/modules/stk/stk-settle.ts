import { randomUUID } from 'node:crypto';
import type { StkRequestsTable, StkStatus } from '../../db/types.js';
import { stkQuery } from '../../integrations/mpesa/daraja-stk.js';
import { stopRequested } from '../../lib/stop-signal.js';
import { noteStkResult, pendingStkRequests, settleStkRequest } from './repository.js';
import { appOf } from './stk-apps.js';
import { recordPayment } from './stk-payment.js';
import type { StkDeps } from './stk-types.js';

const defaultSettleAfterMs = 60_000;
/** A request M-PESA still calls pending after this long is given up as failed. */
const giveUpAfterMs = 15 * 60_000;

export function dueForQuery(deps: StkDeps, row: StkRequestsTable) {
  const age = deps.clock().getTime() - Date.parse(row.created_at);
  return row.result_code === '1037' || age >= (deps.stk.settleAfterMs ?? defaultSettleAfterMs);
}

/** Asks M-PESA how a push ended; settles it when M-PESA knows. */
export async function settleByQuery(deps: StkDeps, row: StkRequestsTable): Promise<void> {
  const app = await appOf(deps, row);
  const now = deps.clock();
  let result;
  try {
    result = await stkQuery(app.credentials, {
      shortcode: row.shortcode,
      passkey: app.passkey,
      checkoutRequestId: row.checkout_request_id,
      at: now,
    });
  } catch (error) {
    if (now.getTime() - Date.parse(row.created_at) < giveUpAfterMs) throw error;
    result = { state: 'pending' as const, message: String(error) };
  }
  if (result.state === 'pending') {
    if (now.getTime() - Date.parse(row.created_at) >= giveUpAfterMs) {
      await applyResult(deps, row, { code: 'timeout', desc: result.message, fromQuery: true });
    }
    return;
  }
  await applyResult(deps, row, {
    code: String(result.resultCode),
    desc: result.resultDesc,
    fromQuery: true,
  });
}

/**
 * Settles the pending requests older than the settle delay (the background job); once `signal`
 * aborts (shutdown), the rest wait for the next pass.
 */
export async function settlePendingStkRequests(
  deps: StkDeps,
  { limit = 20, signal }: { limit?: number; signal?: AbortSignal } = {},
) {
  const before = new Date(
    deps.clock().getTime() - (deps.stk.settleAfterMs ?? defaultSettleAfterMs),
  ).toISOString();
  const rows = await pendingStkRequests(deps.db, before, limit);
  for (const row of rows) {
    if (await stopRequested(signal)) break;
    await settleByQuery(deps, row).catch((error: unknown) => deps.log?.(error));
  }
  return rows.length;
}

function statusOf(code: string): StkStatus {
  if (code === '0') return 'succeeded';
  if (code === '1032') return 'cancelled';
  return 'failed';
}

export async function applyResult(
  deps: StkDeps,
  row: StkRequestsTable,
  result: { code: string; desc: string; receipt?: string | undefined; fromQuery: boolean },
): Promise<void> {
  const now = deps.clock();
  // 1037 (phone unreachable) may still complete: only the status query concludes it.
  if (result.code === '1037' && !result.fromQuery) {
    await noteStkResult(deps.db, row.id, {
      result_code: '1037',
      result_desc: result.desc,
      updated_at: now.toISOString(),
    });
    await settleByQuery(deps, { ...row, result_code: '1037' }).catch((error: unknown) =>
      deps.log?.(error),
    );
    return;
  }
  const status = statusOf(result.code);
  const transactionId = status === 'succeeded' ? randomUUID() : null;
  await deps.db.transaction().execute(async (trx) => {
    const settled = await settleStkRequest(trx, row.id, {
      status,
      result_code: result.code,
      result_desc: result.desc,
      receipt: result.receipt ?? null,
      transaction_id: transactionId,
      updated_at: now.toISOString(),
    });
    if (!settled || !transactionId) return;
    const recorded = await recordPayment(trx, row, transactionId, result.receipt, now);
    if (recorded !== transactionId) {
      await trx
        .updateTable('stk_requests')
        .set({ transaction_id: recorded })
        .where('id', '=', row.id)
        .execute();
    }
  });
}
