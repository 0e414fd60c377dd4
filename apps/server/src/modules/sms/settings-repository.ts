import type { Db } from '../../db/connection.js';
import type { SmsSettingsTable } from '../../db/types.js';

export function findSmsSettings(db: Db, organizationId: string) {
  return db
    .selectFrom('sms_settings')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** The settings of several organizations at once (the sender, one batch at a time). */
export function findSmsSettingsOf(db: Db, organizationIds: string[]) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sms_settings')
    .selectAll()
    .where('organization_id', 'in', organizationIds)
    .execute();
}

export async function saveSmsSettings(db: Db, row: SmsSettingsTable) {
  const { organization_id: _organizationId, ...changes } = row;
  await db
    .insertInto('sms_settings')
    .values(row)
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(changes))
    .execute();
}
