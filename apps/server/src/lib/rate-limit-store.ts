import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connection.js';
import { countRateHit, readRateHits } from '../db/rate-windows.js';
import type { Clock } from './clock.js';

/** rate_windows older than a day are deleted (jobs/session-cleanup.ts): no window may be longer. */
const longestWindowMs = 24 * 60 * 60 * 1000;

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * @fastify/rate-limit's `store` over the database's rate_windows: every route with
 * `config: { rateLimit }` (sign-up, sign-in, Forgot PIN, code checks) counts its requests
 * there, so servers sharing one database share the limits. Each count is one atomic upsert
 * (db/rate-windows.ts), so parallel requests on any server are each counted.
 *
 * Windows are fixed (aligned to the window's length), as the tenant page's limits are, and
 * each route counts apart from the others, as the plugin's own memory store does. The
 * plugin's `continueExceeding` and `exponentialBackoff` are not supported.
 */
export function databaseRateStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  class DatabaseRateStore implements FastifyRateLimitStore {
    /** `route` is the route's method and URL, '' for the plugin's global store. */
    constructor(private readonly route = '') {}

    private keyOf(key: string) {
      return `limit:${this.route}:${key}`;
    }

    incr(key: string, counted: Counted, timeWindow: number) {
      if (timeWindow > longestWindowMs) {
        counted(new Error(`A rate-limit window of ${timeWindow} ms outlives the cleanup`));
        return;
      }
      const now = clock();
      countRateHit(db, this.keyOf(key), timeWindow, now).then(
        ({ hits, windowEnd }) =>
          counted(null, { current: hits, ttl: windowEnd.getTime() - now.getTime() }),
        (error: Error) => counted(error),
      );
    }

    /** The plugin's `{ increment: false }` peek: the count so far, nothing counted. */
    read(key: string, counted: Counted, timeWindow: number) {
      const now = clock();
      readRateHits(db, this.keyOf(key), timeWindow, now).then(
        ({ hits, windowEnd }) =>
          counted(null, { current: hits, ttl: hits ? windowEnd.getTime() - now.getTime() : 0 }),
        (error: Error) => counted(error),
      );
    }

    /**
     * The store of one route. The plugin passes the route's merged limit options, the route
     * itself under `routeInfo` (not the route options its types announce).
     */
    child(options: RouteOptions) {
      const route = (options as { routeInfo?: Partial<RouteOptions> }).routeInfo ?? {};
      const method = [route.method ?? ''].flat().join(',');
      return new DatabaseRateStore(`${method} ${route.url ?? ''}`);
    }
  }
  // The plugin constructs the store with its own options, which this store does not need.
  return class extends DatabaseRateStore {
    constructor() {
      super();
    }
  };
}
