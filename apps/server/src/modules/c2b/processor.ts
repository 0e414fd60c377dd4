import { sql } from 'kysely';
import { houseKeyFromBillRef } from '@rental/shared/account-ref';
import { applierShards, shardOfColumn } from '../../db/applier-shards.js';
import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/connection.js';
import { organizationKey } from '../../db/tenant-keys.js';
import { stopRequested } from '../../lib/stop-signal.js';
import { systemActor, type Actor } from '../access/index.js';
import { paybillSettingsOf } from '../organization/index.js';
import { recordMpesaPaymentsAcross } from './mpesa-payment.js';
import { quarantineOf, type Quarantine } from './checks.js';
import { noteFailure, quarantineAll } from './processor-outcomes.js';
import type { PaybillPayment } from './parse.js';
import {
  finishCallbacks,
  storedPayment,
  storedPaymentColumns,
  tenantsByHouseKeysAcross,
  type Payer,
  type StoredConfirmation,
} from './repository.js';
import type { C2bDeps } from './service.js';
import { parkUnallocatedAcross } from './unallocated.js';

export interface ProcessorDeps extends C2bDeps {
  onError: (error: unknown) => void;
}

export interface ProcessOptions {
  /** Confirmations per transaction, at most (defaultBatchSize). */
  batchSize?: number;
  signal?: AbortSignal;
  /**
   * Confirmations that failed on their own lately, not to be claimed again until the time
   * given (ms): a confirmation that keeps failing must not take every batch down with it.
   */
  failing?: Map<string, number>;
}

/**
 * At most this many confirmations per transaction. A batch costs a commit and a fixed number
 * of statements whatever its size, so under load larger batches apply more per second.
 * - PostgreSQL: with a 2-core machine answering 4,000 confirmations a second, batches of 100
 *   applied about 1,600 a second and fell behind; batches of 500, about 3,500. 500 rows keep
 *   the widest INSERT (transactions, ~20 columns) well within the bound-parameter limits.
 * - SQLite: a batch runs on the thread that answers M-PESA and holds the one connection the
 *   answers' stores wait for: 60 confirmations take about 20 ms, within the 50 ms p99 answer
 *   budget; the pipeline lets batches fill (pipeline.ts), so commits stay few.
 * Quiet, a batch holds only what is waiting.
 */
export const defaultBatchSize = (db: Db) => (isPostgres(db) ? 500 : 60);

/** How long a confirmation that failed on its own waits before it is tried again. */
const retryAfterMs = 60_000;

/**
 * Applies stored confirmations, many per transaction and one commit: claims the oldest
 * unprocessed ones (PostgreSQL: FOR UPDATE SKIP LOCKED, so two server processes take
 * different rows, and a process that dies mid-batch leaves them to the next), reconciles each
 * with the same matching, ledger posting, unique TransID and receipt SMS as always, and
 * records each outcome in the same transaction. A batch that fails is retried one
 * confirmation per transaction, so one bad row costs only itself. Returns how many were
 * settled; stops between batches once `signal` aborts.
 */
export async function processStoredConfirmations(
  deps: ProcessorDeps,
  { batchSize = defaultBatchSize(deps.db), signal, failing = new Map() }: ProcessOptions = {},
): Promise<number> {
  let settled = 0;
  for (;;) {
    if (await stopRequested(signal)) return settled;
    const now = deps.clock();
    forgetRetried(failing, now.getTime());
    let batch = { claimed: 0, applied: 0, othersWaiting: false };
    try {
      batch = await deps.db.transaction().execute(async (trx) => {
        const skip = [...failing.keys()];
        const taken = isPostgres(trx) ? await takeShards(trx, skip) : undefined;
        if (taken === null) return { claimed: 0, applied: 0, othersWaiting: false };
        const rows = taken
          ? await claimFromShards(trx, batchSize, skip, taken.shards)
          : await claimConfirmations(trx, batchSize, skip);
        const applied = await applyConfirmations(trx, rows, now);
        return { claimed: rows.length, applied, othersWaiting: taken?.othersWaiting ?? false };
      });
    } catch (error) {
      deps.onError(error);
      settled += await applyOneByOne(deps, batchSize, failing);
      continue;
    }
    settled += batch.applied;
    if (batch.claimed === 0) return settled;
    // A short batch that applied all it took: nothing is waiting, in its shard or another.
    if (batch.claimed < batchSize && batch.applied === batch.claimed && !batch.othersWaiting) {
      return settled;
    }
  }
}

/**
 * PostgreSQL: confirmations are applied by shard, their organization's hash modulo 16,
 * one process at a time per shard (a transaction-level advisory lock, which works through
 * PgBouncer in transaction mode). Without it, two servers' batches each spanned the same
 * organizations: the second queued behind the first at the first organization's kept sums
 * (ledger_month_sums, tenant_balances), and two servers applied no faster than one. The
 * invoice run holds the shards of the organizations it bills (db/applier-shards.ts).
 */
export { applierShards };
// The index of migration 0066 is keyed by this very expression (& 15): change both together.
const shardOf = shardOfColumn('organization_id');

/**
 * Shards one batch may take: half of them, so that another server finds free ones. Finding
 * the shards costs a probe of each (16 index probes, each past the entries of confirmations
 * applied since the last vacuum): on rent day, 15-34 ms a batch. Batches of one shard held
 * some 50 confirmations there, so finding them cost more of PostgreSQL's time than applying
 * them; a batch of several shards fills towards its 500.
 */
const shardsPerBatch = applierShards.count / 2;

/**
 * Locks, for this transaction, up to `shardsPerBatch` free shards, those whose oldest waiting
 * confirmation is the oldest first, and tells whether other shards had confirmations waiting;
 * null when every shard with confirmations waiting is being applied by another process.
 */
async function takeShards(
  trx: Db,
  skip: string[],
): Promise<{ shards: number[]; othersWaiting: boolean } | null> {
  // Each shard's oldest waiting confirmation, one probe of migration 0066's index per shard:
  // a backlog of thousands is not read for each batch.
  const notSkipped =
    skip.length > 0 ? sql`and id not in (${sql.join(skip.map((id) => sql`${id}`))})` : sql``;
  // OFFSET 0 keeps the ordering inside: the locks are tried in order, and the LIMIT stops at
  // the last taken, so no other shard's lock is held.
  const { rows } = await sql<{ shard: number; shards: number }>`
    select shard, shards from (
      select s.shard, count(*) over () as shards
      from generate_series(0, ${sql.lit(applierShards.count - 1)}) as s(shard)
      cross join lateral (
        select received_at from mpesa_callbacks
        where processed_at is null and parked_at is null and kind = 'confirmation'
          and ${shardOf} = s.shard ${notSkipped}
        order by received_at limit 1
      ) oldest
      order by oldest.received_at offset 0
    ) waiting
    where pg_try_advisory_xact_lock(${sql.lit(applierShards.lockClass)}, shard)
    limit ${sql.lit(shardsPerBatch)}
  `.execute(trx);
  if (rows.length === 0) return null;
  return {
    shards: rows.map((row) => Number(row.shard)),
    othersWaiting: Number(rows[0]!.shards) > rows.length,
  };
}

/**
 * The batch from the shards taken, in their order (the oldest waiting first), each shard's
 * oldest first, until the batch is full. Shards are organizations apart, and only within an
 * organization does the order decide (the first received wins).
 */
async function claimFromShards(trx: Db, limit: number, skip: string[], shards: number[]) {
  const rows: StoredConfirmation[] = [];
  for (const shard of shards) {
    if (rows.length >= limit) break;
    rows.push(...(await claimConfirmations(trx, limit - rows.length, skip, { shard })));
  }
  return rows;
}

function forgetRetried(failing: Map<string, number>, nowMs: number) {
  for (const [id, until] of failing) if (until <= nowMs) failing.delete(id);
}

/** After a failed batch: each of its confirmations in a transaction of its own. */
async function applyOneByOne(
  deps: ProcessorDeps,
  batchSize: number,
  failing: Map<string, number>,
): Promise<number> {
  let settled = 0;
  const ids = await unprocessedIds(deps.db, batchSize, [...failing.keys()]);
  for (const id of ids) {
    const now = deps.clock();
    try {
      // Another process may hold it (skipped: it is theirs) or have settled it meanwhile.
      settled += await deps.db
        .transaction()
        .execute(async (trx) =>
          applyConfirmations(trx, await claimConfirmations(trx, 1, [], { onlyId: id }), now),
        );
    } catch (error) {
      deps.onError(error);
      failing.set(id, now.getTime() + retryAfterMs);
      await noteFailure(deps.db, id, error, now).catch(deps.onError);
    }
  }
  return settled;
}

/**
 * Confirmations stored and not yet applied nor parked, oldest first. The kind is written as a
 * literal: PostgreSQL uses migration 0066's partial index only when it can see the query asks
 * for what the index holds, whichever plan it keeps for the statement.
 */
function waitingConfirmations(db: Db) {
  return db
    .selectFrom('mpesa_callbacks')
    .where('processed_at', 'is', null)
    .where('parked_at', 'is', null)
    .where('kind', '=', sql.lit('confirmation'))
    .orderBy('received_at');
}

/** The oldest unprocessed confirmations, locked for this transaction (PostgreSQL). */
async function claimConfirmations(
  trx: Db,
  limit: number,
  skip: string[],
  { onlyId, shard }: { onlyId?: string; shard?: number } = {},
): Promise<StoredConfirmation[]> {
  let query = waitingConfirmations(trx)
    .select(['id', 'organization_id', 'received_at', 'source_ip', 'source_trusted'])
    .select(storedPaymentColumns)
    .limit(limit);
  if (skip.length > 0) query = query.where('id', 'not in', skip);
  if (onlyId) query = query.where('id', '=', onlyId);
  if (shard !== undefined) query = query.where(shardOf, '=', shard);
  if (isPostgres(trx)) query = query.forUpdate().skipLocked();
  return query.execute();
}

async function unprocessedIds(db: Db, limit: number, skip: string[]) {
  let query = waitingConfirmations(db).select('id').limit(limit);
  if (skip.length > 0) query = query.where('id', 'not in', skip);
  return (await query.execute()).map((row) => row.id);
}

interface Reading {
  id: string;
  organizationId: string;
  /** The payment to reconcile, or why there is none (invalid). */
  payment: PaybillPayment | string;
  bankAccountNumber: string;
  /** Set when it failed a check: the owner decides, the books are not touched. */
  quarantine?: Quarantine;
}

/**
 * Reconciles the claimed confirmations in the caller's transaction, in a few statements
 * whatever their number and however many organizations they are for, and records their
 * outcomes. Returns how many it settled: a second confirmation for a tenant or a TransID
 * already in the batch is left for the next one, as each payment is worked out from the books
 * before the batch.
 */
async function applyConfirmations(trx: Db, rows: StoredConfirmation[], now: Date) {
  const readings = await readAll(trx, rows);
  const outcomes = new Map<string, string[]>();
  const settle = (outcome: string, id: string) =>
    outcomes.set(outcome, [...(outcomes.get(outcome) ?? []), id]);
  for (const reading of readings) {
    if (typeof reading.payment === 'string') settle(reading.payment, reading.id);
  }
  await quarantineAll(trx, readings, now, settle);
  const payments = readings.filter(
    (reading): reading is Reading & { payment: PaybillPayment } =>
      typeof reading.payment !== 'string' && !reading.quarantine,
  );
  await reconcileBatch(trx, payments, now, settle);
  for (const [outcome, ids] of outcomes) {
    await finishCallbacks(trx, ids, outcome, now.toISOString());
  }
  return [...outcomes.values()].reduce((sum, ids) => sum + ids.length, 0);
}

/**
 * The batch's payments, of every organization in it, in the order they were received:
 * matched by house key (one query), posted through the ledger together, the rest parked as
 * unallocated together. (A batch of rent day spans hundreds of organizations: a few
 * statements for each made the applier fall minutes behind.) A TransID or a tenant already
 * taken by an earlier one waits for the next batch, and so does every later confirmation of
 * that TransID in its organization: the first received wins, as one by one. (Receipts are
 * claimed in (organization, TransID) order and tenants locked in id order, so two processes'
 * batches never wait on each other in a circle.)
 */
async function reconcileBatch(
  trx: Db,
  readings: (Reading & { payment: PaybillPayment })[],
  now: Date,
  settle: (outcome: string, id: string) => void,
) {
  const keyOf = (reading: Reading & { payment: PaybillPayment }) =>
    houseKeyFromBillRef(reading.payment.billRef, reading.bankAccountNumber);
  const tenants = await tenantsByHouseKeysAcross(
    trx,
    readings.flatMap((reading) => {
      const houseKey = keyOf(reading);
      return houseKey ? [{ organizationId: reading.organizationId, houseKey }] : [];
    }),
  );
  const transIds = new Set<string>();
  const payers = new Set<string>();
  const matched: { reading: Reading; actor: Actor; payer: Payer; payment: PaybillPayment }[] = [];
  const parked: { reading: Reading; organizationId: string; payment: PaybillPayment }[] = [];
  const actors = new Map<string, Actor>();
  const actorOf = (organizationId: string) => {
    const known = actors.get(organizationId);
    if (known) return known;
    const actor = systemActor(organizationId, 'M-PESA');
    actors.set(organizationId, actor);
    return actor;
  };
  for (const reading of readings) {
    const { payment, organizationId } = reading;
    const key = keyOf(reading);
    const found = key ? (tenants.get(organizationKey(organizationId, key)) ?? []) : [];
    const payer = found.length === 1 ? found[0]! : undefined;
    const transId = organizationKey(organizationId, payment.transId);
    const seen = transIds.has(transId);
    transIds.add(transId);
    // Left unprocessed for the next batch: M-PESA's repeat, or the same tenant paying twice.
    if (seen || (payer && payers.has(payer.id))) continue;
    if (payer) {
      payers.add(payer.id);
      matched.push({ reading, actor: actorOf(organizationId), payer, payment });
    } else {
      parked.push({ reading, organizationId, payment });
    }
  }
  const posted = await recordMpesaPaymentsAcross(trx, matched, now);
  matched.forEach(({ reading }, i) => settle(posted[i] ? 'matched' : 'duplicate', reading.id));
  const parkedNow = await parkUnallocatedAcross(trx, parked, now);
  parked.forEach(({ reading }, i) =>
    settle(parkedNow[i] ? 'unallocated' : 'duplicate', reading.id),
  );
}

/** Each stored payment checked against its organization's paybill (looked up once per batch). */
async function readAll(trx: Db, rows: StoredConfirmation[]): Promise<Reading[]> {
  // One for each organization asked ('' for a callback of none: no paybill).
  const settingsOf = await paybillSettingsOf(
    trx,
    rows.map((row) => row.organization_id ?? ''),
  );
  return rows.map((row): Reading => {
    const organizationId = row.organization_id ?? '';
    const settings = settingsOf.get(organizationId)!;
    // Read once, when it was stored (callback.ts, pull-transactions.ts, migration 0043).
    const stored = storedPayment(row);
    const payment = stored ? stored.payment : 'invalid';
    const quarantine = stored
      ? quarantineOf(stored.payment, {
          sourceTrusted: Number(row.source_trusted) === 1,
          sourceIp: row.source_ip,
          shortcode: stored.shortcode,
          paybill: settings.paybill,
          receivedAt: row.received_at,
        })
      : undefined;
    return {
      id: row.id,
      organizationId,
      payment: organizationId ? payment : 'invalid',
      bankAccountNumber: settings.bankAccountNumber,
      ...(quarantine ? { quarantine } : {}),
    };
  });
}
