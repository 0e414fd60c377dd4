import type { Db } from '../../db/connection.js';
import { countRateHit } from '../../db/rate-windows.js';

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;

/*
 * Forgot PIN, its reset and sign-in must not tell by their time whether a phone is registered, and a
 * write's commit (the wait for the disk) is most of that time. So every request commits the
 * same writes for any phone: its attempt counted per phone, and the registered phone's own
 * writes (its code, its log entry, a wrong try) or, for a phone without them, a stand-in
 * write of the same kind in the same transaction. The counts are rate_windows rows, deleted
 * with the others after a day (jobs/session-cleanup.ts).
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

/**
 * An unknown phone's Forgot PIN writes: one upsert where a registered phone stores its code
 * and, when that is the minute's first (as a registered phone's code would be new), one where
 * it records the request in the activity log.
 */
export async function standInForResetCode(db: Db, phonenumber: string, now: Date) {
  const { hits } = await countRateHit(db, `forgot-pin:code:${phonenumber}`, minuteMs, now);
  if (hits === 1) await countRateHit(db, `forgot-pin:logged:${phonenumber}`, hourMs, now);
}

/** A reset attempt without a live code: one upsert where a live code counts its wrong try. */
export async function standInForWrongTry(db: Db, phonenumber: string, now: Date) {
  await countRateHit(db, `reset-pin:try:${phonenumber}`, hourMs, now);
}

/** A wrong PIN for a phone nobody registered: one upsert where a registered phone logs it. */
export async function standInForWrongPinLog(db: Db, phonenumber: string, now: Date) {
  await countRateHit(db, `signin:logged:${phonenumber}`, hourMs, now);
}
