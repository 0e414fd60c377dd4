import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf, browserIp, sendFromBrowser, signedInMemberOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { createRoom, insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  sendFromBrowser(t.app, method, url, token, payload);

function importCsv(token: string, rows: string[]) {
  const header =
    'firstname,lastname,phonenumber,rentalname,roomtype,housenumber,meternumber,openingrentbalance,openingwaterbalance';
  return t.app.inject({
    method: 'POST',
    url: '/api/tenant/import',
    headers: { ...authed(token), 'content-type': 'text/csv' },
    payload: [header, ...rows].join('\n'),
  });
}

describe('tenants in the activity log', () => {
  it('records who added, changed and deleted a tenant, with the values before and after', async () => {
    const owner = await landlordWithRoom(t.app);
    const member = await signedInMemberOf(t.app, t.db, owner.organizationId);
    const body = tenantBody(owner.place, {
      firstname: 'Akinyi',
      lastname: 'Otieno',
      phonenumber: '0712345678',
      housenumber: 'A4',
      openingrentbalance: 1500,
    });
    const created = await send('POST', '/api/tenant/new-tenant', member.token, body);
    expect(created.statusCode).toBe(201);
    const tenantid = created.json().tenant.tenantid;
    const url = `/api/tenant/all-tenants/${tenantid}`;
    const changed = { ...body, phonenumber: '0722000111', openingrentbalance: 2500.5 };
    expect((await send('PUT', url, member.token, changed)).statusCode).toBe(200);
    // Saved again unchanged: nothing logged.
    expect((await send('PUT', url, member.token, changed)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/tenant/${tenantid}`, owner.token)).statusCode).toBe(200);

    const byMember = { userid: member.userId, username: member.name, role: 'manager' };
    const about = { entity: 'tenant', entityid: tenantid, ip: browserIp };
    const entries = (await activityOf(t.app, owner.token)).filter((e) => e.entity === 'tenant');
    expect(entries).toMatchObject([
      {
        ...about,
        userid: owner.user.userid,
        role: 'owner',
        kind: 'tenant_deleted',
        summary: 'Deleted the tenant Akinyi Otieno (house A4)',
      },
      {
        ...byMember,
        ...about,
        kind: 'tenant_updated',
        summary:
          'Updated the tenant Akinyi Otieno: phone: 0712345678 → 0722000111; ' +
          'opening rent balance: KES 1,500 → KES 2,500.50',
      },
      {
        ...byMember,
        ...about,
        kind: 'tenant_created',
        summary: 'Added the tenant Akinyi Otieno (house A4)',
      },
    ]);
    expect(entries).toHaveLength(3);
  });

  it('names the rental and room type a tenant moved between, not their ids', async () => {
    const owner = await landlordWithRoom(t.app);
    const rentalid = owner.rental.rentalid;
    const oneBedroom = await createRoom(t.app, owner.token, rentalid, { housetype: 'One Bedroom' });
    const tenant = await addTenant(t.app, owner.token, owner.place, { firstname: 'Baraka' });
    const { tenantid, tenantdata } = tenant;
    const moved = { ...tenantdata, housetype: oneBedroom.roomid };
    const response = await send('PUT', `/api/tenant/all-tenants/${tenantid}`, owner.token, moved);
    expect(response.statusCode).toBe(200);
    const [updated] = await activityOf(t.app, owner.token, 'tenant_updated');
    expect(updated!.summary).toBe(
      `Updated the tenant Baraka Kamau: room type: Bedsitter → One Bedroom`,
    );
  });

  it('leaves no entry for a refused tenant: a taken meter, a bad form, the plan limit', async () => {
    const owner = await landlordWithRoom(t.app, { totalunits: 30 });
    await addTenant(t.app, owner.token, owner.place, { meternumber: 'WM-1' });
    const other = await addTenant(t.app, owner.token, owner.place);
    const before = await activityOf(t.app, owner.token);

    const takenMeter = tenantBody(owner.place, { meternumber: 'wm 1' });
    expect((await postTenant(t.app, owner.token, takenMeter)).statusCode).toBe(409);
    const noName = tenantBody(owner.place, { firstname: '' });
    expect((await postTenant(t.app, owner.token, noName)).statusCode).toBe(400);
    const url = `/api/tenant/all-tenants/${other.tenantid}`;
    const edit = { ...other.tenantdata, meternumber: 'WM-1' };
    expect((await send('PUT', url, owner.token, edit)).statusCode).toBe(409);
    // The free trial allows 20 tenants: the other 18 go straight into the database.
    const place = {
      organizationId: owner.organizationId,
      rentalId: owner.rental.rentalid,
      roomId: owner.room.roomid,
    };
    for (let i = 0; i < 18; i++) await insertTenant(t.db, place);
    expect((await postTenant(t.app, owner.token, tenantBody(owner.place))).statusCode).toBe(403);
    // Then one change that succeeds: only its entry is new.
    const renamed = { ...other.tenantdata, firstname: 'Wairimu' };
    expect((await send('PUT', url, owner.token, renamed)).statusCode).toBe(200);

    const [latest, ...rest] = await activityOf(t.app, owner.token);
    expect(latest).toMatchObject({ kind: 'tenant_updated', entityid: other.tenantid });
    expect(rest).toEqual(before);
  });
});

describe('a CSV import in the activity log', () => {
  it('records one entry with the number of tenants imported, none when nothing was', async () => {
    const owner = await landlordWithRoom(t.app);
    const rental = owner.rental.rentaldata.rentalname;
    const row = (house: string, meter: string) =>
      ['Jane', 'Mwangi', '0711000222', rental, 'Bedsitter', house, meter, '100', '0'].join(',');
    const imported = await importCsv(owner.token, [row('C1', 'CM-1'), row('C2', 'CM-2')]);
    expect(imported.json()).toMatchObject({ imported: 2, skipped: 0 });
    // Every row repeats a meter already taken: nothing imported, nothing logged.
    expect((await importCsv(owner.token, [row('C3', 'CM-1')])).json()).toMatchObject({
      imported: 0,
    });

    expect(await activityOf(t.app, owner.token, 'tenants_imported')).toMatchObject([
      {
        userid: owner.user.userid,
        role: 'owner',
        entity: 'tenant',
        summary: 'Imported tenants from a CSV file: 2',
        details: { count: 2 },
      },
    ]);
  });
});
