import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';

// What a tenant brings on the day they move in: a business name if they are a shop, an ID or
// passport number, a KRA PIN for a business, and the meter's reading that day.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function readingsOf(token: string, tenantid: string) {
  return t.app
    .inject({ url: `/api/water/readings?tenantid=${tenantid}`, headers: authed(token) })
    .then(
      (response) => response.json().readings as Array<{ readingdata: { meterreading: number } }>,
    );
}

function putTenant(token: string, tenantid: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/tenant/all-tenants/${tenantid}`,
    headers: authed(token),
    payload,
  });
}

describe('tenant names', () => {
  it('accept business names with digits, &, commas, brackets and slashes', async () => {
    const owner = await landlordWithRoom(t.app, { totalunits: 5 });
    const kiosk = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Kiosk 4 & Sons',
      lastname: '(K) Ltd',
    });
    expect(kiosk.tenantdata).toMatchObject({ firstname: 'Kiosk 4 & Sons', lastname: '(K) Ltd' });
    const shop = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Mama Mboga',
      lastname: 'Shop 2, Stall 3/4',
    });
    expect(shop.tenantdata.lastname).toBe('Shop 2, Stall 3/4');
  });

  it('refuse control characters, no letter at all, and more than 50 characters', async () => {
    const owner = await landlordWithRoom(t.app);
    const message =
      "Use letters, digits, spaces and . , ' - & ( ) / only, with at least one letter";
    for (const firstname of ['Jane\u0007', 'Line\nBreak', '<b>Jane</b>', '1234']) {
      const response = await postTenant(t.app, owner.token, tenantBody(owner.place, { firstname }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ firstname: message });
    }
    const long = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { lastname: 'A'.repeat(51) }),
    );
    expect(long.json().error.fields).toEqual({ lastname: 'Name should be at most 50 characters' });
  });
});

describe('ID number and KRA PIN', () => {
  it('are optional, stored tidied, and shown on the tenant', async () => {
    const owner = await landlordWithRoom(t.app, { totalunits: 3 });
    const withIds = await addTenant(t.app, owner.token, owner.place, {
      nationalid: ' 2345 6789 ',
      krapin: 'p051234567q',
    });
    expect(withIds.tenantdata).toMatchObject({ nationalid: '23456789', krapin: 'P051234567Q' });
    const without = await addTenant(t.app, owner.token, owner.place, {
      nationalid: '',
      krapin: '',
    });
    expect(without.tenantdata).toMatchObject({ nationalid: null, krapin: null });
  });

  it('refuse malformed values with the form’s messages', async () => {
    const owner = await landlordWithRoom(t.app);
    const response = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { nationalid: '12#4', krapin: '123456789' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      nationalid: 'An ID or passport number is 5 to 20 letters and digits',
      krapin: 'A KRA PIN is a letter, 9 digits and a letter, like A123456789B',
    });
  });
});

describe('opening meter reading', () => {
  it('is recorded as the baseline with the tenant, in the same transaction', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, { openingmeterreading: 88.25 });
    const readings = await readingsOf(owner.token, tenant.tenantid);
    expect(readings.map((r) => r.readingdata.meterreading)).toEqual([88.25]);

    const bad = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { openingmeterreading: -4 }),
    );
    expect(bad.json().error.fields).toEqual({
      openingmeterreading: 'Enter the reading shown on the meter, with at most 2 decimals',
    });
  });

  it('can be added on an edit until the first reading, then is refused', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, { meternumber: 'ED-1' });
    const body = tenantBody(owner.place, {
      housenumber: tenant.tenantdata.housenumber,
      meternumber: 'ED-1',
    });
    const first = await putTenant(owner.token, tenant.tenantid, {
      ...body,
      openingmeterreading: 40,
    });
    expect(first.statusCode).toBe(200);
    expect((await readingsOf(owner.token, tenant.tenantid)).length).toBe(1);

    const again = await putTenant(owner.token, tenant.tenantid, {
      ...body,
      openingmeterreading: 41,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({
      openingmeterreading:
        'This tenant already has water readings. Correct them on the Water Readings page.',
    });
    // Without it, an edit leaves the readings alone.
    expect((await putTenant(owner.token, tenant.tenantid, body)).statusCode).toBe(200);
    expect((await readingsOf(owner.token, tenant.tenantid)).length).toBe(1);
  });

  it('comes from the CSV import, whose new columns are optional', async () => {
    const owner = await landlordWithRoom(t.app, { housetype: 'Bedsitter', totalunits: 5 });
    const name = owner.rental.rentaldata.rentalname;
    const oldHeader =
      'firstname,lastname,phonenumber,rentalname,roomtype,housenumber,meternumber,openingrentbalance,openingwaterbalance';
    const csv = [
      `${oldHeader},openingmeterreading,krapin`,
      `Jane,Mwangi,0712000001,${name},Bedsitter,CS1,CSV-1,0,0,310.5,A123456789Z`,
      `Kiosk 4 & Sons,(K) Ltd,0712000002,${name},Bedsitter,CS2,CSV-2,0,0,,`,
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/import',
      headers: { ...authed(owner.token), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(response.json()).toEqual({ imported: 2, skipped: 0 });
    const readings = await t.app.inject({
      url: '/api/water/readings',
      headers: authed(owner.token),
    });
    expect(
      readings
        .json()
        .readings.map((r: { meternumber: string; baseline: boolean }) => [
          r.meternumber,
          r.baseline,
        ]),
    ).toEqual([['CSV-1', true]]);

    const old = [oldHeader, `Amos,Kip,0712000003,${name},Bedsitter,CS3,CSV-3,0,0`].join('\n');
    const oldFile = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/import',
      headers: { ...authed(owner.token), 'content-type': 'text/csv' },
      payload: old,
    });
    expect(oldFile.json()).toEqual({ imported: 1, skipped: 0 });
  });
});
