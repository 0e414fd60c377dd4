import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsBySecret } from '../../src/modules/c2b/index.js';
import { mpesaSettingsVersion } from '../../src/modules/organization/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordOnPaybill } from './c2b-fixtures.js';

/**
 * What a callback URL's secret names is remembered by each server, and read again only when a
 * write to any organization's M-PESA settings has moved their version (migration 0071): on rent
 * day the answers to M-PESA must not each wait on a query. A change through another server
 * still reaches this one within the second.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const secretOf = (url: string) => /\/api\/c2b\/([0-9a-f]{40})\/confirmation$/.exec(url)![1]!;

async function landlord(paybill: string) {
  const owner = await landlordOnPaybill(t.app, paybill);
  return { ...owner, secret: secretOf(owner.confirmationUrl) };
}

/** The database as the lookups see it, counting the queries on each M-PESA settings table. */
function countedDb() {
  const queries = { settings: 0, version: 0 };
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => {
      const text = JSON.stringify(node);
      if (text.includes('"mpesa_settings_version"')) queries.version += 1;
      else if (text.includes('"mpesa_settings"')) queries.settings += 1;
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { db: t.db.withPlugin(counting), queries };
}

describe("a callback secret's settings, remembered", () => {
  it('are read once while no setting changes, the version at most once a second', async () => {
    const [a, b] = [await landlord('600971'), await landlord('600972')];
    const { db, queries } = countedDb();
    let now = 0;
    const lookup = createSettingsBySecret(db, () => now);
    expect((await lookup(a.secret))?.settings.organization_id).toBe(a.organizationId);
    expect((await lookup(b.secret))?.settings.organization_id).toBe(b.organizationId);
    expect(queries).toEqual({ settings: 2, version: 1 });
    // Ten seconds of confirmations, many a second: one version read a second, nothing else.
    for (let second = 1; second <= 10; second++) {
      now = second * 1000;
      for (let i = 0; i < 5; i++) {
        expect((await lookup(a.secret))?.matched).toBe('current');
        expect((await lookup(b.secret))?.matched).toBe('current');
      }
    }
    expect(queries).toEqual({ settings: 2, version: 11 });
  });

  it('lookups waiting on the version at once share one read of it', async () => {
    const a = await landlord('600973');
    const { db, queries } = countedDb();
    const lookup = createSettingsBySecret(db, () => 0);
    const found = await Promise.all(Array.from({ length: 20 }, () => lookup(a.secret)));
    expect(found.every((match) => match?.settings.organization_id === a.organizationId)).toBe(true);
    expect(queries.version).toBe(1);
  });

  it('a rotation saved through another server is seen within the second', async () => {
    const a = await landlord('600974');
    let now = 0;
    const lookup = createSettingsBySecret(t.db, () => now);
    expect((await lookup(a.secret))?.matched).toBe('current');
    // Another server rotates the secret (its writes bypass this process's own count).
    const fresh = 'f'.repeat(40);
    await t.db
      .updateTable('mpesa_settings')
      .set((eb) => ({
        previous_callback_secret: eb.ref('callback_secret'),
        callback_secret: fresh,
      }))
      .where('organization_id', '=', a.organizationId)
      .execute();
    now = 1000;
    expect((await lookup(a.secret))?.matched).toBe('previous');
    expect((await lookup(fresh))?.matched).toBe('current');
    // Then revokes the old one.
    await t.db
      .updateTable('mpesa_settings')
      .set({ previous_callback_secret: null })
      .where('organization_id', '=', a.organizationId)
      .execute();
    now = 2000;
    expect(await lookup(a.secret)).toBeUndefined();
    expect((await lookup(fresh))?.settings.organization_id).toBe(a.organizationId);
  });

  it('moves its version with every write to the settings, whoever makes it', async () => {
    const before = await mpesaSettingsVersion(t.db);
    const a = await landlord('600975');
    const saved = await mpesaSettingsVersion(t.db);
    expect(saved).toBeGreaterThan(before);
    await t.db
      .updateTable('mpesa_settings')
      .set({ account_number: 'RENT' })
      .where('organization_id', '=', a.organizationId)
      .execute();
    const updated = await mpesaSettingsVersion(t.db);
    expect(updated).toBeGreaterThan(saved);
    await t.db
      .deleteFrom('mpesa_settings')
      .where('organization_id', '=', a.organizationId)
      .execute();
    expect(await mpesaSettingsVersion(t.db)).toBeGreaterThan(updated);
    // A deleted organization's secret names nothing any more.
    const lookup = createSettingsBySecret(t.db, () => 0);
    expect(await lookup(a.secret)).toBeUndefined();
  });
});
