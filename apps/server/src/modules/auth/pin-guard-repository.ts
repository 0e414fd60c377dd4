import type { Db } from '../../db/connection.js';

/**
 * Wrong-PIN counts and locks per phone number (registered or not), decided by the database:
 * every statement here is one conditional write, so parallel attempts cannot overwrite each
 * other's count. Instants are ISO-8601 UTC text, which compares the same on both databases.
 */

export interface GuardTimes {
  now: string;
  /** Attempts reserved before this instant are no longer in flight. */
  inFlightSince: string;
}

/**
 * Reserves one attempt, unless the phone is locked or already has `maxAttempts` attempts
 * counted in the last minute (still being checked). An expired lock, or a count whose last
 * attempt is older than a minute and reached the limit without locking, starts again at 1.
 * Returns the count including this attempt, or null when refused.
 */
export async function reserveAttempt(
  db: Db,
  phonenumber: string,
  maxAttempts: number,
  { now, inFlightSince }: GuardTimes,
): Promise<number | null> {
  const row = await db
    .insertInto('pin_guards')
    .values({ phonenumber, failures: 1, locked_until: null, last_attempt_at: now })
    .onConflict((oc) =>
      oc
        .column('phonenumber')
        .doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when(
              eb.or([
                eb('pin_guards.locked_until', 'is not', null),
                eb.and([
                  eb('pin_guards.failures', '>=', maxAttempts),
                  eb('pin_guards.last_attempt_at', '<=', inFlightSince),
                ]),
              ]),
            )
            .then(1)
            .else(eb('pin_guards.failures', '+', 1))
            .end(),
          locked_until: null,
          last_attempt_at: now,
        }))
        // Not locked, and not `maxAttempts` attempts in flight.
        .where((eb) =>
          eb.and([
            eb.or([
              eb('pin_guards.locked_until', 'is', null),
              eb('pin_guards.locked_until', '<=', now),
            ]),
            eb.or([
              eb('pin_guards.failures', '<', maxAttempts),
              eb('pin_guards.last_attempt_at', '<=', inFlightSince),
              eb('pin_guards.locked_until', 'is not', null),
            ]),
          ]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  return row ? Number(row.failures) : null;
}

/**
 * After a wrong PIN: locks the phone until `lockedUntil` when the count has reached
 * `maxAttempts` and no lock is running yet. True when this call set the lock.
 */
export async function lockWhenExhausted(
  db: Db,
  phonenumber: string,
  maxAttempts: number,
  now: string,
  lockedUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('pin_guards')
    .set({ locked_until: lockedUntil })
    .where('phonenumber', '=', phonenumber)
    .where('failures', '>=', maxAttempts)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * After the right PIN: clears the count unless a lock is running (set by a parallel burst).
 * True when the attempt may go on: cleared, or no guard row at all.
 */
export async function clearUnlessLocked(db: Db, phonenumber: string, now: string) {
  // Twice: on PostgreSQL an update that waited on the row a parallel right code deleted skips
  // it, even when another attempt has since inserted the phone's row again; the second update
  // sees that row.
  for (let tries = 0; tries < 2; tries++) {
    const result = await db
      .updateTable('pin_guards')
      .set({ failures: 0, locked_until: null })
      .where('phonenumber', '=', phonenumber)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return true;
    const guard = await findGuard(db, phonenumber);
    if (!guard) return true;
    if (guard.locked_until !== null && new Date(guard.locked_until) > new Date(now)) return false;
  }
  return false;
}

/** A PIN reset by SMS code proves the phone: the count and any lock go. */
export async function clearGuard(db: Db, phonenumber: string) {
  await db.deleteFrom('pin_guards').where('phonenumber', '=', phonenumber).execute();
}

/** For the lock message only (how many minutes are left), never for a decision. */
export function findGuard(db: Db, phonenumber: string) {
  return db
    .selectFrom('pin_guards')
    .select(['failures', 'locked_until'])
    .where('phonenumber', '=', phonenumber)
    .executeTakeFirst();
}

/** Forgets counts nobody added to for a while; running locks stay. */
export async function deleteStaleGuards(db: Db, now: string, lastAttemptBefore: string) {
  await db
    .deleteFrom('pin_guards')
    .where('last_attempt_at', '<', lastAttemptBefore)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}
