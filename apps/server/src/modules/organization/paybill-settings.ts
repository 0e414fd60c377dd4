import type { Db } from '../../db/connection.js';
import type { Insertable } from 'kysely';
import type { MpesaSettingsTable } from '../../db/types.js';

/** The organization's M-PESA settings (the paybill tenants pay to); undefined until saved. */
export function findMpesaSettings(db: Db, organizationId: string) {
  return db
    .selectFrom('mpesa_settings')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/**
 * Counts the settings saved by this process, so that what callbacks remember of them
 * (c2b/settings-by-secret.ts) is forgotten at once here, and within its second elsewhere.
 */
let savedSettings = 0;
export const settingsSavedCount = () => savedSettings;

export async function upsertMpesaSettings(db: Db, row: Insertable<MpesaSettingsTable>) {
  const { organization_id: _, callback_secret: secret, ...changes } = row;
  savedSettings += 1;
  await db
    .insertInto('mpesa_settings')
    .values(row)
    // The callback secret is never replaced once set: the registered URLs contain it.
    .onConflict((oc) =>
      oc.column('organization_id').doUpdateSet((eb) => ({
        ...changes,
        callback_secret: eb.fn.coalesce('mpesa_settings.callback_secret', eb.val(secret)),
      })),
    )
    .execute();
  savedSettings += 1;
}

/** Gives a row saved before callbacks existed its secret (only if it still has none). */
export async function setCallbackSecretIfMissing(db: Db, organizationId: string, secret: string) {
  await db
    .updateTable('mpesa_settings')
    .set({ callback_secret: secret })
    .where('organization_id', '=', organizationId)
    .where('callback_secret', 'is', null)
    .execute();
}

export async function saveRegisterResult(
  db: Db,
  organizationId: string,
  at: string,
  result: string,
) {
  await db
    .updateTable('mpesa_settings')
    .set({ registered_at: at, register_result: result })
    .where('organization_id', '=', organizationId)
    .execute();
}

/**
 * A number that moves with every write to any organization's M-PESA settings, through any
 * server (the database's triggers keep it: migration 0071); one row, one index probe.
 */
export async function mpesaSettingsVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mpesa_settings_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * The organization whose callback path holds this secret: its current one, or the one a
 * rotation replaced while that still works.
 */
export function findSettingsBySecret(db: Db, secret: string) {
  return db
    .selectFrom('mpesa_settings')
    .select([
      'organization_id',
      'paybill_number',
      'account_number',
      'validation_enabled',
      'collection_mode',
      'callback_secret',
      'previous_callback_secret',
    ])
    .where((eb) =>
      eb.or([eb('callback_secret', '=', secret), eb('previous_callback_secret', '=', secret)]),
    )
    .executeTakeFirst();
}

/**
 * A new callback secret; the current one becomes the previous one, still working until it is
 * retired (two rotations in a row keep only the one just replaced). False when nothing was
 * saved yet.
 */
export async function rotateCallbackSecret(
  db: Db,
  organizationId: string,
  secret: string,
  at: string,
): Promise<boolean> {
  savedSettings += 1;
  const result = await db
    .updateTable('mpesa_settings')
    .set((eb) => ({
      previous_callback_secret: eb.ref('callback_secret'),
      callback_secret: secret,
      callback_secret_rotated_at: at,
    }))
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  savedSettings += 1;
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The previous secret stops working: revoked by the owner, or M-PESA has called the current
 * one (only while it is still current: a rotation meanwhile keeps its own previous). True
 * when there was one to retire.
 */
export async function retirePreviousSecret(
  db: Db,
  organizationId: string,
  currentSecret?: string,
): Promise<boolean> {
  savedSettings += 1;
  let query = db
    .updateTable('mpesa_settings')
    .set({ previous_callback_secret: null })
    .where('organization_id', '=', organizationId)
    .where('previous_callback_secret', 'is not', null);
  if (currentSecret) query = query.where('callback_secret', '=', currentSecret);
  const result = await query.executeTakeFirst();
  savedSettings += 1;
  return Number(result.numUpdatedRows) === 1;
}

/** Where tenants pay: the paybill, and the landlord's account at a bank's paybill ('' if none). */
export async function paybillSettings(db: Db, organizationId: string) {
  return (await paybillSettingsOf(db, [organizationId])).get(organizationId)!;
}

export interface PaybillSettings {
  paybill: string | null;
  bankAccountNumber: string;
  /** The organization name typed with the paybill (onboarding), '' before any is saved. */
  organizationName: string;
}

/** paybillSettings for several organizations (a C2B batch) in one query: one for each given. */
export async function paybillSettingsOf(
  db: Db,
  organizationIds: readonly string[],
): Promise<Map<string, PaybillSettings>> {
  const ids = [...new Set(organizationIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('mpesa_settings')
          .select(['organization_id', 'paybill_number', 'account_number', 'organization_name'])
          .where('organization_id', 'in', ids)
          .execute();
  const byOrganization = new Map(rows.map((row) => [row.organization_id, row]));
  return new Map(
    ids.map((id) => {
      const row = byOrganization.get(id);
      return [
        id,
        {
          paybill: row?.paybill_number || null,
          bankAccountNumber: row?.account_number ?? '',
          organizationName: row?.organization_name ?? '',
        },
      ];
    }),
  );
}
