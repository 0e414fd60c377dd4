import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Database } from './types.js';

/**
 * A read-only connection to the server's SQLite file, on a thread of its own (issue 33).
 *
 * better-sqlite3 runs each statement on the thread that asks, to its end: a report reading
 * 10,000 tenants' arrears held the thread that answers M-PESA and posts payments, and M-PESA's
 * answers waited seconds behind the reports while payments arrived. The reports' reads go
 * here instead: a worker with its own connection, which WAL lets read the last committed
 * state beside the writer, neither waiting for it nor holding it up. The answering thread
 * waits for the rows without blocking.
 *
 * The connection is opened read-only: a write sent here fails (SQLITE_READONLY) rather than
 * go around the writer. The thread starts at the first query (an isolate of its own, some
 * 10 MiB): a server nobody asks for a report never pays for it. Rows cross threads by
 * structured clone, so a BLOB column arrives as a Uint8Array, not a Buffer.
 */
export function openSqliteReader(file: string): Kysely<Database> {
  return new Kysely<Database>({ dialect: new SqliteReaderDialect(file) });
}

// The worker's code, as a script: the server is bundled into one file (see wal-checkpointer.ts).
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { readonly: true });
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -65536');
const statements = new Map();
function prepared(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (statements.size >= 500) statements.delete(statements.keys().next().value);
    statements.set(sql, statement);
  }
  return statement;
}
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  const { id, sql, parameters } = message;
  try {
    const statement = prepared(sql);
    if (statement.reader) {
      parentPort.postMessage({ id, rows: statement.all(parameters) });
    } else {
      const { changes } = statement.run(parameters);
      parentPort.postMessage({ id, rows: [], changes });
    }
  } catch (error) {
    parentPort.postMessage({
      id,
      error: { message: String((error && error.message) || error), code: error && error.code },
    });
  }
});
`;

interface Answer {
  id: number;
  rows: Record<string, unknown>[];
  changes?: number;
  error?: { message: string; code?: string };
}

interface Waiting {
  resolve: (result: QueryResult<unknown>) => void;
  reject: (error: Error) => void;
}

/** An error thrown on the reader's thread, as better-sqlite3 would have thrown it here. */
export class SqliteReaderError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/** The worker and the queries it owes answers to; started again if it ever dies. */
class ReaderThread {
  #worker: Worker | undefined;
  #waiting = new Map<number, Waiting>();
  #nextId = 1;

  constructor(readonly file: string) {}

  query(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
    const worker = this.#worker ?? this.#start();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      // Kept alive only while it owes an answer: an idle reader never holds the process open.
      if (this.#waiting.size === 1) worker.ref();
      worker.postMessage({ id, sql, parameters });
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    this.#worker = undefined;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('close');
    await exited;
  }

  #start(): Worker {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { file: this.file, driver },
    });
    worker.on('message', (answer: Answer) => this.#answer(worker, answer));
    worker.on('error', (error) => this.#failAll(worker, error));
    worker.on('exit', (code) =>
      this.#failAll(worker, new Error(`The SQLite reader's thread exited (${code})`)),
    );
    worker.unref();
    this.#worker = worker;
    return worker;
  }

  #answer(worker: Worker, answer: Answer) {
    const waiting = this.#waiting.get(answer.id);
    if (!waiting) return;
    this.#waiting.delete(answer.id);
    if (this.#waiting.size === 0) worker.unref();
    if (answer.error) {
      waiting.reject(new SqliteReaderError(answer.error.message, answer.error.code));
      return;
    }
    waiting.resolve(
      answer.changes === undefined
        ? { rows: answer.rows }
        : { rows: [], numAffectedRows: BigInt(answer.changes) },
    );
  }

  /** The thread is gone: whatever it owed fails, and the next query starts a new one. */
  #failAll(worker: Worker, error: Error) {
    if (this.#worker === worker) this.#worker = undefined;
    const waiting = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const one of waiting) one.reject(error);
  }
}

class ReaderConnection implements DatabaseConnection {
  constructor(readonly thread: ReaderThread) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.thread.query(compiledQuery.sql, compiledQuery.parameters) as Promise<
      QueryResult<R>
    >;
  }

  // eslint-disable-next-line require-yield -- the interface's shape; nothing streams here
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite reader does not stream rows');
  }
}

/**
 * One connection, so one user at a time, as Kysely's own SQLite driver: a transaction's
 * statements must not interleave with another request's.
 */
class SqliteReaderDriver implements Driver {
  readonly #connection: ReaderConnection;
  #turn: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(file: string) {
    this.#connection = new ReaderConnection(new ReaderThread(file));
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#turn;
    let release!: () => void;
    this.#turn = new Promise((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.#connection.thread.close();
  }
}

class SqliteReaderDialect implements Dialect {
  constructor(readonly file: string) {}

  createDriver() {
    return new SqliteReaderDriver(this.file);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
