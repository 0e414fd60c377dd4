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

/** The data a value was computed from: `day` must match exactly; `marker` may lag under load. */
export interface DataVersion {
  /** The Nairobi day (aging and "this month" move with it), or '' where it shapes nothing. */
  day: string;
  /** databaseChangeMarker(), read before the computation. */
  marker: string;
}

interface Finished<T> {
  version: DataVersion;
  value: T;
  /** When its computation started: the data it shows are at least as new as this. */
  startedAt: number;
}

interface Running<T> {
  version: DataVersion;
  value: Promise<T>;
  startedAt: number;
}

interface Queued<T> {
  version: DataVersion;
  compute: () => Promise<T>;
  value: Promise<T>;
  start: () => void;
}

interface Slot<T> {
  finished?: Finished<T>;
  running?: Running<T>;
  /** The computation to start when the running one ends, for requests that asked meanwhile. */
  next?: Queued<T>;
  /** When requests found an older state being computed, newest last (at most loadRequests). */
  contended: number[];
}

export interface SummaryCacheOptions {
  /** Under load, one computation starts at most this often per key. */
  minIntervalMs?: number;
  /** Under load, a finished value is answered while it is at most this old. */
  maxStaleMs?: number;
}

/** Organizations whose figures are kept; the least recently computed goes first. */
const maxEntries = 500;
/** Under load: this many requests found an older state computing within loadWindowMs. */
const loadRequests = 4;
const loadWindowMs = 2000;

const sameVersion = (a: DataVersion, b: DataVersion) => a.day === b.day && a.marker === b.marker;

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
 *
 * Under load (several requests within two seconds found an older state computing: many
 * readers while money arrives, decision 0058) readers no longer wait for a computation of
 * their own state. They get the newest finished value while it is at most `maxStaleMs` old,
 * and a computation starts at most once every `minIntervalMs` per key, so reports take a
 * bounded share of the CPU that answers M-PESA. A reader alone, or readers while nothing
 * changes, always get the data as they are: a landlord who records a payment and opens the
 * report sees it. The day must always match: a new day is never answered with yesterday's.
 */
export class SummaryCache<T> {
  private readonly slots = new Map<string, Slot<T>>();
  private readonly minIntervalMs: number;
  private readonly maxStaleMs: number;

  constructor(options: SummaryCacheOptions = {}) {
    this.minIntervalMs = options.minIntervalMs ?? 1000;
    this.maxStaleMs = options.maxStaleMs ?? 3000;
  }

  get(scopeKey: string, version: DataVersion, compute: () => Promise<T>): Promise<T> {
    const slot = this.slots.get(scopeKey) ?? { contended: [] };
    const { finished, running } = slot;
    if (finished && sameVersion(finished.version, version)) return Promise.resolve(finished.value);
    if (running && sameVersion(running.version, version)) return running.value;
    const now = performance.now();
    if (running) this.noteContention(slot, now);
    const usable = this.underLoad(slot, now) ? this.recentEnough(slot, version, now) : undefined;
    if (usable) {
      // Someone will want the newer state soon: compute it, at the pace load allows.
      if (running) this.queue(slot, scopeKey, version, compute);
      else this.startPaced(slot, scopeKey, version, compute);
      return Promise.resolve(usable.value);
    }
    // A paced computation waiting for its time is joined, not overtaken.
    if (running || slot.next) return this.queue(slot, scopeKey, version, compute).value;
    return this.start(slot, scopeKey, version, compute);
  }

  private noteContention(slot: Slot<T>, now: number) {
    slot.contended.push(now);
    if (slot.contended.length > loadRequests) slot.contended.shift();
  }

  private underLoad(slot: Slot<T>, now: number) {
    return slot.contended.length === loadRequests && now - slot.contended[0]! <= loadWindowMs;
  }

  private recentEnough(slot: Slot<T>, version: DataVersion, now: number) {
    const { finished } = slot;
    if (!finished || finished.version.day !== version.day) return undefined;
    return now - finished.startedAt <= this.maxStaleMs ? finished : undefined;
  }

  /** Starts now, or once minIntervalMs passed since the last start (the newest request's). */
  private startPaced(
    slot: Slot<T>,
    scopeKey: string,
    version: DataVersion,
    compute: () => Promise<T>,
  ) {
    if (slot.next) {
      this.queue(slot, scopeKey, version, compute);
      return;
    }
    const wait = (slot.finished?.startedAt ?? 0) + this.minIntervalMs - performance.now();
    if (wait <= 0) {
      this.start(slot, scopeKey, version, compute).catch(() => undefined);
      return;
    }
    const queued = this.queue(slot, scopeKey, version, compute);
    queued.value.catch(() => undefined);
    setTimeout(() => queued.start(), wait).unref();
  }

  private queue(
    slot: Slot<T>,
    scopeKey: string,
    version: DataVersion,
    compute: () => Promise<T>,
  ): Queued<T> {
    if (slot.next) {
      slot.next.version = version;
      slot.next.compute = compute;
      return slot.next;
    }
    let start!: () => void;
    const value = new Promise<T>((resolve, reject) => {
      start = () => {
        const queued = slot.next;
        // Started already (by the running computation's end or the pacing timer).
        if (!queued || queued.start !== start || slot.running) return;
        slot.next = undefined;
        this.start(slot, scopeKey, queued.version, queued.compute).then(resolve, reject);
      };
    });
    slot.next = { version, compute, value, start };
    return slot.next;
  }

  private start(
    slot: Slot<T>,
    scopeKey: string,
    version: DataVersion,
    compute: () => Promise<T>,
  ): Promise<T> {
    const startedAt = performance.now();
    const value = compute();
    const running: Running<T> = { version, value, startedAt };
    slot.running = running;
    this.slots.delete(scopeKey);
    this.slots.set(scopeKey, slot);
    if (this.slots.size > maxEntries) {
      this.slots.delete(this.slots.keys().next().value as string);
    }
    const ended = () => {
      if (slot.running === running) slot.running = undefined;
      const { next } = slot;
      if (!next) return;
      const wait = this.underLoad(slot, performance.now())
        ? startedAt + this.minIntervalMs - performance.now()
        : 0;
      if (wait <= 0) next.start();
      else setTimeout(() => next.start(), wait).unref();
    };
    value.then(
      (result) => {
        if (!slot.finished || slot.finished.startedAt <= startedAt) {
          slot.finished = { version, value: result, startedAt };
        }
        ended();
      },
      () => ended(),
    );
    return value;
  }
}

const caches = new WeakMap<Db, Map<string, SummaryCache<unknown>>>();

/** One cache per database handle (tests open many) and per report. */
function summaryCacheFor<T>(db: Db, report: string): SummaryCache<T> {
  let byReport = caches.get(db);
  if (!byReport) caches.set(db, (byReport = new Map()));
  let cache = byReport.get(report);
  if (!cache) byReport.set(report, (cache = new SummaryCache<unknown>()));
  return cache as SummaryCache<T>;
}

/**
 * `compute`'s value for `scopeKey` in the cache named `cache`, computed again only once the
 * database changed (databaseChangeMarker, read first) or `day` moved: the one way every kept
 * figure (reports, the arrears, the bell) asks.
 */
export async function keptUntilChanged<T>(
  db: Db,
  cache: string,
  scopeKey: string,
  day: string,
  compute: () => Promise<T>,
): Promise<T> {
  const marker = await databaseChangeMarker(db);
  return summaryCacheFor<T>(db, cache).get(scopeKey, { day, marker }, compute);
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
  return keptUntilChanged(
    db,
    report,
    `${scope.organizationId}|${JSON.stringify(scope.filters)}`,
    scope.today,
    async () => Buffer.from(serializerOf(schema)(await compute())),
  );
}
