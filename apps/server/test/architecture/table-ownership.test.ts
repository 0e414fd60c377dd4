import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDb, type DbHandle } from '../../src/db/connection.js';
import { moduleTableReferences, type TableReference } from './table-references.js';
import { moneyTables, readableByAll, tableOwners } from './table-owners.js';
import { crossModuleExceptions } from './table-exceptions.js';

// Each table has one owner module (table-owners.ts); a module that names another module's
// table in SQL fails here, unless the pair is in the ratchet list (table-exceptions.ts),
// which may only shrink. The schema is read from a freshly migrated database, so a new
// table without an owner fails too.

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/modules');

let handle: DbHandle;
let schemaTables: string[];
let references: TableReference[];

beforeAll(async () => {
  // The table list only: an in-memory SQLite database migrated to the latest schema (the
  // migrations make the same tables on PostgreSQL).
  handle = openDb({ sqliteFile: ':memory:' });
  await migrateToLatest(handle);
  const tables = await handle.db.introspection.getTables();
  schemaTables = tables.map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
  references = moduleTableReferences(modulesDir, new Set(schemaTables));
});

afterAll(async () => {
  await handle.db.destroy();
});

/** A reference the owner rule forbids: another module's table, not a shared read. */
function foreign(ref: TableReference) {
  const owner = tableOwners[ref.table];
  if (owner === ref.module) return false;
  return ref.writes || !readableByAll.has(ref.table);
}

/** The ratchet entry (by file, or by module) that allows a reference, if any. */
function exceptionKey(ref: TableReference) {
  return [ref.file, ref.module].find((key) => crossModuleExceptions[key]?.includes(ref.table));
}

describe('table ownership', () => {
  it('gives every table of the schema exactly one declared owner', () => {
    expect([...schemaTables].sort()).toEqual(Object.keys(tableOwners).sort());
  });

  it('lets no module name another module’s table in SQL', () => {
    const offences = references
      .filter((ref) => foreign(ref) && exceptionKey(ref) === undefined)
      .map(
        (ref) =>
          `src/modules/${ref.file} ${ref.writes ? 'writes' : 'reads'} ${ref.table}, ` +
          `owned by ${tableOwners[ref.table] ?? 'src/db'}: use the owner's index.ts`,
      );
    expect(offences).toEqual([]);
  });

  it('keeps no exception that is no longer needed (the ratchet only shrinks)', () => {
    const used = new Set(
      references.filter(foreign).map((ref) => `${exceptionKey(ref)} → ${ref.table}`),
    );
    const stale = Object.entries(crossModuleExceptions).flatMap(([key, tables]) =>
      tables
        .filter((table) => !used.has(`${key} → ${table}`))
        .map((table) => `${key} → ${table}: no longer needed; remove it from table-exceptions.ts`),
    );
    expect(stale).toEqual([]);
  });

  it('lists money-table exceptions by file, so each one left is named', () => {
    const byModule = Object.entries(crossModuleExceptions)
      .filter(
        ([key, tables]) => !key.endsWith('.ts') && tables.some((t) => moneyTables.includes(t)),
      )
      .map(([key]) => key);
    expect(byModule).toEqual([]);
  });

  it('leaves no money read in the tenant-facing modules: they ask the ledger', () => {
    // Tenant page, bills, SMS balance replies, notifications, personal-data export, the
    // tenants module and the invoices list (issue 29 section 2). Erasure still scrubs text
    // on the documents, a write (table-exceptions.ts).
    const tenantFacing = [
      'tenant-page',
      'bills',
      'sms',
      'notifications',
      'personal-data',
      'tenants',
    ];
    const reads = references
      .filter(
        (ref) =>
          (tenantFacing.includes(ref.module) || ref.file.startsWith('invoices/sent-')) &&
          moneyTables.includes(ref.table) &&
          !ref.writes,
      )
      .map((ref) => `src/modules/${ref.file} reads ${ref.table}, owned by ledger`);
    expect(reads).toEqual([]);
  });
});
