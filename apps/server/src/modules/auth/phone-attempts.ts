import type { Db } from '../../db/connection.js';
import { countRateHit } from '../../db/rate-windows.js';

const hourMs = 60 * 60 * 1000;

/*
 * The PIN reset and sign-in must not tell by their time whether a phone is registered, and a
 * write's commit (the wait for the disk) is most of that time. So every request commits the
 * same writes for any phone: its attempt counted per phone, and the registered phone's own
 * writes (a wrong try, its log entry) or, for a phone without them, a stand-in write of the
 * same kind in the same transaction. (Forgot PIN answers before any phone's own writes:
 * users/pin-reset.ts.) The counts are rate_windows rows, deleted with the others after a day
 * (jobs/session-cleanup.ts).
 */

/** Counts a Forgot PIN or reset attempt for `phonenumber` in the hour's window. */
export async function countPhoneAttempt(
  db: Db,
  kind: 'forgot-pin' | 'reset-pin',
  phonenumber: string,
  now: Date,
) {
  await countRateHit(db, `${kind}:phone:${phonenumber}`, hourMs, now);
}

/** A reset attempt without a live code: one upsert where a live code counts its wrong try. */
export async function standInForWrongTry(db: Db, phonenumber: string, now: Date) {
  await countRateHit(db, `reset-pin:try:${phonenumber}`, hourMs, now);
}

/** A wrong PIN for a phone nobody registered: one upsert where a registered phone logs it. */
export async function standInForWrongPinLog(db: Db, phonenumber: string, now: Date) {
  await countRateHit(db, `signin:logged:${phonenumber}`, hourMs, now);
}
