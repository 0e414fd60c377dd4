import { PostgresAdapter, type DialectAdapter } from 'kysely';

/** Anything that runs queries: a Kysely instance or a transaction, of any schema. */
interface RunsQueries {
  getExecutor(): { readonly adapter: DialectAdapter };
}

/**
 * Whether `db` talks to PostgreSQL (otherwise SQLite). The one place that asks: code that
 * differs between the two (row locks, SKIP LOCKED, bulk statements) calls this, and lint
 * forbids `instanceof PostgresAdapter` anywhere else.
 */
export function isPostgres(db: RunsQueries): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
