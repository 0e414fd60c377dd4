import { msg } from '@rental/shared/message-catalogue';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutesToInstant } from '@rental/shared/dates';
import { decoyPinHash, verifyPin } from './pin-hash.js';
import {
  clearUnlessLocked,
  findGuard,
  lockWhenExhausted,
  reserveAttempt,
} from './pin-guard-repository.js';

/** Five wrong PINs in a row lock the phone for 15 minutes (as M-PESA users know it). */
export const maxWrongPins = 5;
export const lockMinutes = 15;
/** An attempt still being checked counts for this long (an Argon2 check takes milliseconds). */
const inFlightMinutes = 1;

export type PinCheck<T> =
  { outcome: 'right'; value: T } | { outcome: 'wrong' } | { outcome: 'locked'; lockedUntil: Date };

export interface PinCheckInput<T> {
  phonenumber: string;
  /** null for a phone nobody registered: a decoy hash is checked, so timing is the same. */
  pinHash: string | null;
  pin: string;
  /** The change the right PIN allows, in the transaction that cleared the count. */
  onRight: (trx: Db) => Promise<T>;
  /** Records the wrong PIN (activity), in the transaction that may have set the lock. */
  onWrong?: (trx: Db, lockedNow: boolean) => Promise<void>;
}

/**
 * Checks a PIN under the phone's guard. An attempt is reserved in the database before the
 * Argon2 check, so parallel guesses are counted one by one and once `maxWrongPins` are counted
 * every further attempt (the right PIN included) is refused until the lock ends. Registered
 * and unknown phones go through the same steps.
 */
export async function checkPinGuarded<T>(
  db: Db,
  now: Date,
  input: PinCheckInput<T>,
): Promise<PinCheck<T>> {
  return checkGuarded(db, now, {
    phonenumber: input.phonenumber,
    isRight: async () => {
      const right = await verifyPin(input.pinHash ?? (await decoyPinHash()), input.pin);
      return right && input.pinHash !== null;
    },
    onRight: input.onRight,
    onWrong: input.onWrong,
  });
}

export interface GuardedCheckInput<T> {
  /** The phone whose guard counts the attempt. */
  phonenumber: string;
  /** The check itself (a PIN, or a code sent by SMS), run once the attempt is reserved. */
  isRight: () => Promise<boolean>;
  onRight: (trx: Db) => Promise<T>;
  onWrong?: (trx: Db, lockedNow: boolean) => Promise<void>;
}

/**
 * Any secret checked under the phone's guard: a wrong code sent by SMS counts as a wrong PIN,
 * on the same count and lock, reserved in the database before the check.
 */
export async function checkGuarded<T>(
  db: Db,
  now: Date,
  input: GuardedCheckInput<T>,
): Promise<PinCheck<T>> {
  const nowIso = now.toISOString();
  const times = {
    now: nowIso,
    inFlightSince: addMinutesToInstant(now, -inFlightMinutes).toISOString(),
  };
  const reserved = await reserveAttempt(db, input.phonenumber, maxWrongPins, times);
  if (reserved === null) return lockedOutcome(db, input.phonenumber, now);

  if (!(await input.isRight())) {
    const lockedUntil = addMinutesToInstant(now, lockMinutes);
    const lockedNow = await db.transaction().execute(async (trx) => {
      const locked = await lockWhenExhausted(
        trx,
        input.phonenumber,
        maxWrongPins,
        nowIso,
        lockedUntil.toISOString(),
      );
      await input.onWrong?.(trx, locked);
      return locked;
    });
    return lockedNow ? { outcome: 'locked', lockedUntil } : { outcome: 'wrong' };
  }

  const result = await db.transaction().execute(async (trx) => {
    if (!(await clearUnlessLocked(trx, input.phonenumber, nowIso))) return null;
    return { value: await input.onRight(trx) };
  });
  if (!result) return lockedOutcome(db, input.phonenumber, now);
  return { outcome: 'right', value: result.value };
}

async function lockedOutcome(db: Db, phonenumber: string, now: Date): Promise<PinCheck<never>> {
  const guard = await findGuard(db, phonenumber);
  const until = guard?.locked_until ? new Date(guard.locked_until) : null;
  // Refused while the last attempts are still in flight: the lock is about to be set.
  return {
    outcome: 'locked',
    lockedUntil: until && until > now ? until : addMinutesToInstant(now, lockMinutes),
  };
}

/** 423 with the minutes left, the same text for every phone. */
export function lockedError(lockedUntil: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError('locked', msg('error.pinLocked', { count: minutes }));
}
