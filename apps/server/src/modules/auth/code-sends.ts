import type { Db } from '../../db/connection.js';
import { takeRateSlot } from '../../db/rate-windows.js';

/**
 * Codes sent to one phone for one purpose, as Forgot PIN limits them: one a minute and five an
 * hour (SMS cost, and no flooding a phone). Each window is one upsert in `rate_windows`, so
 * servers sharing the database count together. False when the code must not be sent.
 */
export async function takeCodeSend(
  db: Db,
  purpose: 'signup' | 'phone',
  phonenumber: string,
  now: Date,
): Promise<boolean> {
  const key = `code-send:${purpose}:${phonenumber}`;
  const inMinute = await takeRateSlot(db, `${key}:minute`, { max: 1, windowMs: 60_000 }, now);
  if (!inMinute) return false;
  return takeRateSlot(db, `${key}:hour`, { max: 5, windowMs: 3_600_000 }, now);
}
