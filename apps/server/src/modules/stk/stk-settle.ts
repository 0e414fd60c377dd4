import { randomUUID } from 'node:crypto';
import type { QuarantineReason } from '@rental/shared/schemas/quarantine';
import type { StkRequestsTable, StkStatus } from '../../db/types.js';
import { stkQuery } from '../../integrations/mpesa/daraja-stk.js';
import { stopRequested } from '../../lib/stop-signal.js';
import { noteStkResult, pendingStkRequests, settleStkRequest } from './repository.js';
import { appOf } from './stk-apps.js';
import { recordPayment } from './stk-payment.js';
import { quarantineStkPush } from './stk-quarantine.js';
import { markVerified } from '../c2b/index.js';
import type { StkDeps } from './stk-types.js';

const defaultSettleAfterMs = 60_000;
/** A request M-PESA still calls pending after this long is given up as failed. */
const giveUpAfterMs = 15 * 60_000;

export function dueForQuery(deps: StkDeps, row: StkRequestsTable) {
  const age = deps.clock().getTime() - Date.parse(row.created_at);
  return (
    awaitsConfirmation(row) ||
    row.result_code === '1037' ||
    age >= (deps.stk.settleAfterMs ?? defaultSettleAfterMs)
  );
}

/** A success callback passed its checks and waits for the STK query to confirm it. */
function awaitsConfirmation(row: StkRequestsTable) {
  return row.status === 'pending' && row.result_code === '0';
}

/**
 * Asks M-PESA how a push ended, through the app that sent it, and settles it when M-PESA
 * knows. A success callback waiting for this answer is posted only when the query says it
 * succeeded too; otherwise it is quarantined (stk_not_confirmed). When the query cannot be
 * reached the push stays pending (the error is thrown) and the settler asks again.
 */
export async function settleByQuery(deps: StkDeps, row: StkRequestsTable): Promise<void> {
  const now = deps.clock();
  const givenUp = now.getTime() - Date.parse(row.created_at) >= giveUpAfterMs;
  let result;
  try {
    // In the try: an app whose keys were removed since is as unreachable as Daraja.
    const app = await appOf(deps, row);
    result = await stkQuery(app.credentials, {
      shortcode: row.shortcode,
      passkey: app.passkey,
      checkoutRequestId: row.checkout_request_id,
      at: now,
    });
  } catch (error) {
    if (!givenUp) throw error;
    result = { state: 'pending' as const, message: String(error) };
  }
  const unconfirmed = result.state === 'pending' ? givenUp : result.resultCode !== 0;
  if (awaitsConfirmation(row) && unconfirmed) {
    await quarantinePending(deps, row, 'stk_not_confirmed');
    return;
  }
  if (result.state === 'pending') {
    if (givenUp) {
      await applyResult(deps, row, { code: 'timeout', desc: result.message, fromQuery: true });
    }
    return;
  }
  await applyResult(deps, row, {
    code: String(result.resultCode),
    desc: result.resultDesc,
    receipt: row.receipt ?? undefined,
    fromQuery: true,
  });
}

/** Quarantines a pending push whose success callback (its amount) did not hold. */
export async function quarantinePending(
  deps: StkDeps,
  row: StkRequestsTable,
  reason: QuarantineReason,
  callback: { amountCents?: number; receipt?: string | null; desc?: string } = {},
) {
  await deps.db.transaction().execute(async (trx) => {
    await quarantineStkPush(trx, row, {
      from: 'pending',
      reason,
      amountCents: callback.amountCents ?? Number(row.amount_cents),
      receipt: callback.receipt === undefined ? row.receipt : callback.receipt,
      resultDesc: callback.desc ?? row.result_desc ?? '',
      now: deps.clock(),
    });
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

/**
 * Settles a pending push with M-PESA's result. A success ('0') comes here only once the STK
 * query said so: it is posted through the ledger once (the conditional update decides).
 */
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
    const receipt = result.receipt;
    if (await recordPayment(trx, row, { transactionId, receipt, now })) {
      // Only a query's success reaches here: M-PESA's own records confirmed it.
      await markVerified(
        trx,
        row.organization_id,
        [receipt ?? row.checkout_request_id],
        'stk_query',
        now,
      );
      return;
    }
    // The receipt is already in the books: never posted twice, held for the owner instead.
    await quarantineStkPush(trx, row, {
      from: 'succeeded',
      reason: 'stk_receipt_reused',
      amountCents: Number(row.amount_cents),
      receipt: receipt ?? null,
      resultDesc: result.desc,
      now,
    });
  });
}
