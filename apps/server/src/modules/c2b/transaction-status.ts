import type { Db } from '../../db/connection.js';
import { queryTransactionStatus } from '../../integrations/mpesa/daraja-transaction-status.js';
import type { MpesaOptions } from '../../integrations/mpesa/options.js';
import type { Clock } from '../../lib/clock.js';
import { stopRequested } from '../../lib/stop-signal.js';
import { appsWithInitiator, verificationUrls, type PaybillApp } from './daraja-access.js';
import { holdsReceiptSql, shownReferenceSql } from '../ledger/index.js';

export interface StatusAskDeps {
  db: Db;
  clock: Clock;
  mpesa: MpesaOptions;
  onError: (error: unknown) => void;
}

const dayMs = 24 * 3600 * 1000;
/** Payments this recent are asked about: older ones are left to Pull or a statement. */
export const statusLookbackMs = 7 * dayMs;
/** A receipt asked about is not asked again within this time (its answer may be on its way). */
export const askAgainAfterMs = 3600 * 1000;
/** Receipts asked per organization per pass: Daraja's quota is shared with everything else. */
export const defaultAsksPerPass = 20;

const receiptPattern = /^[A-Z0-9]{8,20}$/;

/**
 * The organization's M-PESA payments of the last week (recorded by M-PESA itself, or waiting
 * unallocated) that no record has verified and nobody asked about within the hour, newest
 * first.
 */
async function unverifiedReceipts(db: Db, organizationId: string, now: Date, limit: number) {
  const since = new Date(now.getTime() - statusLookbackMs).toISOString();
  const askedSince = new Date(now.getTime() - askAgainAfterMs).toISOString();
  const payments = await db
    .selectFrom('transactions as x')
    .select([shownReferenceSql('x').as('receipt'), 'x.paid_at'])
    .where('x.organization_id', '=', organizationId)
    .where('x.paid_at', '>=', since)
    .where('x.payment_mode', '=', 'MPESA')
    .where('x.recorded_by', 'is', null)
    .where('x.external_reference', 'is not', null)
    .where(holdsReceiptSql('x.id'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment_verifications as v')
            .select('v.receipt')
            .whereRef('v.organization_id', '=', 'x.organization_id')
            .where('v.receipt', '=', shownReferenceSql('x')),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('transaction_status_asks as a')
            .select('a.receipt')
            .whereRef('a.organization_id', '=', 'x.organization_id')
            .where('a.receipt', '=', shownReferenceSql('x'))
            .where('a.asked_at', '>', askedSince),
        ),
      ),
    )
    .orderBy('x.paid_at', 'desc')
    .limit(limit)
    .execute();
  const unallocated = await db
    .selectFrom('unallocated_payments as u')
    .select(['u.trans_id as receipt', 'u.paid_at'])
    .where('u.organization_id', '=', organizationId)
    .where('u.paid_at', '>=', since)
    .where('u.assigned_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment_verifications as v')
            .select('v.receipt')
            .whereRef('v.organization_id', '=', 'u.organization_id')
            .whereRef('v.receipt', '=', 'u.trans_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('transaction_status_asks as a')
            .select('a.receipt')
            .whereRef('a.organization_id', '=', 'u.organization_id')
            .whereRef('a.receipt', '=', 'u.trans_id')
            .where('a.asked_at', '>', askedSince),
        ),
      ),
    )
    .orderBy('u.paid_at', 'desc')
    .limit(limit)
    .execute();
  return [...payments, ...unallocated]
    .sort((a, b) => (a.paid_at < b.paid_at ? 1 : -1))
    .map((row) => row.receipt ?? '')
    .filter((receipt) => receiptPattern.test(receipt))
    .slice(0, limit);
}

/**
 * Claims receipts to ask about: each one not asked within the hour is recorded as asked now,
 * in one statement. The primary key and the upsert's condition decide, so of two servers
 * claiming the same receipt at once only one gets it.
 */
export async function claimAsks(
  db: Db,
  organizationId: string,
  receipts: readonly string[],
  now: Date,
): Promise<string[]> {
  const keys = [...new Set(receipts)].sort();
  if (keys.length === 0) return [];
  const askedBefore = new Date(now.getTime() - askAgainAfterMs).toISOString();
  const claimed = await db
    .insertInto('transaction_status_asks')
    .values(
      keys.map((receipt) => ({
        organization_id: organizationId,
        receipt,
        asked_at: now.toISOString(),
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'receipt'])
        .doUpdateSet({ asked_at: now.toISOString() })
        .where('transaction_status_asks.asked_at', '<=', askedBefore),
    )
    .returning('receipt')
    .execute();
  return claimed.map((row) => row.receipt).sort();
}

/** Asks M-PESA about one organization's unverified receipts; the results come to its URLs. */
async function askFor(deps: StatusAskDeps, app: PaybillApp, limit: number, signal?: AbortSignal) {
  const now = deps.clock();
  const candidates = await unverifiedReceipts(deps.db, app.organizationId, now, limit);
  const receipts = await claimAsks(deps.db, app.organizationId, candidates, now);
  const urls = verificationUrls(deps.mpesa.publicUrl, app.callbackSecret);
  let asked = 0;
  for (const receipt of receipts) {
    if (await stopRequested(signal)) break;
    // A refusal (wrong initiator, quota) would repeat for every receipt: stop at the first.
    await queryTransactionStatus(app.credentials, {
      initiator: app.initiator!.name,
      securityCredential: app.initiator!.credential,
      receipt,
      shortcode: app.shortcode,
      resultUrl: urls.statusResult,
      timeoutUrl: urls.statusTimeout,
    });
    asked += 1;
  }
  return asked;
}

/**
 * One pass of the Transaction Status job: for each organization with an initiator, asks about
 * at most `perOrganization` unverified payments of the last week. An organization whose
 * asks fail is reported and the others still asked. Returns how many receipts were asked.
 */
export async function askTransactionStatuses(
  deps: StatusAskDeps,
  {
    perOrganization = defaultAsksPerPass,
    signal,
  }: { perOrganization?: number; signal?: AbortSignal } = {},
): Promise<number> {
  let asked = 0;
  for (const app of await appsWithInitiator(deps.db, deps.mpesa, deps.onError)) {
    if (await stopRequested(signal)) break;
    try {
      asked += await askFor(deps, app, perOrganization, signal);
    } catch (error) {
      deps.onError(error);
    }
  }
  return asked;
}
