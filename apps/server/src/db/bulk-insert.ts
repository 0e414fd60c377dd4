import { CompiledQuery, type Insertable } from 'kysely';
import { isPostgres } from './dialect.js';
import type { Db } from './connection.js';
import { CopyRows, copyText } from './postgres-copy.js';
import type { Database } from './types.js';

/**
 * SQLite binds at most 32,766 values per statement: rows per INSERT are cut to stay below.
 * 500 rows of up to 60 columns.
 */
const sqliteValuesPerInsert = 30_000;
const sqliteMaxRowsPerInsert = 500;

/**
 * PostgreSQL: rows per COPY (postgres-copy.ts), a few MB of text each. COPY takes them with
 * less work than the JSON parameter read by json_populate_recordset before it (which had
 * replaced multi-row VALUES, whose thousands of parameters are parsed and planned one by one):
 * benchmarks.md, session 43.
 */
const postgresRowsPerCopy = 5_000;

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
  // The statements are written here rather than by Kysely's builder, which parses and compiles
  // every value of every row (a sixth of a 100,000-tenant run); the names are our own columns.
  const columnList = columns.map((column) => `"${column}"`).join(', ');
  if (isPostgres(db)) {
    const into = `copy "${table}" (${columnList}) from stdin`;
    for (let start = 0; start < rows.length; start += postgresRowsPerCopy) {
      const chunk = rows.slice(start, start + postgresRowsPerCopy);
      const text = copyText(chunk, columns);
      await db.executeQuery(CompiledQuery.raw(into, [new CopyRows(text)]));
    }
    return;
  }
  const perInsert = Math.min(
    sqliteMaxRowsPerInsert,
    Math.floor(sqliteValuesPerInsert / columns.length),
  );
  const into = `insert into "${table}" (${columnList}) values `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += perInsert) {
    const chunk = rows.slice(start, start + perInsert) as ReadonlyArray<Record<string, unknown>>;
    // Filled in place: flatMap's array a row was a tenth of a 100,000-tenant run on SQLite.
    const values: unknown[] = new Array(chunk.length * columns.length);
    let at = 0;
    for (const row of chunk) for (const column of columns) values[at++] = row[column] ?? null;
    const text = into + Array.from(chunk, () => tuple).join(', ');
    await db.executeQuery(CompiledQuery.raw(text, values));
  }
}
