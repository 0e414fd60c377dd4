import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { openTenantIdentity } from '../../src/modules/tenants/identity-numbers.js';
import { sealIdentityNumbers } from '../../src/modules/tenants/seal-identity-numbers.js';
import { authed } from '../helpers/accounts.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testSecretsKey } from '../helpers/test-options.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';

// Tenants' national IDs and KRA PINs are stored encrypted with SECRETS_KEY (AES-256-GCM, as
// the SMS API keys): the raw columns never hold the codes, the organization's users read
// them in plain text, and rows stored before migration 0026 are encrypted at start-up.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rawCodes(tenantId: string) {
  return t.db
    .selectFrom('tenants')
    .select(['national_id', 'kra_pin'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
}

describe('ID numbers and KRA PINs at rest', () => {
  it('stores them encrypted and shows them in plain text to the organization', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      nationalid: '31234567',
      krapin: 'A012345678K',
    });
    expect(tenant.tenantdata).toMatchObject({ nationalid: '31234567', krapin: 'A012345678K' });
    const raw = await rawCodes(tenant.tenantid);
    expect(raw.national_id).toMatch(/^v1\./);
    expect(raw.kra_pin).toMatch(/^v1\./);
    expect(JSON.stringify(raw)).not.toContain('31234567');
    expect(JSON.stringify(raw)).not.toContain('A012345678K');

    const list = await t.app.inject({
      url: '/api/tenant/all-tenants',
      headers: authed(owner.token),
    });
    expect(list.json().tenants[0].tenantdata).toMatchObject({
      nationalid: '31234567',
      krapin: 'A012345678K',
    });

    // An edit encrypts the new values too; removing them stores nothing.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/tenant/all-tenants/${tenant.tenantid}`,
      headers: authed(owner.token),
      payload: {
        ...tenant.tenantdata,
        nationalid: 'PA1234567',
        krapin: '',
        openingmeterreading: undefined,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().tenant.tenantdata).toMatchObject({
      nationalid: 'PA1234567',
      krapin: null,
    });
    const after = await rawCodes(tenant.tenantid);
    expect(after.national_id).toMatch(/^v1\./);
    expect(after.national_id).not.toContain('PA1234567');
    expect(after.kra_pin).toBeNull();
  });

  it('encrypts the codes of tenants imported from a CSV file', async () => {
    const owner = await landlordWithRoom(t.app);
    const csv = [
      'firstname,lastname,phonenumber,rentalname,roomtype,housenumber,meternumber,openingrentbalance,openingwaterbalance,nationalid,krapin',
      `Imani,Kiprono,0722333444,${owner.rental.rentaldata.rentalname},bedsitter,K1,MK-1,0,0,27654321,P051234567Q`,
    ].join('\n');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/import',
      headers: { ...authed(owner.token), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.json()).toMatchObject({ imported: 1 });
    const list = await t.app.inject({
      url: '/api/tenant/all-tenants',
      headers: authed(owner.token),
    });
    const [tenant] = list.json().tenants;
    expect(tenant.tenantdata).toMatchObject({ nationalid: '27654321', krapin: 'P051234567Q' });
    const raw = await rawCodes(tenant.tenantid);
    expect(JSON.stringify(raw)).not.toMatch(/27654321|P051234567Q/);
  });
});

describe('upgrading to encrypted ID numbers (migration 0026)', () => {
  it('encrypts the codes stored before, once, and reads them back', async () => {
    const database = await databaseAt('0025-operator');
    try {
      const { db } = database.handle;
      const at = await seedOldLandlord(db);
      await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
        lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
        opening_rent_balance_cents, opening_water_balance_cents, national_id, kra_pin, status,
        language, created_at, updated_at)
        VALUES ('t1', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678', 'A1', 'A1', 'M1', 'M1',
        0, 0, '23456789', 'A123456789B', 'current', 'en', ${at}, ${at}),
        ('t2', 'o1', 'r1', 'rt1', 'John', 'Doe', '0712345679', 'A2', 'A2', 'M2', 'M2',
        0, 0, NULL, NULL, 'current', 'en', ${at}, ${at})`.execute(db);

      await migrateToLatest(database.handle);
      // Until the start-up step has run, the plain values still read as they are.
      const before = await db
        .selectFrom('tenants')
        .selectAll()
        .where('id', '=', 't1')
        .executeTakeFirstOrThrow();
      expect(openTenantIdentity(testSecretsKey, before)).toMatchObject({
        national_id: '23456789',
        kra_pin: 'A123456789B',
      });

      expect(await sealIdentityNumbers(db, testSecretsKey)).toBe(2);
      expect(await sealIdentityNumbers(db, testSecretsKey)).toBe(0);
      const rows = await db.selectFrom('tenants').selectAll().orderBy('id').execute();
      expect(rows[0]!.national_id).toMatch(/^v1\./);
      expect(JSON.stringify(rows)).not.toMatch(/23456789|A123456789B/);
      expect(rows[1]).toMatchObject({ national_id: null, kra_pin: null, erased_at: null });
      expect(openTenantIdentity(testSecretsKey, rows[0]!)).toMatchObject({
        national_id: '23456789',
        kra_pin: 'A123456789B',
      });
      const organization = await db
        .selectFrom('organizations')
        .select('erased_tenants')
        .executeTakeFirstOrThrow();
      expect(Number(organization.erased_tenants)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
