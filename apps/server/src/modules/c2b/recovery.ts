import { systemActor } from '../auth/actor.js';
import { stopRequested } from '../../lib/stop-signal.js';
import { paybillSettings } from '../mpesa/repository.js';
import { readC2bBody } from './parse.js';
import { finishCallback, unprocessedConfirmations } from './repository.js';
import { reconcilePayment, type C2bDeps } from './service.js';

/**
 * How long a stored confirmation may stay unprocessed before recovery takes it over. The
 * request that stored it processes it within milliseconds; a minute leaves that alone.
 */
const inFlightMs = 60_000;

/**
 * Processes the confirmations that were stored but never processed: M-PESA got no answer (the
 * server died, the database failed) and may never send them again, yet the payment is real.
 * Reconciling is idempotent on (organization, TransID), so a row taken by two server
 * processes, or one whose payment was recorded before the failure, still credits once.
 * Returns how many rows it settled; a row that fails again is left for the next pass, as are
 * the rows after `signal` aborts (shutdown).
 */
export async function recoverStoredConfirmations(
  deps: C2bDeps & { onError: (error: unknown) => void },
  { limit = 100, signal }: { limit?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const before = new Date(deps.clock().getTime() - inFlightMs).toISOString();
  const rows = await unprocessedConfirmations(deps.db, before, limit);
  let settled = 0;
  for (const row of rows) {
    if (await stopRequested(signal)) break;
    if (!row.organization_id) continue;
    try {
      await reprocess(deps, row.id, row.organization_id, row.raw_body);
      settled += 1;
    } catch (error) {
      deps.onError(error);
    }
  }
  return settled;
}

/** Records the callback's payment and its outcome together, or notes why it pays nothing. */
async function reprocess(deps: C2bDeps, id: string, organizationId: string, rawBody: string) {
  const finish = (outcome: string) =>
    finishCallback(deps.db, id, outcome, deps.clock().toISOString());
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return finish('invalid');
  }
  const settings = await paybillSettings(deps.db, organizationId);
  const reading = readC2bBody(body, settings.paybill);
  if (reading.kind !== 'payment') return finish(reading.kind);
  const { payment } = reading;
  const mpesa = systemActor(organizationId, 'M-PESA');
  await reconcilePayment(deps, mpesa, payment, 'c2b', settings.bankAccountNumber, id);
}
