import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  checkPinGuarded,
  lockedError,
  type SessionContext,
  findUserCredentials,
} from '../auth/index.js';
import { wrongCurrentPin } from '../users/index.js';

/**
 * An operator change (plan, trial, suspension) goes ahead only with the operator's own PIN,
 * typed again: wrong ones count on the phone's guard as wrong sign-ins do (five lock it), so a
 * session left open or stolen cannot change other organizations. Wrong → 400 on `pin`,
 * locked → 423; the change itself is logged by its action, as before.
 */
export async function confirmOperatorPin(
  deps: { db: Db; clock: Clock },
  session: SessionContext,
  pin: string,
): Promise<void> {
  const user = await findUserCredentials(deps.db, session.organizationId, session.userId);
  if (!user) throw notFound('User');
  const now = deps.clock();
  const check = await checkPinGuarded(deps.db, now, {
    phonenumber: user.phonenumber,
    pinHash: user.pin_hash,
    pin,
    onRight: async () => {},
  });
  if (check.outcome === 'locked') throw lockedError(check.lockedUntil, now);
  if (check.outcome === 'wrong') {
    throw new AppError('validation', wrongCurrentPin, { pin: wrongCurrentPin });
  }
}
