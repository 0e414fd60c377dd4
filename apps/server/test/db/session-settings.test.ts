import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDb, withSessionSettings } from '../../src/db/connection.js';

const postgresUrl = process.env.DATABASE_URL;

describe('session settings of the PostgreSQL pool', () => {
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

  it.runIf(postgresUrl)('apply both to every connection', async () => {
    const url = new URL(postgresUrl!);
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
});
