import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { countRows, createRental, createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom, tenantBody } from '../helpers/tenant-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function putTenant(token: string, id: string, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/tenant/all-tenants/${id}`,
    headers: authed(token),
    payload: payload as object,
  });
}

async function tenantRow(id: string) {
  return t.db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('GET /api/tenant/all-tenants', () => {
  it("lists the organization's tenants newest first, with rental and room names", async () => {
    const owner = await landlordWithRoom(t.app);
    const other = await createRental(t.app, owner.token);
    const otherRoom = await createRoom(t.app, owner.token, other.rentalid, {
      housetype: 'Two Bedroom',
    });
    const first = await addTenant(t.app, owner.token, owner.place, { firstname: 'Amina' });
    const second = await addTenant(
      t.app,
      owner.token,
      { rentalid: other.rentalid, housetype: otherRoom.roomid },
      { firstname: 'Baraka' },
    );
    const stranger = await landlordWithRoom(t.app);
    await addTenant(t.app, stranger.token, stranger.place);

    const response = await t.app.inject({
      url: '/api/tenant/all-tenants',
      headers: authed(owner.token),
    });

    expect(response.statusCode).toBe(200);
    const {
      monthlyrent: _m1,
      balance: _b1,
      depositheld: _h1,
      depositdue: _d1,
      ...firstListed
    } = first;
    const {
      monthlyrent: _m2,
      balance: _b2,
      depositheld: _h2,
      depositdue: _d2,
      ...secondListed
    } = second;
    expect(response.json()).toEqual({ tenants: [secondListed, firstListed] });
    expect(response.json().tenants[0]).toMatchObject({
      rentalname: other.rentaldata.rentalname,
      roomtype: 'Two Bedroom',
    });

    const filtered = await t.app.inject({
      url: `/api/tenant/all-tenants?rentalid=${other.rentalid}`,
      headers: authed(owner.token),
    });
    expect(filtered.json().tenants.map((x: { tenantid: string }) => x.tenantid)).toEqual([
      second.tenantid,
    ]);
  });

  it("answers 404 when filtered by another organization's rental", async () => {
    const a = await landlordWithRoom(t.app);
    await addTenant(t.app, a.token, a.place);
    const b = await landlordWithRoom(t.app);
    const response = await t.app.inject({
      url: `/api/tenant/all-tenants?rentalid=${a.rental.rentalid}`,
      headers: authed(b.token),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/tenant/all-tenants/{id}', () => {
  it('shows the tenant with their monthly rent and balance', async () => {
    const owner = await landlordWithRoom(t.app, { monthlyrent: 12000.5 });
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      openingrentbalance: 3000.25,
      openingwaterbalance: 99.75,
    });
    const response = await t.app.inject({
      url: `/api/tenant/all-tenants/${tenant.tenantid}`,
      headers: authed(owner.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().tenant).toEqual(tenant);
    expect(tenant).toMatchObject({ monthlyrent: 12000.5, balance: 3100 });
  });

  it('answers 404 for an unknown id', async () => {
    const owner = await landlordWithRoom(t.app);
    const response = await t.app.inject({
      url: '/api/tenant/all-tenants/nope',
      headers: authed(owner.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      key: 'error.tenantNotFound',
      code: 'not_found',
      message: 'Tenant not found',
    });
  });
});

describe('PUT /api/tenant/all-tenants/{id}', () => {
  it('changes the tenant and keeps their own house and meter numbers allowed', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, { housenumber: 'A1' });
    const response = await putTenant(owner.token, tenant.tenantid, {
      ...tenant.tenantdata,
      firstname: 'Njeri',
      housenumber: 'a-1',
      openingrentbalance: '0',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().tenant.tenantdata).toMatchObject({
      firstname: 'Njeri',
      housenumber: 'a-1',
      openingrentbalance: 0,
    });
    expect((await tenantRow(tenant.tenantid))?.firstname).toBe('Njeri');
  });

  it('validates like the new form: every message, nothing changed', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const before = await tenantRow(tenant.tenantid);

    const empty = await putTenant(owner.token, tenant.tenantid, {});
    expect(empty.statusCode).toBe(400);
    // A person's names are checked once the kind is known (a business has one name instead).
    expect(Object.values(empty.json().error.fields)).toEqual([
      'Please enter phone number',
      'Please select apartment name',
      'Please select the room type',
      'Please enter house number',
      'Please enter meter number',
      'Please enter rent balance',
      'Please enter water balance',
      'Please enter first name',
      'Please enter last name',
    ]);
    const bad = await putTenant(owner.token, tenant.tenantid, {
      ...tenant.tenantdata,
      phonenumber: '0712',
      openingwaterbalance: -3,
    });
    expect(bad.json().error.fields).toEqual({
      phonenumber: 'Invalid length',
      openingwaterbalance: 'Amount cannot be negative',
    });
    expect(await tenantRow(tenant.tenantid)).toEqual(before);
  });

  it("refuses another tenant's house or meter number", async () => {
    const owner = await landlordWithRoom(t.app);
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'A1', meternumber: 'M-9' });
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const response = await putTenant(owner.token, tenant.tenantid, {
      ...tenant.tenantdata,
      housenumber: ' a1',
      meternumber: 'm9',
    });
    expect(response.statusCode).toBe(409);
    expect(Object.keys(response.json().error.fields)).toEqual(['housenumber', 'meternumber']);
    expect((await tenantRow(tenant.tenantid))?.house_number).toBe(tenant.tenantdata.housenumber);
  });

  it('refuses moving to a full room type, and a room type of another rental', async () => {
    const owner = await landlordWithRoom(t.app);
    const full = await createRoom(t.app, owner.token, owner.rental.rentalid, {
      housetype: 'Single Room',
      totalunits: 1,
    });
    await addTenant(t.app, owner.token, {
      rentalid: owner.rental.rentalid,
      housetype: full.roomid,
    });
    const tenant = await addTenant(t.app, owner.token, owner.place);

    const move = await putTenant(owner.token, tenant.tenantid, {
      ...tenant.tenantdata,
      housetype: full.roomid,
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().error.fields).toEqual({
      housetype: `All 1 Single Room units in ${owner.rental.rentaldata.rentalname} are taken`,
    });

    const elsewhere = await createRental(t.app, owner.token);
    const wrongRoom = await putTenant(owner.token, tenant.tenantid, {
      ...tenant.tenantdata,
      rentalid: elsewhere.rentalid,
    });
    expect(wrongRoom.statusCode).toBe(400);
    expect(wrongRoom.json().error.fields).toEqual({ housetype: 'Please select the room type' });
    expect((await tenantRow(tenant.tenantid))?.room_type_id).toBe(owner.room.roomid);
  });
});

describe('DELETE /api/tenant/{id}', () => {
  it('deletes the tenant and their water readings', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, { meternumber: 'DEL-1' });
    const reading = await t.app.inject({
      method: 'POST',
      url: '/api/water/new-reading',
      headers: authed(owner.token),
      payload: { meternumber: 'DEL-1', meterreading: 10 },
    });
    expect(reading.statusCode).toBe(201);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant/${tenant.tenantid}`,
      headers: authed(owner.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Tenant deleted' });
    expect(await tenantRow(tenant.tenantid)).toBeUndefined();
    const readings = await t.db
      .selectFrom('water_readings')
      .select('id')
      .where('tenant_id', '=', tenant.tenantid)
      .execute();
    expect(readings).toEqual([]);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant/${tenant.tenantid}`,
      headers: authed(owner.token),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("another organization's tenants", () => {
  it('answer 404 to read, update and delete, and change nothing', async () => {
    const a = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, a.token, a.place);
    const before = await tenantRow(tenant.tenantid);
    const b = await landlordWithRoom(t.app);
    const url = `/api/tenant/all-tenants/${tenant.tenantid}`;

    const read = await t.app.inject({ url, headers: authed(b.token) });
    const update = await putTenant(b.token, tenant.tenantid, tenantBody(b.place));
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant/${tenant.tenantid}`,
      headers: authed(b.token),
    });

    for (const response of [read, update, remove]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Tenant not found');
    }
    expect(await tenantRow(tenant.tenantid)).toEqual(before);
    const list = await t.app.inject({ url: '/api/tenant/all-tenants', headers: authed(b.token) });
    expect(list.json()).toEqual({ tenants: [] });
  });

  it("cannot place a tenant in another organization's rental or room type", async () => {
    const a = await landlordWithRoom(t.app);
    const b = await landlordWithRoom(t.app);

    const inRental = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/new-tenant',
      headers: authed(b.token),
      payload: tenantBody(a.place),
    });
    expect(inRental.statusCode).toBe(404);

    const inRoom = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/new-tenant',
      headers: authed(b.token),
      payload: tenantBody({ rentalid: b.rental.rentalid, housetype: a.room.roomid }),
    });
    expect(inRoom.statusCode).toBe(400);
    expect(inRoom.json().error.fields).toEqual({ housetype: 'Please select the room type' });

    const own = await addTenant(t.app, b.token, b.place);
    const moveAway = await putTenant(b.token, own.tenantid, tenantBody(a.place));
    expect(moveAway.statusCode).toBe(404);
    expect(await countRows(t.db, 'tenants', a.organizationId)).toBe(0);
    expect((await tenantRow(own.tenantid))?.rental_id).toBe(b.rental.rentalid);
  });
});
