import { sql } from 'kysely';
import type { ZodType } from 'zod';
import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/connection.js';
import { responseSerializerCompiler } from '../../lib/response-serializer.js';

/**
 * A value that changes whenever anything is committed to the database, whoever wrote it
 * (this process, another server process, the invoice run, an M-PESA callback), and costs
 * one tiny query. PostgreSQL: the current snapshot (xmin:xmax:in-progress ids) moves with
 * every commit of a writing transaction. SQLite: the product holds one connection per
 * process, so its total_changes() counts this process's writes and data_version moves with
 * any other process's commit.
 */
export async function databaseChangeMarker(db: Db): Promise<string> {
  if (isPostgres(db)) {
    const { rows } = await sql<{
      marker: string;
    }>`select pg_current_snapshot()::text as marker`.execute(db);
    return rows[0]?.marker ?? '';
  }
  const { rows } = await sql<{ version: number; changes: number }>`
    select (select data_version from pragma_data_version) as version,
      total_changes() as changes`.execute(db);
  return `${rows[0]?.version}:${rows[0]?.changes}`;
}

interface Entry<T> {
  key: string;
  value: Promise<T>;
  running: boolean;
  /** The computation to start when this one ends, for the requests that arrived meanwhile. */
  next?: Queued<T>;
}

interface Queued<T> {
  key: string;
  compute: () => Promise<T>;
  value: Promise<T>;
  start: () => void;
}

/** Organizations whose dashboard is kept; the least recently computed goes first. */
const maxEntries = 500;

/**
 * The dashboard's figures sum every payment and invoice of the organization: tens of
 * milliseconds at 100,000 payments, which many concurrent requests would queue behind. They
 * are recomputed only when the database changed since they were computed (the marker is
 * read before computing, so a write during the computation makes the next request recompute)
 * or the Nairobi day turned; requests arriving together share one computation.
 *
 * While payments arrive every few milliseconds, nearly every request finds the database
 * changed. One computation runs at a time per key: a request that finds one running for an
 * older state waits for the next, which starts when it ends and is shared by every request
 * that arrived meanwhile. That one reads the data as they are when it starts, so it includes
 * whatever each of those requests' markers saw; it is kept under the newest of their keys.
 * A request waits at most for the end of one computation and one more, and the server never
 * runs a pile of them side by side (which would take the CPU confirmations need).
 */
export class SummaryCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  get(organizationId: string, key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(organizationId);
    if (cached && cached.key === key) return cached.value;
    if (cached?.running) return this.after(cached, organizationId, key, compute);
    return this.start(organizationId, key, compute);
  }

  private after(
    running: Entry<T>,
    organizationId: string,
    key: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    if (running.next) {
      running.next.key = key;
      running.next.compute = compute;
      return running.next.value;
    }
    let start!: () => void;
    const value = new Promise<T>((resolve, reject) => {
      start = () => {
        const queued = running.next!;
        running.next = undefined;
        this.start(organizationId, queued.key, queued.compute).then(resolve, reject);
      };
    });
    running.next = { key, compute, value, start };
    return value;
  }

  private start(organizationId: string, key: string, compute: () => Promise<T>): Promise<T> {
    const value = compute();
    const entry: Entry<T> = { key, value, running: true };
    this.entries.delete(organizationId);
    this.entries.set(organizationId, entry);
    if (this.entries.size > maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    const ended = () => {
      entry.running = false;
      entry.next?.start();
    };
    value.then(ended, () => {
      if (this.entries.get(organizationId) === entry) this.entries.delete(organizationId);
      ended();
    });
    return value;
  }
}

const caches = new WeakMap<Db, Map<string, SummaryCache<unknown>>>();

/** One cache per database handle (tests open many) and per report. */
export function summaryCacheFor<T>(db: Db, report = 'dashboard'): SummaryCache<T> {
  let byReport = caches.get(db);
  if (!byReport) caches.set(db, (byReport = new Map()));
  let cache = byReport.get(report);
  if (!cache) byReport.set(report, (cache = new SummaryCache<unknown>()));
  return cache as SummaryCache<T>;
}

const serializers = new WeakMap<ZodType, (value: unknown) => string>();

/** The route's own serializer (fast-json-stringify over the response schema), compiled once. */
function serializerOf(schema: ZodType) {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = responseSerializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' });
    serializers.set(schema, serialize);
  }
  return serialize;
}

/**
 * A report over the organization's whole history, as the JSON the route sends, computed and
 * serialized once per database change (and per Nairobi day, where "today" shapes it) for the
 * same filters: the reports (rent roll, occupancy, collections, income statement, KRA) sum
 * hundreds of thousands of rows, and a rent roll of 5,000 units is 1.5 MB of JSON, which
 * concurrent readers would otherwise each recompute and write out.
 */
export async function cachedReportJson<T>(
  db: Db,
  report: string,
  scope: { organizationId: string; filters: object; today: string },
  schema: ZodType<T>,
  compute: () => Promise<T>,
): Promise<Buffer> {
  const marker = await databaseChangeMarker(db);
  return summaryCacheFor<Buffer>(db, report).get(
    `${scope.organizationId}|${JSON.stringify(scope.filters)}`,
    `${scope.today}|${marker}`,
    async () => Buffer.from(serializerOf(schema)(await compute())),
  );
}
