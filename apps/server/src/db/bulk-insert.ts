import { CompiledQuery, sql, type Insertable } from 'kysely';
import { isPostgres } from './dialect.js';
import type { Db } from './connection.js';
import type { Database } from './types.js';

/**
 * SQLite binds at most 32,766 values per statement: rows per INSERT are cut to stay below.
 * 500 rows of up to 60 columns.
 */
const sqliteValuesPerInsert = 30_000;
const sqliteMaxRowsPerInsert = 500;

/**
 * PostgreSQL: rows per INSERT, sent as one JSON parameter. A multi-row VALUES of 500 rows
 * binds thousands of parameters that PostgreSQL parses and plans one by one; the JSON is
 * turned into rows of the table's own type in C, about 2.5 times faster for the invoice run's
 * 100,000 invoices and SMS (bench/invoice-run.mjs), in memory a few MB per statement.
 */
const postgresRowsPerInsert = 5_000;

/**
 * Inserts many rows into one table, in as few statements as each database takes well, in the
 * caller's transaction. Every row gives the same columns (the first row's keys); the caller
 * built the rows, ids included, so nothing is returned.
 */
export async function insertRows<T extends keyof Database>(
  db: Db,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  if (isPostgres(db)) {
    const list = sql.join(columns.map((column) => sql.ref(column)));
    for (let start = 0; start < rows.length; start += postgresRowsPerInsert) {
      const json = postgresJson(rows.slice(start, start + postgresRowsPerInsert));
      await sql`insert into ${sql.table(table)} (${list})
        select ${list} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(
        db,
      );
    }
    return;
  }
  const perInsert = Math.min(
    sqliteMaxRowsPerInsert,
    Math.floor(sqliteValuesPerInsert / columns.length),
  );
  // The statement is written here rather than by Kysely's builder, which parses and compiles
  // every value of every row (a sixth of a 100,000-tenant run); the names are our own columns.
  const into = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += perInsert) {
    const chunk = rows.slice(start, start + perInsert) as ReadonlyArray<Record<string, unknown>>;
    const values = chunk.flatMap((row) => columns.map((column) => row[column] ?? null));
    const text = into + Array.from(chunk, () => tuple).join(', ');
    await db.executeQuery(CompiledQuery.raw(text, values));
  }
}

/** A UTF-16 surrogate without its other half. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The rows as JSON PostgreSQL takes. JSON.stringify writes a lone surrogate (a broken
 * character a client may send in a name) as \udXXX, which PostgreSQL refuses: one tenant's
 * name would fail the whole run. Such a character becomes U+FFFD, as when the driver encodes a
 * bound string as UTF-8 (and SQLite stores it). The check is one scan of the text; only a hit
 * (or a name with a written "\ud8" in it) pays for the replacing.
 */
function postgresJson(rows: readonly unknown[]): string {
  const json = JSON.stringify(rows);
  if (!/\\ud[89a-f]/i.test(json)) return json;
  return JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(loneSurrogate, '\ufffd') : value,
  );
}
