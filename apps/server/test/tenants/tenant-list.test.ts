import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createRoom, insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Listed {
  tenantid: string;
  rentalname: string;
  roomtype: string;
  tenantdata: { firstname: string };
}

async function list(token: string, query = ''): Promise<Listed[]> {
  const response = await t.app.inject({
    url: `/api/tenant/all-tenants${query}`,
    headers: authed(token),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json().tenants;
}

// The list is kept serialized between calls (a latency budget); these show it never goes stale.
describe('the tenant list after changes', () => {
  it('shows every tenant write at once: add, edit, delete', async () => {
    const owner = await landlordWithRoom(t.app);
    const amina = await addTenant(t.app, owner.token, owner.place, { firstname: 'Amina' });
    expect((await list(owner.token)).map((x) => x.tenantdata.firstname)).toEqual(['Amina']);

    const baraka = await addTenant(t.app, owner.token, owner.place, { firstname: 'Baraka' });
    expect((await list(owner.token)).map((x) => x.tenantdata.firstname)).toEqual([
      'Baraka',
      'Amina',
    ]);

    await t.app.inject({
      method: 'PUT',
      url: `/api/tenant/all-tenants/${amina.tenantid}`,
      headers: authed(owner.token),
      payload: { ...amina.tenantdata, firstname: 'Aminata' },
    });
    expect((await list(owner.token)).map((x) => x.tenantdata.firstname)).toEqual([
      'Baraka',
      'Aminata',
    ]);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant/${baraka.tenantid}`,
      headers: authed(owner.token),
    });
    expect((await list(owner.token)).map((x) => x.tenantdata.firstname)).toEqual(['Aminata']);
  });

  it('shows a renamed rental and a changed room type', async () => {
    const owner = await landlordWithRoom(t.app);
    await addTenant(t.app, owner.token, owner.place);
    expect((await list(owner.token))[0]?.roomtype).toBe('Bedsitter');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/all-rentals/${owner.rental.rentalid}`,
      headers: authed(owner.token),
      payload: { rentalname: 'Jacaranda Heights', rentallocation: 'Ruaka' },
    });
    expect(renamed.statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/rental/room-type/${owner.room.roomid}`,
      headers: authed(owner.token),
      payload: { housetype: 'Double Room', totalunits: 5, monthlyrent: 1, waterunitrate: 1 },
    });
    expect(changed.statusCode).toBe(200);

    expect(await list(owner.token)).toMatchObject([
      { rentalname: 'Jacaranda Heights', roomtype: 'Double Room' },
    ]);
  });

  it('shows a tenant another server process wrote to the shared database', async () => {
    const owner = await landlordWithRoom(t.app);
    await addTenant(t.app, owner.token, owner.place, { firstname: 'Chege' });
    expect(await list(owner.token)).toHaveLength(1);
    await insertTenant(t.db, {
      organizationId: owner.organizationId,
      rentalId: owner.rental.rentalid,
      roomId: owner.room.roomid,
    });
    expect(await list(owner.token)).toHaveLength(2);
  });

  it('keeps each rental filter and each organization apart', async () => {
    const owner = await landlordWithRoom(t.app);
    const other = await landlordWithRoom(t.app);
    await addTenant(t.app, owner.token, owner.place, { firstname: 'Dalila' });
    await addTenant(t.app, other.token, other.place, { firstname: 'Esther' });
    const secondRoom = await createRoom(t.app, owner.token, owner.rental.rentalid, {
      housetype: 'Single Room',
    });
    expect((await list(owner.token)).map((x) => x.tenantdata.firstname)).toEqual(['Dalila']);
    expect((await list(other.token)).map((x) => x.tenantdata.firstname)).toEqual(['Esther']);
    expect(await list(owner.token, `?rentalid=${owner.rental.rentalid}`)).toHaveLength(1);

    const response = await postTenant(
      t.app,
      owner.token,
      tenantBody({ rentalid: owner.rental.rentalid, housetype: secondRoom.roomid }),
    );
    expect(response.statusCode).toBe(201);
    expect(await list(owner.token, `?rentalid=${owner.rental.rentalid}`)).toHaveLength(2);
  });
});
