// The database's own rate for the invoice run's kind of write: 200,000 rows the width of an
// invoice or its SMS (ids, a tenant, a number, a 180-character text) into a table with a
// primary key and one secondary index, in one transaction, as fast as each database takes
// them (SQLite: prepared 500-row INSERTs; PostgreSQL: 5,000 rows per COPY, as the product's
// db/bulk-insert.ts, by its built db/postgres-copy.js). No foreign keys, no other work: the
// baseline the invoice run's rows per second are printed against.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { repoRoot } from './lib.mjs';
import { withScratchSchema, withScratchSqlite } from './scratch-database.mjs';

const rowCount = 200_000;
const createTable = `create table bulk_insert_bench (id varchar(36) primary key,
  tenant_id varchar(36) not null, number integer not null, text text not null)`;
const createIndex = 'create index bulk_insert_bench_tenant on bulk_insert_bench (tenant_id)';
const text = 'x'.repeat(180);

function rows() {
  return Array.from({ length: rowCount }, (_, i) => ({
    id: randomUUID(),
    tenant_id: `t${i % 100_000}`,
    number: i,
    text,
  }));
}

export async function measureBulkInserts(postgresUrl) {
  const data = rows();
  const started = performance.now();
  if (postgresUrl) await postgresInserts(postgresUrl, data);
  else sqliteInserts(data);
  const seconds = (performance.now() - started) / 1000;
  return { rows: rowCount, seconds, rowsPerSecond: Math.round(rowCount / seconds) };
}

function sqliteInserts(data) {
  return withScratchSqlite('bulk-inserts', (db) => {
    db.pragma('cache_size = -65536');
    db.exec(createTable);
    db.exec(createIndex);
    const per = 500;
    const insert = db.prepare(
      `insert into bulk_insert_bench values ${Array(per).fill('(?, ?, ?, ?)').join(', ')}`,
    );
    db.transaction(() => {
      for (let start = 0; start < data.length; start += per) {
        insert.run(
          data.slice(start, start + per).flatMap((r) => [r.id, r.tenant_id, r.number, r.text]),
        );
      }
    })();
  });
}

function postgresInserts(postgresUrl, data) {
  return withScratchSchema(postgresUrl, 'bulk_inserts', async (client) => {
    await client.query(createTable);
    await client.query(createIndex);
    const copying = path.join(repoRoot, 'apps/server/dist/db/postgres-copy.js');
    const { copyIn, copyText } = await import(copying);
    const columns = ['id', 'tenant_id', 'number', 'text'];
    await client.query('begin');
    for (let start = 0; start < data.length; start += 5000) {
      const text = copyText(data.slice(start, start + 5000), columns);
      await copyIn(client, 'copy bulk_insert_bench from stdin', text);
    }
    await client.query('commit');
  });
}
