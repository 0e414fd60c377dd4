import type { Db } from '../../db/connection.js';
import {
  findSettingsBySecret,
  retirePreviousSecret,
  settingsSavedCount,
} from '../organization/index.js';

type CallbackSettings = NonNullable<Awaited<ReturnType<typeof findSettingsBySecret>>>;

/** The organization a secret names, and whether it is its current or its previous secret. */
export interface SecretMatch {
  settings: CallbackSettings;
  matched: 'current' | 'previous';
}

export interface SettingsBySecret {
  (secret: string): Promise<SecretMatch | undefined>;
  /** The first confirmation on the current secret: the previous one stops working. */
  retirePrevious: (organizationId: string, currentSecret: string) => Promise<void>;
}

/**
 * The organization a callback URL's secret names, with its paybill and validation setting,
 * read at most once a second per secret: at thousands of confirmations a second the lookup
 * would otherwise be a query per request. Settings saved through this process (a rotation, a
 * revocation) are seen at once, those saved through another within the second; unknown
 * secrets are not remembered, so a new URL works at once.
 */
export function createSettingsBySecret(db: Db, now: () => number, ttlMs = 1000): SettingsBySecret {
  const known = new Map<string, { match: SecretMatch; until: number; saves: number }>();
  const lookup = async (secret: string): Promise<SecretMatch | undefined> => {
    const cached = known.get(secret);
    const saves = settingsSavedCount();
    if (cached && cached.until > now() && cached.saves === saves) return cached.match;
    const settings = await findSettingsBySecret(db, secret);
    if (!settings) {
      known.delete(secret);
      return undefined;
    }
    const match: SecretMatch = {
      settings,
      matched: settings.callback_secret === secret ? 'current' : 'previous',
    };
    // Bounded by the organizations that pay in; an old entry is simply replaced.
    known.set(secret, { match, until: now() + ttlMs, saves });
    return match;
  };
  return Object.assign(lookup, {
    retirePrevious: async (organizationId: string, currentSecret: string) => {
      await retirePreviousSecret(db, organizationId, currentSecret);
    },
  });
}
