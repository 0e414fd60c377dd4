import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDb, withSessionSettings } from '../../src/db/connection.js';

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

  // Each database run checks the settings of its own driver, so neither run skips a test.
  if (postgresUrl) {
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
