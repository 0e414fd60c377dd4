import type { Db } from '../../db/connection.js';
import type { OscuTaxType } from '../../integrations/etims/oscu-types.js';
import type { EtimsSettingsRow } from './settings-repository.js';

/**
 * Which of our items KRA's item master has, per organization and device (decision 0073): one
 * row per item code with the tax type KRA was given. A sender claims a row ('registering')
 * before it calls saveItem, in one statement, so two servers register an item once; only the
 * claim's holder writes the outcome.
 */

/** The device items are registered for: another PIN, branch, serial or environment starts over. */
export function itemDevice(settings: EtimsSettingsRow): string {
  return `${settings.environment}/${settings.pin}/${settings.branch_id}/${settings.device_serial}`;
}

export interface ItemKey {
  organizationId: string;
  device: string;
  itemCode: string;
}

function at(db: Db, key: ItemKey) {
  return db
    .updateTable('etims_items')
    .where('organization_id', '=', key.organizationId)
    .where('device', '=', key.device)
    .where('item_code', '=', key.itemCode);
}

export function findItem(db: Db, key: ItemKey) {
  return db
    .selectFrom('etims_items')
    .select(['tax_type', 'status', 'claimed_until'])
    .where('organization_id', '=', key.organizationId)
    .where('device', '=', key.device)
    .where('item_code', '=', key.itemCode)
    .executeTakeFirst();
}

export interface ItemClaim {
  taxType: OscuTaxType;
  token: string;
  now: string;
  until: string;
}

/**
 * Takes the item to register it with this tax type: a new row, or one KRA has with another
 * tax type, or one whose registering sender's claim ran out. False when KRA has it as wanted
 * already or another sender is registering it.
 */
export async function claimItem(db: Db, key: ItemKey, claim: ItemClaim): Promise<boolean> {
  const claimed = {
    tax_type: claim.taxType,
    status: 'registering',
    claimed_by: claim.token,
    claimed_until: claim.until,
    updated_at: claim.now,
  } as const;
  const inserted = await db
    .insertInto('etims_items')
    .values({
      organization_id: key.organizationId,
      device: key.device,
      item_code: key.itemCode,
      registered_at: null,
      ...claimed,
    })
    .onConflict((oc) => oc.columns(['organization_id', 'device', 'item_code']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows) > 0) return true;
  const updated = await at(db, key)
    .set(claimed)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'registered'), eb('tax_type', '<>', claim.taxType)]),
        eb.and([eb('status', '=', 'registering'), eb('claimed_until', '<', claim.now)]),
      ]),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** KRA took the item: registered with the claimed tax type. */
export async function markItemRegistered(db: Db, key: ItemKey, token: string, now: string) {
  await at(db, key)
    .set({
      status: 'registered',
      claimed_by: null,
      claimed_until: null,
      registered_at: now,
      updated_at: now,
    })
    .where('claimed_by', '=', token)
    .where('status', '=', 'registering')
    .execute();
}

/** KRA did not take it (or may not have): forgotten, so the next attempt registers it. */
export async function releaseItem(db: Db, key: ItemKey, token: string) {
  await db
    .deleteFrom('etims_items')
    .where('organization_id', '=', key.organizationId)
    .where('device', '=', key.device)
    .where('item_code', '=', key.itemCode)
    .where('claimed_by', '=', token)
    .where('status', '=', 'registering')
    .execute();
}

/**
 * KRA refused a sale naming these items: perhaps its item master does not have them after all
 * (a sandbox reset, a master changed by hand). Forgotten, so the owner's retry registers them
 * again first; saveItem of an item KRA has only updates it.
 */
export async function forgetItems(
  db: Db,
  organizationId: string,
  device: string,
  itemCodes: string[],
) {
  if (itemCodes.length === 0) return;
  await db
    .deleteFrom('etims_items')
    .where('organization_id', '=', organizationId)
    .where('device', '=', device)
    .where('item_code', 'in', itemCodes)
    .where('status', '=', 'registered')
    .execute();
}
