import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDb, withSessionSettings } from '../../src/db/connection.js';
import { freshPostgresDatabase } from '../helpers/postgres-database.js';

const postgresUrl = process.env.DATABASE_URL;

describe('session settings of each connection', () => {
  it('keep an options parameter of DATABASE_URL beside their own', () => {
    const own = { before: ['-c jit=off'], after: ['-c search_path=tenant_a'] };
    expect(
      withSessionSettings(
        'postgres://app:s3cret@db.example:5432/rental?options=-c%20statement_timeout%3D5000&sslmode=require',
        own,
      ),
    ).toEqual({
      connectionString: 'postgres://app:s3cret@db.example:5432/rental?sslmode=require',
      options: '-c jit=off -c statement_timeout=5000 -c search_path=tenant_a',
    });
    // Without one, the URL is passed on untouched.
    const plain = 'postgres://app@db.example/rental?application_name=rent%20app';
    expect(withSessionSettings(plain, own)).toEqual({
      connectionString: plain,
      options: '-c jit=off -c search_path=tenant_a',
    });
  });

  it('through a pooler, refuse a schema of their own: it would be a session setting', () => {
    expect(() =>
      openDb({
        databaseUrl: 'postgres://app@pooler.example/rental',
        postgresSchema: 'tenant_a',
        pooler: 'pgbouncer',
      }),
    ).toThrow('A PostgreSQL schema of its own cannot be set through a pooler');
  });

  // Each database run checks the settings of its own driver, so neither run skips a test.
  if (postgresUrl) {
    it('through a pooler, send none: the database keeps its own', async () => {
      const server = new pg.Client({ connectionString: postgresUrl });
      await server.connect();
      const serverJit = (await server.query<{ jit: string }>('show jit')).rows[0]!.jit;
      await server.end();
      const { db } = openDb({ databaseUrl: postgresUrl, pooler: 'pgbouncer' });
      try {
        const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(
          db,
        );
        expect(rows[0]!.jit).toBe(serverJit);
      } finally {
        await db.destroy();
      }
    });

    it('migrate one process at a time, and leave no lock behind', async () => {
      const database = await freshPostgresDatabase(postgresUrl);
      const handle = openDb({ databaseUrl: database.url });
      // Another process migrating: Kysely's lock id, held by its transaction.
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock(3853314791062309107)');
        let migrated = false;
        const migrating = migrateToLatest(handle).then(() => (migrated = true));
        const waiting = async () =>
          (
            await other.query<{ n: number }>(
              `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
            )
          ).rows[0]!.n;
        while ((await waiting()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(migrated).toBe(false);
        await other.query('commit');
        await migrating;
        const { rows } = await other.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory'`,
        );
        expect(rows[0]!.n).toBe(0);
      } finally {
        await other.end();
        await handle.db.destroy();
        await database.drop();
      }
    });

    it('apply both to every connection', async () => {
      const url = new URL(postgresUrl);
      url.searchParams.set('options', '-c statement_timeout=4321');
      const { db } = openDb({ databaseUrl: url.toString() });
      try {
        const read = async (name: string) =>
          (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(db))
            .rows[0]!.value;
        expect(await read('statement_timeout')).toBe('4321ms');
        expect(await read('jit')).toBe('off');
      } finally {
        await db.destroy();
      }
    });
  } else {
    it('SQLite keeps foreign keys, a busy wait and secure delete on its connection', async () => {
      const { db } = openDb({ sqliteFile: ':memory:' });
      try {
        const read = async (name: string) =>
          Object.values(
            (
              await sql<
                Record<string, unknown>
              >`select * from ${sql.raw(`pragma_${name}`)}`.execute(db)
            ).rows[0]!,
          )[0];
        expect(await read('foreign_keys')).toBe(1);
        expect(await read('busy_timeout')).toBe(5000);
        expect(await read('secure_delete')).toBe(1);
        expect(await read('cache_size')).toBe(-65536);
      } finally {
        await db.destroy();
      }
    });
  }
});
