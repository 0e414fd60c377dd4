import { PostgresAdapter, PostgresDialect, type DialectAdapter } from 'kysely';
import type pg from 'pg';
import { copyingPool } from './postgres-copy.js';

/**
 * Kysely's own lock id, so that a server of an older release (which took it as a session lock)
 * and this one still migrate one at a time during a rolling upgrade: a session lock and a
 * transaction lock on the same id exclude each other.
 */
const migrationLockId = '3853314791062309107';

/**
 * Kysely's PostgreSQL migrator takes a session-level advisory lock on one connection, migrates
 * in a transaction, then unlocks. Behind PgBouncer in transaction mode those three statements
 * may each run on a different server connection: the unlock misses, the lock stays held by a
 * pooled connection for good, and the next migration waits on it. Here the lock is taken by a
 * transaction of its own on another connection of the pool, held while the migrations run and
 * ended after them: a transaction keeps its server connection, so this works through a pooler
 * and directly alike.
 */
class TransactionLockAdapter extends PostgresAdapter {
  #held: pg.PoolClient | undefined;

  constructor(private readonly pool: pg.Pool) {
    super();
  }

  override async acquireMigrationLock(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      // A migration that is slow to start is waited for, not given up on; SET LOCAL ends with
      // this transaction, so nothing leaks to the pooled connection's next user.
      await client.query(`set local lock_timeout = '1h'`);
      await client.query(`select pg_advisory_xact_lock(${migrationLockId})`);
    } catch (error) {
      // Whatever the connection's state now, it is not handed out again.
      client.release(true);
      throw error;
    }
    this.#held = client;
  }

  override async releaseMigrationLock(): Promise<void> {
    const client = this.#held;
    this.#held = undefined;
    if (!client) return;
    try {
      await client.query('commit');
      client.release();
    } catch (error) {
      client.release(true);
      throw error;
    }
  }
}

/**
 * PostgresDialect whose migrator lock is safe behind a transaction-mode pooler, and whose
 * connections take insertRows' COPY (postgres-copy.ts).
 */
export class PoolerSafePostgresDialect extends PostgresDialect {
  constructor(private readonly pool: pg.Pool) {
    super({ pool: copyingPool(pool) });
  }

  override createAdapter(): DialectAdapter {
    return new TransactionLockAdapter(this.pool);
  }
}
