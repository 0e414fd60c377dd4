import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL's COPY FROM STDIN, for insertRows (bulk-insert.ts), through Kysely.
 *
 * Kysely sends every statement as text and parameters, and keeps the pg client of a
 * transaction to itself. So the pool given to Kysely hands out clients that take one kind of
 * statement otherwise: a `copy ... from stdin` whose one parameter is CopyRows is sent as a
 * COPY, on the same client, so inside the caller's transaction and after the statements sent
 * before it. PostgreSQL takes rows by COPY with less work than from the JSON it was sent
 * before (json_populate_recordset): an SMS row 45 → 28 µs, a journal entry 34 → 25 µs
 * (benchmarks.md, session 43). A transaction-mode pooler carries a COPY within its
 * transaction like any statement.
 */
export class CopyRows {
  /** The rows in COPY's text format (copyText), each ended by a newline. */
  constructor(readonly text: string) {}
}

/** A pool for Kysely whose clients send `copy ... from stdin` with CopyRows (above). */
export function copyingPool(pool: pg.Pool): PostgresPool {
  // One wrapper per client, as Kysely keeps one connection object per client it is given.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = copyingClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function copyingClient(client: pg.PoolClient): PostgresPoolClient {
  function query(statement: string | PostgresCursor<unknown>, values?: readonly unknown[]) {
    // A cursor (Kysely's stream) is a query pg submits itself.
    if (typeof statement !== 'string') return client.query(statement as never) as unknown;
    const rows = values?.[0];
    if (rows instanceof CopyRows) return copyIn(client, statement, rows.text);
    return client.query(statement, values as unknown[]);
  }
  return { query: query as PostgresPoolClient['query'], release: () => client.release() };
}

/**
 * Sends `copy ... from stdin` with the rows (copyText) on the client, after what it was sent
 * before; settles once PostgreSQL has stored them, or refused them.
 */
export function copyIn(client: pg.ClientBase, statement: string, text: string) {
  return new CopyIn(statement, text).sent(client);
}

/** What pg's Connection sends, for a query it was given to submit (pg's Submittable). */
interface Wire {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * One COPY FROM STDIN as a query of pg's queue. The rows go out with the statement, not after
 * the server's answer that it is ready for them (as pg-copy-streams does): that answer waits
 * for the event loop, which in the invoice run is building the next batch, and the database
 * idled in each COPY meanwhile. Should the COPY fail before it reads them, the server ignores
 * the rows that follow, as the protocol says.
 */
class CopyIn {
  #resolve!: (result: { command: 'INSERT'; rowCount: number; rows: never[] }) => void;
  #reject!: (error: unknown) => void;
  #rowCount = 0;
  readonly #done = new Promise<{ command: 'INSERT'; rowCount: number; rows: never[] }>(
    (resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    },
  );

  constructor(
    private readonly statement: string,
    private readonly text: string,
  ) {}

  sent(client: pg.ClientBase) {
    client.query(this as never);
    return this.#done;
  }

  submit(connection: Wire) {
    connection.query(this.statement);
    // A lone UTF-16 surrogate (half an emoji) becomes U+FFFD, as in a bound parameter.
    connection.sendCopyFromChunk(Buffer.from(this.text, 'utf8'));
    connection.endCopyFrom();
  }

  handleCommandComplete(message: { text: string }) {
    this.#rowCount = Number(/\d+$/.exec(message.text)?.[0] ?? 0);
  }

  handleReadyForQuery() {
    // Told as an INSERT of that many rows, which is what it is.
    this.#resolve({ command: 'INSERT', rowCount: this.#rowCount, rows: [] });
  }

  /** PostgreSQL's error, with its code and constraint, as an INSERT's would be. */
  handleError(error: unknown) {
    this.#reject(error);
  }

  // The rows were sent with the statement; nothing else is answered to a COPY FROM.
  handleCopyInResponse() {}
  handleEmptyQuery() {}
  handleRowDescription() {}
  handleDataRow() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

/**
 * One value in COPY's text format: NULL as \N; a backslash, newline, carriage return or tab
 * escaped. Values are written as JSON.stringify would give them to json_populate_recordset
 * before (the rows' former path): a date as its ISO string, an object or array as its JSON, a
 * number that is not finite as NULL.
 */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '\\N';
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text =
    typeof value === 'string'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : JSON.stringify(value);
  return specialInCopy.test(text) ? text.replace(specialsInCopy, escapeInCopy) : text;
}

const specialInCopy = /[\\\n\r\t]/;
const specialsInCopy = /[\\\n\r\t]/g;
const escapes: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeInCopy = (character: string) => escapes[character]!;

/**
 * The rows in COPY's text format, the columns in the order given. A lone UTF-16 surrogate (half
 * an emoji a client cut) is written as U+FFFD when the text is encoded as UTF-8, as a bound
 * parameter's would be.
 */
export function copyText(
  rows: ReadonlyArray<Record<string, unknown>>,
  columns: readonly string[],
): string {
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < columns.length; i++) {
      line += (i === 0 ? '' : '\t') + copyValue(row[columns[i]!]);
    }
    text += line + '\n';
  }
  return text;
}
