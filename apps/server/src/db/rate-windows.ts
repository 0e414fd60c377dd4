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
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
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
  return Number(row.hits) <= limit.max;
}

/** Forgets windows that ended before `before` (ISO): they no longer limit anything. */
export async function deleteOldRateWindows(db: Db, before: string) {
  await db.deleteFrom('rate_windows').where('window_start', '<', before).execute();
}
