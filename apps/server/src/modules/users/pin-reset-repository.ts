import type { Db } from '../../db/connection.js';

/**
 * Forgot PIN codes, one per user (a new one replaces the old). Every limit is one
 * conditional write: resends per minute and per hour, wrong tries, and using a code once.
 */

export interface NewResetCode {
  userId: string;
  id: string;
  codeHash: string;
  expiresAt: string;
  now: string;
  /** A resend is refused when the last code was sent after this instant. */
  lastSentBefore: string;
  /** The hourly window restarts when it began before this instant. */
  windowStartedBefore: string;
  maxSendsPerWindow: number;
}

/**
 * Stores a fresh code unless the user's sends are over the limit. True when stored (and the
 * code must now be sent), false when refused: then the previous code stays as it was.
 */
export async function storeResetCode(db: Db, code: NewResetCode): Promise<boolean> {
  const row = await db
    .insertInto('pin_reset_codes')
    .values({
      user_id: code.userId,
      id: code.id,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      failed_attempts: 0,
      used_at: null,
      sends: 1,
      window_started_at: code.now,
      sent_at: code.now,
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => {
          const windowOver = eb(
            'pin_reset_codes.window_started_at',
            '<=',
            code.windowStartedBefore,
          );
          return {
            id: code.id,
            code_hash: code.codeHash,
            expires_at: code.expiresAt,
            failed_attempts: 0,
            used_at: null,
            sends: eb
              .case()
              .when(windowOver)
              .then(1)
              .else(eb('pin_reset_codes.sends', '+', 1))
              .end(),
            window_started_at: eb
              .case()
              .when(windowOver)
              .then(code.now)
              .else(eb.ref('pin_reset_codes.window_started_at'))
              .end(),
            sent_at: code.now,
          };
        })
        .where((eb) =>
          eb.and([
            eb('pin_reset_codes.sent_at', '<=', code.lastSentBefore),
            eb.or([
              eb('pin_reset_codes.window_started_at', '<=', code.windowStartedBefore),
              eb('pin_reset_codes.sends', '<', code.maxSendsPerWindow),
            ]),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findResetCode(db: Db, userId: string) {
  return db
    .selectFrom('pin_reset_codes')
    .select(['id', 'code_hash', 'expires_at', 'failed_attempts', 'used_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Counts one wrong code while the code still has tries; parallel guesses cannot pass `maxTries`. */
export async function countWrongResetCode(db: Db, codeId: string, maxTries: number) {
  await db
    .updateTable('pin_reset_codes')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('failed_attempts', '<', maxTries)
    .execute();
}

/** Uses the code, once: false when it was used, ran out of tries or expired meanwhile. */
export async function useResetCode(db: Db, codeId: string, now: string, maxTries: number) {
  const result = await db
    .updateTable('pin_reset_codes')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('failed_attempts', '<', maxTries)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Codes whose hourly send window is long over keep nothing worth keeping. */
export async function deleteOldResetCodes(db: Db, windowStartedBefore: string) {
  await db
    .deleteFrom('pin_reset_codes')
    .where('window_started_at', '<', windowStartedBefore)
    .where('expires_at', '<', windowStartedBefore)
    .execute();
}
