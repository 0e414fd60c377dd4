import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDb, type DbHandle } from '../../src/db/connection.js';
import { declaredSchema, typesFile, type SchemaShape } from '../helpers/declared-schema.js';
import { freshPostgresDatabase, type PostgresDatabase } from '../helpers/postgres-database.js';
import { migratedSchema, schemaDifferences } from '../helpers/schema-differences.js';

/**
 * db/types.ts is written by hand; the migrations make the schema. Every table and column of
 * a freshly migrated database (SQLite, or PostgreSQL with DATABASE_URL) is in types.ts with
 * the same nullability and kind (number, text, boolean, date-time, binary), and nothing more.
 */
describe('db/types.ts matches the migrated schema', () => {
  let handle: DbHandle;
  let postgres: PostgresDatabase | undefined;
  let migrated: SchemaShape;

  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    // On PostgreSQL a copy of the run's template, which the global set-up migrated from empty.
    postgres = serverUrl ? await freshPostgresDatabase(serverUrl) : undefined;
    handle = openDb(postgres ? { databaseUrl: postgres.url } : { sqliteFile: ':memory:' });
    await migrateToLatest(handle);
    migrated = await migratedSchema(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await postgres?.drop();
  });

  it('declares every table and column the migrations make, as they make them', () => {
    expect(schemaDifferences(migrated, declaredSchema())).toEqual([]);
  });

  it('reports a column renamed or left out in types.ts', () => {
    const text = fs
      .readFileSync(typesFile, 'utf8')
      .replace('  name_key: string;\n', '  name_slug: string;\n')
      .replace('  sms_blocked_at: string | null;\n', '');
    expect(schemaDifferences(migrated, declaredSchema(text))).toEqual([
      'table rentals: column name_key in the database, not in types.ts',
      'table rentals: column name_slug in types.ts, not in the database',
      'table tenants: column sms_blocked_at in the database, not in types.ts',
    ]);
  });

  it('reports a nullability or kind that differs', () => {
    const text = fs
      .readFileSync(typesFile, 'utf8')
      .replace('  lr_number: string | null;\n', '  lr_number: string;\n')
      .replace('  total_units: number;\n', '  total_units: string;\n');
    expect(schemaDifferences(migrated, declaredSchema(text))).toEqual([
      'table rentals: column lr_number is nullable in the database, NOT NULL in types.ts',
      'table room_types: column total_units is number in the database, text in types.ts',
    ]);
  });
});
