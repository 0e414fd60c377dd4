import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';
import { testMpesaOptions, testSmsOptions } from '../helpers/test-options.js';

// Organizations from before Balance by SMS keep their data and each get a secret incoming
// URL at the upgrade: their tenants can text BAL as soon as the landlord sets it at the provider.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to balance by SMS (migration 0022)', () => {
  it('keeps every tenant and gives each organization its own secret', async () => {
    const database = await databaseAt('0021-tenant-page');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await sql`INSERT INTO organizations (id, name, account_type, created_at, trial_ends_at,
      onboarding_step, last_invoice_number) VALUES ('o2', 'Baraka Homes', 'Agent', ${at}, ${at},
      'done', 0)`.execute(db);
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, status, language, created_at,
      updated_at) VALUES ('t1', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678', 'A1', 'A1',
      'M1', 'M1', 250000, 0, 'current', 'sw', ${at}, ${at})`.execute(db);

    await migrateToLatest(database.handle);

    const tenant = await db
      .selectFrom('tenants')
      .select(['firstname', 'phonenumber', 'opening_rent_balance_cents', 'language'])
      .where('id', '=', 't1')
      .executeTakeFirstOrThrow();
    expect({
      ...tenant,
      opening_rent_balance_cents: Number(tenant.opening_rent_balance_cents),
    }).toEqual({
      firstname: 'Jane',
      phonenumber: '0712345678',
      opening_rent_balance_cents: 250000,
      language: 'sw',
    });
    const secrets = await db
      .selectFrom('sms_incoming_secrets')
      .select(['organization_id', 'secret'])
      .orderBy('organization_id')
      .execute();
    expect(secrets.map((row) => row.organization_id)).toEqual(['o1', 'o2']);
    for (const { secret } of secrets) expect(secret).toMatch(/^[0-9a-f]{40}$/);
    expect(secrets[0]!.secret).not.toBe(secrets[1]!.secret);
    expect(await db.selectFrom('incoming_sms').selectAll().execute()).toEqual([]);

    // The upgraded landlord's tenant is answered at once, from the ledger, in Kiswahili.
    const app = await buildApp({
      db,
      webDistDir: null,
      sms: testSmsOptions(),
      mpesa: testMpesaOptions(),
    });
    try {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/sms/incoming/${secrets[0]!.secret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          from: '+254712345678',
          to: '22384',
          text: 'salio',
          date: '2026-03-02 10:15:02',
          id: 'upgrade-1',
        }).toString(),
      });
      expect(answer.json()).toEqual({ result: 'answered' });
    } finally {
      await app.close();
    }
    const reply = await db
      .selectFrom('sms_messages')
      .select(['tenant_id', 'text'])
      .executeTakeFirstOrThrow();
    expect(reply.tenant_id).toBe('t1');
    // No paybill saved yet: whom to contact, never a broken payment instruction.
    expect(reply.text).toMatch(
      /^Mpendwa Jane, salio lako la nyumba A1 ni KES 2,500\. Kulipa, wasiliana na mwenye nyumba Acme/,
    );
  });
});
