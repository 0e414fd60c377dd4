import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { createSettingsBySecret } from '../../src/modules/c2b/index.js';
import { mpesaSettingsVersion } from '../../src/modules/organization/index.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Migration 0071 counts the writes to mpesa_settings: a database of the release before keeps
// its paybill settings as they were, its callback URL still names its organization, and the
// next write to the settings moves the count.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to the M-PESA settings version (migration 0071)', () => {
  it('keeps the settings, finds the organization by its secret, and counts the next write', async () => {
    const database = await databaseAt('0070-sms-attention-index');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    const secret = 'a1'.repeat(20);
    await sql`INSERT INTO mpesa_settings (organization_id, organization_name, paybill_number,
      account_number, updated_at, callback_secret)
      VALUES ('o1', 'Sunrise', '600123', '', ${at}, ${secret})`.execute(db);

    await migrateToLatest(database.handle);

    const settings = db
      .selectFrom('mpesa_settings')
      .select(['organization_id', 'paybill_number', 'callback_secret']);
    expect(await settings.execute()).toEqual([
      { organization_id: 'o1', paybill_number: '600123', callback_secret: secret },
    ]);
    const found = await createSettingsBySecret(db, () => 0)(secret);
    expect(found).toMatchObject({ matched: 'current', settings: { organization_id: 'o1' } });
    const before = await mpesaSettingsVersion(db);
    await db
      .updateTable('mpesa_settings')
      .set({ paybill_number: '600124' })
      .where('organization_id', '=', 'o1')
      .execute();
    expect(await mpesaSettingsVersion(db)).toBeGreaterThan(before);
  });
});
