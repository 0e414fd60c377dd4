import type { Db } from '../../db/connection.js';
import { parseTransactionStatusResult } from '../../integrations/mpesa/daraja-transaction-status.js';
import type { MpesaOptions } from '../../integrations/mpesa/options.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { findSettingsBySecret } from '../organization/index.js';
import { receiptKey } from '../ledger/index.js';
import { verifyRecorded } from './verifications.js';

export interface StatusResultDeps {
  db: Db;
  clock: Clock;
  mpesa: MpesaOptions;
}

/** A result is believed only for a receipt asked about this recently. */
const askedWithinMs = 24 * 3600 * 1000;

export type StatusResultOutcome = 'verified' | 'not-verified' | 'untrusted-source' | 'timeout';

/**
 * A Transaction Status result (or time-out) M-PESA POSTs to `/api/c2b/<secret>/status-…`.
 * Unknown secret: not found. From an address that is not M-PESA's: ignored, nothing stored.
 * A success (ResultCode 0, status Completed) for a receipt we asked about, whose amount is
 * the recorded payment's, marks that payment verified; anything else changes nothing (the
 * receipt is asked again after the hour). Never posts money: it only confirms what is
 * already in the books.
 */
export async function handleStatusResult(
  deps: StatusResultDeps,
  secret: string,
  kind: 'result' | 'timeout',
  sourceIp: string | undefined,
  rawBody: string,
): Promise<StatusResultOutcome> {
  const settings = /^[0-9a-f]{40}$/.test(secret)
    ? await findSettingsBySecret(deps.db, secret)
    : undefined;
  if (!settings) throw notFound('Callback URL');
  const trusted = deps.mpesa.callbackSources?.(sourceIp) ?? true;
  if (!trusted) return 'untrusted-source';
  if (kind === 'timeout') return 'timeout';
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return 'not-verified';
  }
  const result = parseTransactionStatusResult(body);
  if (
    !result ||
    result.resultCode !== 0 ||
    !result.receipt ||
    result.amountCents === undefined ||
    (result.status !== undefined && !/^completed$/i.test(result.status))
  ) {
    return 'not-verified';
  }
  const organizationId = settings.organization_id;
  const now = deps.clock();
  const receipt = receiptKey(result.receipt);
  const asked = await deps.db
    .selectFrom('transaction_status_asks')
    .select('receipt')
    .where('organization_id', '=', organizationId)
    .where('receipt', '=', receipt)
    .where('asked_at', '>=', new Date(now.getTime() - askedWithinMs).toISOString())
    .executeTakeFirst();
  if (!asked) return 'not-verified';
  const verified = await verifyRecorded(
    deps.db,
    organizationId,
    [{ receipt, amountCents: result.amountCents }],
    'transaction_status',
    now,
  );
  return verified.length > 0 ? 'verified' : 'not-verified';
}
