import { sql } from 'kysely';
import { isPostgres } from './dialect.js';
import type { Db } from './connection.js';

/** Where a wipe that could not finish is reported; it never fails the erasure itself. */
export interface WipeLog {
  warn: (details: object, message: string) => void;
}

export interface WipeOptions {
  /** Attempts before giving up (a reader or a lock holder may be in the way), and the pause. */
  attempts?: number;
  pauseMs?: number;
  /** PostgreSQL: how long to wait for older snapshots to end before rewriting anyway. */
  snapshotWaitMs?: number;
  /** PostgreSQL: how long each attempt keeps trying a table another transaction holds. */
  lockWaitMs?: number;
}

/**
 * What the wipe needs to know of the erasure's transaction, taken inside it (erasureMark):
 * on PostgreSQL its transaction id, whose old row versions other snapshots may still see.
 */
export interface ErasureMark {
  xid: string | null;
}

/** Call inside the erasure's transaction. */
export async function erasureMark(trx: Db): Promise<ErasureMark> {
  if (!isPostgres(trx)) return { xid: null };
  const { rows } = await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(
    trx,
  );
  return { xid: rows[0]!.xid };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes what a committed erasure overwrote or deleted unreadable in the database's files, not
 * only in its rows (Kenya Data Protection Act 2019: erased means gone). Runs after the
 * erasure's transaction, outside any transaction; what cannot be done now is logged, and the
 * erasure still stands (its rows are already changed).
 *
 * - SQLite runs with secure_delete (connection.ts): the new page versions carry zeros where
 *   the old text was, but the WAL still holds the old versions of those pages. A TRUNCATE
 *   checkpoint copies the new versions into the main file and empties the WAL.
 * - PostgreSQL keeps an updated or deleted row's old version as a dead tuple. Plain VACUUM
 *   frees its space but leaves its bytes in the page's free gap when no live tuple moves over
 *   them (a deleted row that was the page's newest is still in the file after VACUUM and a
 *   CHECKPOINT). VACUUM (FULL) writes each table, its TOAST table and its indexes anew with
 *   the live rows only, and removes the old files. The price: each table is locked (ACCESS
 *   EXCLUSIVE) while it is rewritten, so only the tables the erasure changed are rewritten,
 *   one at a time, and a table another transaction holds is skipped after a few tries (and
 *   logged) rather than queueing every request behind the rewrite.
 */
export async function wipeErased(
  db: Db,
  mark: ErasureMark,
  tables: readonly string[],
  log: WipeLog,
  { attempts = 3, pauseMs = 200, snapshotWaitMs = 5000, lockWaitMs = 1000 }: WipeOptions = {},
): Promise<void> {
  const options = { attempts, pauseMs, snapshotWaitMs, lockWaitMs };
  try {
    if (mark.xid !== null) {
      await waitForOlderSnapshots(db, mark.xid, log, options);
      await rewriteTables(db, tables, log, options);
    } else {
      await truncateWal(db, log, options);
    }
  } catch (error) {
    log.warn({ err: error, tables }, 'Wiping the erased data from the database files failed');
  }
}

/**
 * A TRUNCATE checkpoint, retried while a reader (a backup, another process) holds an older
 * snapshot. better-sqlite3 blocks the event loop while SQLite waits, so the connection's busy
 * timeout is off during the checkpoint and the waiting is done here between attempts.
 */
async function truncateWal(db: Db, log: WipeLog, { attempts, pauseMs }: Required<WipeOptions>) {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const busy = await db.connection().execute(async (connection) => {
      const { rows: timeout } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(
        connection,
      );
      await sql`pragma busy_timeout = 0`.execute(connection);
      try {
        const { rows } = await sql<{
          busy: number;
        }>`pragma wal_checkpoint(TRUNCATE)`.execute(connection);
        return rows[0]?.busy === 1;
      } finally {
        await sql`pragma busy_timeout = ${sql.lit(timeout[0]?.timeout ?? 5000)}`.execute(
          connection,
        );
      }
    });
    if (!busy) return;
    if (attempt < attempts) await pause(pauseMs);
  }
  log.warn(
    { attempts },
    'The WAL could not be checkpointed after an erasure (a reader held it); the next checkpoint will',
  );
}

/**
 * Waits until the erasure's old row versions are dead to everyone: VACUUM (FULL) copies a
 * "recently dead" version into the new files too. They are recently dead while a session of
 * this database still has a snapshot from before the erasure committed (a long report, an
 * autovacuum ANALYZE), and while any transaction older than the erasure still runs anywhere on
 * the server (the rewrite's own snapshot then reaches back before the erasure). After
 * `snapshotWaitMs` the rewrite goes ahead anyway, and this is logged. Sessions of other roles
 * show their snapshot only to a role with pg_read_all_stats; those are not waited for.
 */
async function waitForOlderSnapshots(
  db: Db,
  xid: string,
  log: WipeLog,
  { pauseMs, snapshotWaitMs }: Required<WipeOptions>,
) {
  const until = Date.now() + snapshotWaitMs;
  // pg_stat_activity shows 32-bit xids: the epoch is left out.
  const shortXid = String(BigInt(xid) % 2n ** 32n);
  for (;;) {
    const { rows } = await sql<{ readers: number; older_running: boolean }>`
      select
        (select count(*) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and greatest(age(backend_xmin), age(backend_xid)) >= age(${shortXid}::xid)
        ) as readers,
        pg_snapshot_xmin(pg_current_snapshot()) <= ${xid}::xid8 as older_running`.execute(db);
    if (Number(rows[0]!.readers) === 0 && !rows[0]!.older_running) return;
    if (Date.now() >= until) {
      log.warn(
        { waitedMs: snapshotWaitMs },
        'Older snapshots were still open after an erasure: the rewrite may keep old row versions',
      );
      return;
    }
    await pause(Math.min(pauseMs, 100));
  }
}

/**
 * VACUUM (FULL) of each table, outside any transaction. A table held by a transaction is
 * skipped at once (SKIP_LOCKED) rather than waited for: a rewrite queued behind it would hold
 * up every request to that table meanwhile. It is tried again for `lockWaitMs`, then after a
 * pause, up to `attempts` times. No session setting (a lock_timeout) is used: behind PgBouncer
 * in transaction mode it would stay on a pooled connection and reach other clients.
 */
async function rewriteTables(
  db: Db,
  tables: readonly string[],
  log: WipeLog,
  { attempts, pauseMs, lockWaitMs }: Required<WipeOptions>,
) {
  for (const table of tables) {
    for (let attempt = 1; ; attempt += 1) {
      if (await rewriteUnlessHeld(db, table, lockWaitMs)) break;
      if (attempt >= attempts) {
        log.warn({ table, attempts }, 'A table was busy: not rewritten after an erasure');
        break;
      }
      await pause(pauseMs);
    }
  }
}

/**
 * Whether the table was rewritten within `lockWaitMs`. A skipped table only raises a warning
 * notice, so the rewrite is told by the table's new file: VACUUM (FULL) always writes one.
 */
async function rewriteUnlessHeld(db: Db, table: string, lockWaitMs: number): Promise<boolean> {
  const fileNode = async () =>
    (
      await sql<{
        node: string;
      }>`select pg_relation_filenode(${table}::regclass)::text as node`.execute(db)
    ).rows[0]!.node;
  const until = Date.now() + lockWaitMs;
  for (;;) {
    const before = await fileNode();
    await sql`vacuum (full, skip_locked) ${sql.table(table)}`.execute(db);
    if ((await fileNode()) !== before) return true;
    if (Date.now() >= until) return false;
    await pause(Math.min(lockWaitMs, 50));
  }
}
