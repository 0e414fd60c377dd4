// The database's own commit rate for the smallest write a confirmation needs: single-row
// INSERT ... ON CONFLICT DO NOTHING into a table with a unique key, each its own commit, for
// 5 s (pgbench-style). PostgreSQL: 20 clients, synchronous_commit on. SQLite: one connection
// (the product's), WAL and the product's pragmas, on a file beside the bench's other data.
import pg from 'pg';
import { withScratchSchema, withScratchSqlite } from './scratch-database.mjs';

const seconds = 5;
const createTable =
  'create table raw_insert_bench (id bigint primary key, trans_id varchar(64) not null unique, body text not null)';
const body = JSON.stringify({ TransID: 'B000000001', TransAmount: '100.00', BillRefNumber: 'A4' });

export async function measureRawInserts(postgresUrl) {
  return postgresUrl ? postgresInserts(postgresUrl) : sqliteInserts();
}

function sqliteInserts() {
  return withScratchSqlite('raw-inserts', (db) => {
    db.pragma('foreign_keys = ON');
    db.exec(createTable);
    const insert = db.prepare(
      'insert into raw_insert_bench (id, trans_id, body) values (?, ?, ?) on conflict do nothing',
    );
    let n = 0;
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      n += 1;
      insert.run(n, `B${n}`, body);
    }
    return { perSecond: Math.round(n / seconds), clients: 1 };
  });
}

async function postgresInserts(postgresUrl) {
  const clients = 20;
  return withScratchSchema(postgresUrl, 'raw_inserts', async (admin, schema) => {
    await admin.query(createTable);
    let next = 0;
    const until = Date.now() + seconds * 1000;
    const worker = async () => {
      const client = new pg.Client({
        connectionString: postgresUrl,
        options: `-c search_path=${schema} -c synchronous_commit=on`,
      });
      await client.connect();
      try {
        while (Date.now() < until) {
          next += 1;
          await client.query({
            name: 'raw-insert',
            text: 'insert into raw_insert_bench (id, trans_id, body) values ($1, $2, $3) on conflict do nothing',
            values: [next, `B${next}`, body],
          });
        }
      } finally {
        await client.end();
      }
    };
    await Promise.all(Array.from({ length: clients }, worker));
    return { perSecond: Math.round(next / seconds), clients };
  });
}
