import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { EtimsSettingsTable } from '../../db/types.js';

export type EtimsSettingsRow = Selectable<EtimsSettingsTable>;

/** The device as saved: what a stored cmcKey belongs to. */
export type EtimsDeviceRow = Pick<
  EtimsSettingsRow,
  'pin' | 'branch_id' | 'device_serial' | 'environment'
>;

export function findEtimsSettings(db: Db, organizationId: string) {
  return db
    .selectFrom('etims_settings')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/**
 * Saves the settings. A changed device (PIN, branch, serial or environment) drops the cmcKey
 * in the same statement: KRA gave it to the old device, so the next test call initialises the
 * new one. KRA's code lists are the same for every device and stay, and so does the instant
 * documents are sent from (the first save's).
 */
export async function upsertEtimsSettings(db: Db, row: Insertable<EtimsSettingsTable>) {
  // transmit_from is the first save's: a later save does not move it.
  const { organization_id: _, transmit_from: __, ...changes } = row;
  await db
    .insertInto('etims_settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('organization_id').doUpdateSet((eb) => {
        const sameDevice = eb.and([
          eb('etims_settings.pin', '=', row.pin),
          eb('etims_settings.branch_id', '=', row.branch_id),
          eb('etims_settings.device_serial', '=', row.device_serial),
          eb('etims_settings.environment', '=', row.environment),
        ]);
        const kept = <C extends 'cmc_key_encrypted' | 'initialised_at'>(column: C) =>
          eb
            .case()
            .when(sameDevice)
            .then(eb.ref(`etims_settings.${column}`))
            .else(null)
            .end();
        return {
          ...changes,
          cmc_key_encrypted: kept('cmc_key_encrypted'),
          initialised_at: kept('initialised_at'),
        };
      }),
    )
    .execute();
}

const sameDevice = (device: EtimsDeviceRow) => ({
  pin: device.pin,
  branch_id: device.branch_id,
  device_serial: device.device_serial,
  environment: device.environment,
});

/**
 * Stores the cmcKey KRA gave `device`, only while that device is still the saved one and has
 * no key yet: two test calls at once store one key (the other reads it back), and a key for a
 * device changed meanwhile is never kept. True when this call stored it.
 */
export async function storeDeviceKey(
  db: Db,
  organizationId: string,
  device: EtimsDeviceRow,
  encryptedKey: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('etims_settings')
    .set({ cmc_key_encrypted: encryptedKey, initialised_at: at })
    .where('organization_id', '=', organizationId)
    .where((eb) => eb.and(sameDevice(device)))
    .where('cmc_key_encrypted', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Drops a cmcKey KRA no longer accepts, only if it is still the one stored. */
export async function dropDeviceKey(db: Db, organizationId: string, encryptedKey: string) {
  await db
    .updateTable('etims_settings')
    .set({ cmc_key_encrypted: null, initialised_at: null })
    .where('organization_id', '=', organizationId)
    .where('cmc_key_encrypted', '=', encryptedKey)
    .execute();
}

export async function storeCodeLists(db: Db, organizationId: string, json: string, at: string) {
  await db
    .updateTable('etims_settings')
    .set({ code_lists: json, code_lists_fetched_at: at })
    .where('organization_id', '=', organizationId)
    .execute();
}
