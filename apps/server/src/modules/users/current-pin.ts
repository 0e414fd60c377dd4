import { msg } from '@rental/shared/message-catalogue';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/index.js';
import type { UserActor } from '../access/index.js';
import { checkPinGuarded, lockedError, lockMinutes, findUserCredentials } from '../auth/index.js';

export const wrongCurrentPin = msg('error.wrongCurrentPin');

/**
 * Runs `change` only when `pin` is the signed-in user's PIN. Wrong PINs count on the same
 * guard as sign-in (keyed by the user's phone): wrong → 400 on `currentpin`, locked → 423.
 */
export async function checkCurrentPin(
  deps: { db: Db; clock: Clock },
  actor: UserActor,
  pin: string,
  change: (trx: Db, now: Date) => Promise<void>,
  /** The body field that carried the PIN, for the error. */
  field = 'currentpin',
): Promise<void> {
  const user = await findUserCredentials(deps.db, actor.organizationId, actor.userId);
  if (!user) throw notFound('User');
  const now = deps.clock();
  const entry = { entity: 'user', entityId: actor.userId };
  const check = await checkPinGuarded(deps.db, now, {
    phonenumber: user.phonenumber,
    pinHash: user.pin_hash,
    pin,
    onRight: (trx) => change(trx, now),
    onWrong: async (trx, lockedNow) => {
      await recordActivity(trx, actor, { kind: 'pin_change_failed', ...entry }, now);
      if (lockedNow) {
        const details = { minutes: lockMinutes };
        await recordActivity(trx, actor, { kind: 'signin_locked', ...entry, details }, now);
      }
    },
  });
  if (check.outcome === 'locked') throw lockedError(check.lockedUntil, now);
  if (check.outcome === 'wrong') {
    throw new AppError('validation', wrongCurrentPin, { [field]: wrongCurrentPin });
  }
}
