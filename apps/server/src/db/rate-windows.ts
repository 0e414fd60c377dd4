import { sql } from 'kysely';
import type { Db } from './connection.js';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Counts one request for `key` (an IP, a token, a phone) in the current fixed window and
 * says whether it is within the limit. The count is one upsert, so requests arriving at once,
 * on one server process or several, are each counted: none can slip past a read.
 */
export async function takeRateSlot(
  db: Db,
  key: string,
  limit: RateLimit,
  now: Date,
): Promise<boolean> {
  const { hits } = await countRateHit(db, key, limit.windowMs, now);
  return hits <= limit.max;
}

/**
 * Counts one request for `key` in the fixed window of `windowMs` holding `now`, in one atomic
 * upsert: the requests counted in this window so far, this one included, and when it ends.
 */
export async function countRateHit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; windowEnd: Date }> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const row = await db
    .insertInto('rate_windows')
    .values({ key, window_start: new Date(start).toISOString(), hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet({ hits: sql<number>`rate_windows.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowEnd: new Date(start + windowMs) };
}

/** The requests counted for `key` in the window holding `now`, without counting one. */
export async function readRateHits(db: Db, key: string, windowMs: number, now: Date) {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const row = await db
    .selectFrom('rate_windows')
    .select('hits')
    .where('key', '=', key)
    .where('window_start', '=', new Date(start).toISOString())
    .executeTakeFirst();
  return { hits: Number(row?.hits ?? 0), windowEnd: new Date(start + windowMs) };
}

/** Forgets windows that ended before `before` (ISO): they no longer limit anything. */
export async function deleteOldRateWindows(db: Db, before: string) {
  await db.deleteFrom('rate_windows').where('window_start', '<', before).execute();
}
