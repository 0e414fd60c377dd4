import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import type pg from 'pg';
import { PoolerSafePostgresDialect } from './migration-lock.js';
import { migrationProvider } from './migrations/index.js';
import { serverPragmas as checkpointerPragmas } from './wal-checkpointer.js';
import type { Database } from './types.js';

const requireHere = createRequire(import.meta.url);
let postgresDriver: typeof pg | undefined;

/** The PostgreSQL driver, loaded on first use: a server on SQLite never needs its memory. */
function pgDriver(): typeof pg {
  if (!postgresDriver) {
    postgresDriver = requireHere('pg') as typeof pg;
    // COUNT(*) and SUM() come back from PostgreSQL as int8; our figures (cents, counts) stay
    // far below 2^53, so read them as numbers, as SQLite does.
    postgresDriver.types.setTypeParser(postgresDriver.types.builtins.INT8, (value) =>
      Number(value),
    );
  }
  return postgresDriver;
}

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbOptions {
  /** A postgres:// URL; otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file; ':memory:' for a throwaway database. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (created if missing); tests isolate themselves with it. */
  postgresSchema?: string;
  /**
   * 'pgbouncer': a pooler in transaction mode is between the app and PostgreSQL. It refuses
   * (or drops) the `options` startup parameter, so no session settings are sent: JIT is then
   * turned off for the database instead (docs/operations.md, "PgBouncer in front").
   */
  pooler?: 'none' | 'pgbouncer';
  /**
   * SQLite: 'background' when a WAL checkpointer (wal-checkpointer.ts) copies the WAL back on
   * a thread of its own, so that commits here no longer do (the server). Otherwise SQLite
   * checkpoints as each commit passes 1,000 pages of WAL.
   */
  walCheckpoints?: 'on-commit' | 'background';
}

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL schema the tables live in; undefined on SQLite. */
  schema?: string;
}

/**
 * The connection string and the session settings (`options`) for the pool. An `options` in
 * DATABASE_URL would replace the pool's own (pg lets the URL win), so it is taken out of the
 * URL and kept between ours: it may turn JIT back on, but not move the schema away.
 */
export function withSessionSettings(
  databaseUrl: string,
  own: { before: string[]; after: string[] },
): { connectionString: string; options: string } {
  let connectionString = databaseUrl;
  let fromUrl: string | null = null;
  try {
    const url = new URL(databaseUrl);
    fromUrl = url.searchParams.get('options');
    if (fromUrl !== null) {
      url.searchParams.delete('options');
      connectionString = url.toString();
    }
  } catch {
    // Not a URL pg would read options from: passed on as it is.
  }
  const options = [...own.before, fromUrl ?? '', ...own.after].filter(Boolean).join(' ');
  return { connectionString, options };
}

/** What the pool connects with: directly, session settings of ours; through a pooler, none. */
function poolConnection(
  databaseUrl: string,
  { postgresSchema: schema, pooler = 'none' }: DbOptions,
): { connectionString: string; options?: string } {
  if (pooler === 'pgbouncer') {
    // A schema set per session would reach other clients of the pooled server connection.
    if (schema) throw new Error('A PostgreSQL schema of its own cannot be set through a pooler');
    return { connectionString: databaseUrl };
  }
  // No JIT: the app's statements are short, and PostgreSQL compiles one whose estimated cost
  // passes jit_above_cost at each run, tens of milliseconds it never wins back (reading a
  // rental's 10,000 tenants for the invoice run: 105 ms with it, 53 ms without).
  return withSessionSettings(databaseUrl, {
    before: ['-c jit=off'],
    after: schema ? [`-c search_path=${schema}`] : [],
  });
}

export function openDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const schema = options.postgresSchema;
    const { Pool } = pgDriver();
    const pool = new Pool({ max: 10, ...poolConnection(options.databaseUrl, options) });
    return {
      db: new Kysely<Database>({ dialect: new PoolerSafePostgresDialect(pool) }),
      dialect: 'postgres',
      schema: schema ?? 'public',
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  // WAL lets readers run while a write is in progress; foreign keys are off by default.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Deleted and overwritten rows are zeroed in their pages (and freed pages wholly), so an
  // erased tenant's name and phone do not stay in the file's free space (Data Protection Act).
  database.pragma('secure_delete = ON');
  // SQLite's default page cache is 2 MB: a large organization's invoice run or report then
  // reads the same index pages from the OS again and again. 64 MB is taken only as pages are
  // read (start-up memory is unchanged).
  database.pragma('cache_size = -65536');
  if (options.walCheckpoints === 'background') {
    for (const pragma of checkpointerPragmas) database.pragma(pragma);
  }
  cachePreparedStatements(database);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    dialect: 'sqlite',
  };
}

/**
 * Kysely prepares every query anew; on SQLite preparing costs more than running a small
 * query. Reusing statements by SQL text is safe because better-sqlite3 runs them
 * synchronously, one at a time. The cache is bounded: SQL text with inlined values would
 * otherwise grow it forever.
 */
function cachePreparedStatements(database: SQLite.Database, maxStatements = 500) {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, SQLite.Statement>();
  database.prepare = ((sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = prepare(sql);
      if (cache.size >= maxStatements) cache.delete(cache.keys().next().value as string);
      cache.set(sql, statement);
    }
    return statement;
  }) as typeof database.prepare;
}

/**
 * Through a pooler the pool cannot turn JIT off per session (openDb): whether the database or
 * role still has it on, for a warning at start-up.
 */
export async function jitLeftOn({ db, dialect }: DbHandle): Promise<boolean> {
  if (dialect !== 'postgres') return false;
  const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(db);
  return rows[0]?.jit === 'on';
}

/** Brings the schema up to date; safe to run from several processes at once. */
export async function migrateToLatest({ db, schema }: DbHandle): Promise<void> {
  // Name the schema: otherwise Kysely may see another schema's migration table and skip ours.
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
