import { sql } from 'kysely';
import type { Db } from './connection.js';
import { isPostgres } from './dialect.js';

/**
 * PostgreSQL: organizations fall into 16 shards, their id's hash modulo 16. The C2B appliers
 * (modules/c2b/processor.ts) apply a shard's confirmations only while holding its
 * transaction-level advisory lock, taken with a try (a shard held is passed over, never waited
 * for); the invoice run bills an organization only while holding its shard (holdShardsOf), so
 * the two never write the same tenants' kept balances at once. Advisory locks of a
 * transaction work through PgBouncer in transaction mode.
 */
export const applierShards = { count: 16, lockClass: 0x3c2b };

/** The shard of an organization id held in `column` (none: the empty string's). */
export const shardOfColumn = (column: string) =>
  sql<number>`hashtext(coalesce(${sql.ref(column)}, '')) & ${sql.lit(applierShards.count - 1)}`;

/**
 * Waits for the shards of the organizations, in shard order, and holds them until the caller's
 * transaction ends: the C2B appliers then pass those organizations' confirmations over until
 * the transaction commits, instead of waiting at the first of its tenants (and holding their
 * own meanwhile). On rent day a batch of 500 payments spans hundreds of organizations, and
 * nearly every batch met an organization being billed (benchmarks.md, session 48). Take it
 * before any row of the organizations is written, and after no lock an applier may wait for:
 * an applier never waits for a shard, so it cannot close a circle. SQLite has one writer.
 */
export async function holdShardsOf(trx: Db, organizationIds: readonly string[]): Promise<void> {
  if (!isPostgres(trx) || organizationIds.length === 0) return;
  // OFFSET 0 keeps the order inside: the locks are taken shard by shard, lowest first, so two
  // transactions taking several wait for each other in one order.
  await sql`select pg_advisory_xact_lock(${sql.lit(applierShards.lockClass)}, shard)
    from (select distinct ${shardOfColumn('id')} as shard
      from unnest(cast(${[...organizationIds]} as text[])) as ids(id)
      order by shard offset 0) shards`.execute(trx);
}
