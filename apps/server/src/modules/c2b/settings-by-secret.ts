import type { Db } from '../../db/connection.js';
import {
  findSettingsBySecret,
  mpesaSettingsVersion,
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
 * The organization a callback URL's secret names, with its paybill and validation setting.
 * What a secret names is remembered while the settings' version (a count the database bumps
 * on every write to any organization's M-PESA settings: migration 0071) stays where it was
 * when the secret was read; the version is read at most once a second, one query shared by
 * the lookups that want it meanwhile. So settings saved through this process (a rotation, a
 * revocation) are seen at once, those saved through another within the second; unknown
 * secrets are not remembered, so a new URL works at once. Before, each secret was read again
 * once a second: on rent day, a thousand organizations each paid about once a second made
 * that a query on nearly every answer to M-PESA, queued behind the invoice run's connections.
 */
export function createSettingsBySecret(db: Db, now: () => number, ttlMs = 1000): SettingsBySecret {
  // Each entry keeps the version read before its settings were: a write between the two
  // leaves it out of date by at most one check.
  const known = new Map<string, { match: SecretMatch; version: number; saves: number }>();
  let checked: { version: number; at: number } | undefined;
  let checking: Promise<number> | undefined;

  const settingsVersion = async (): Promise<number> => {
    if (checked && now() - checked.at < ttlMs) return checked.version;
    if (!checking) {
      const at = now();
      checking = mpesaSettingsVersion(db)
        .then((version) => {
          // Every entry of an older version is out of date: dropped, which also forgets the
          // secrets that rotations replaced.
          if (checked && checked.version !== version) known.clear();
          checked = { version, at };
          return version;
        })
        .finally(() => {
          checking = undefined;
        });
    }
    return checking;
  };

  const lookup = async (secret: string): Promise<SecretMatch | undefined> => {
    const saves = settingsSavedCount();
    const version = await settingsVersion();
    const cached = known.get(secret);
    if (cached && cached.version === version && cached.saves === saves) return cached.match;
    const settings = await findSettingsBySecret(db, secret);
    if (!settings) {
      known.delete(secret);
      return undefined;
    }
    const match: SecretMatch = {
      settings,
      matched: settings.callback_secret === secret ? 'current' : 'previous',
    };
    // Bounded by the organizations that pay in (and emptied whenever the version moves).
    known.set(secret, { match, version, saves });
    return match;
  };
  return Object.assign(lookup, {
    retirePrevious: async (organizationId: string, currentSecret: string) => {
      await retirePreviousSecret(db, organizationId, currentSecret);
    },
  });
}
