import type { Db } from '../../db/connection.js';
import { findSettingsBySecret, settingsSavedCount } from '../mpesa/repository.js';

type CallbackSettings = NonNullable<Awaited<ReturnType<typeof findSettingsBySecret>>>;

/**
 * The organization a callback URL's secret names, with its paybill and validation setting,
 * read at most once a second per secret: at thousands of confirmations a second the lookup
 * would otherwise be a query per request. Settings saved through this process are seen at
 * once, those saved through another within the second; unknown secrets are not remembered,
 * so a new URL works at once.
 */
export function createSettingsBySecret(db: Db, now: () => number, ttlMs = 1000) {
  const known = new Map<string, { settings: CallbackSettings; until: number; saves: number }>();
  return async (secret: string): Promise<CallbackSettings | undefined> => {
    const cached = known.get(secret);
    const saves = settingsSavedCount();
    if (cached && cached.until > now() && cached.saves === saves) return cached.settings;
    const settings = await findSettingsBySecret(db, secret);
    if (!settings) {
      known.delete(secret);
      return undefined;
    }
    // Bounded by the organizations that pay in; an old entry is simply replaced.
    known.set(secret, { settings, until: now() + ttlMs, saves });
    return settings;
  };
}
