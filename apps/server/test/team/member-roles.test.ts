import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { signedInMember } from '../helpers/members.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function call(token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

async function account() {
  const owner = await landlordWithRoom(t.app);
  await t.db
    .updateTable('organizations')
    .set({ plan_id: 'standard' })
    .where('id', '=', owner.organizationId)
    .execute();
  return owner;
}

describe('PUT /api/team/members/{id}', () => {
  it("sets a member's role and rentals at once, logged; only the owner, never the owner's role", async () => {
    const owner = await account();
    const member = await signedInMember(t.db, owner.organizationId, time.clock, 'manager');
    const url = `/api/team/members/${member.id}`;

    // The manager pays nothing out yet: as a caretaker, the next request is refused.
    expect((await call(member.token, 'GET', '/api/transactions/all-transactions')).statusCode).toBe(
      200,
    );
    const changed = await call(owner.token, 'PUT', url, {
      role: 'caretaker',
      rentalids: [owner.rental.rentalid],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member).toMatchObject({
      role: 'caretaker',
      rentalids: [owner.rental.rentalid],
    });
    expect((await call(member.token, 'GET', '/api/transactions/all-transactions')).statusCode).toBe(
      403,
    );
    const me = (await call(member.token, 'GET', '/api/auth/user')).json().user;
    expect(me).toMatchObject({ role: 'caretaker', rentalids: [owner.rental.rentalid] });

    const members = (await call(owner.token, 'GET', '/api/team/members')).json().members;
    expect(members.find((m: { userid: string }) => m.userid === member.id)).toMatchObject({
      role: 'caretaker',
      rentalids: [owner.rental.rentalid],
    });
    const log = await t.db
      .selectFrom('activity_log')
      .select(['kind', 'details'])
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'member_role_changed')
      .execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(String(log[0]?.details))).toMatchObject({
      before: 'manager',
      after: 'caretaker',
    });

    // The member cannot change roles, not even their own.
    const byMember = await call(member.token, 'PUT', url, { role: 'manager' });
    expect(byMember.statusCode).toBe(403);
    // The owner's role stays.
    const ownerRole = await call(owner.token, 'PUT', `/api/team/members/${owner.user.userid}`, {
      role: 'manager',
    });
    expect(ownerRole.statusCode).toBe(409);
  });

  it('refuses a rental of another account, naming the field, and a role that is not one', async () => {
    const owner = await account();
    const other = await account();
    const member = await signedInMember(t.db, owner.organizationId, time.clock, 'accountant');
    const url = `/api/team/members/${member.id}`;
    const foreign = await call(owner.token, 'PUT', url, {
      role: 'accountant',
      rentalids: [other.rental.rentalid],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toHaveProperty('rentalids');
    expect((await call(owner.token, 'PUT', url, { role: 'owner' })).statusCode).toBe(400);
    const rows = await t.db
      .selectFrom('member_rentals')
      .selectAll()
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('invites with a role and rentals, and refuses rentals of another account', async () => {
    const owner = await account();
    const other = await account();
    const body = {
      firstname: 'Achieng',
      lastname: 'Odhiambo',
      phonenumber: '0744000111',
      email: 'achieng@example.co.ke',
      role: 'caretaker',
    };
    const refused = await call(owner.token, 'POST', '/api/team/members', {
      ...body,
      rentalids: [other.rental.rentalid],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('rentalids');
    const invited = await call(owner.token, 'POST', '/api/team/members', {
      ...body,
      rentalids: [owner.rental.rentalid],
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().member).toMatchObject({
      role: 'caretaker',
      rentalids: [owner.rental.rentalid],
    });
  });
});

describe("a caretaker's tenants", () => {
  it('have names and houses but no balances, rent, ID numbers or KRA PINs', async () => {
    const owner = await account();
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      nationalid: '12345678',
      krapin: 'A123456789Z',
    });
    const caretaker = await signedInMember(t.db, owner.organizationId, time.clock, 'caretaker');
    const list = (await call(caretaker.token, 'GET', '/api/tenant/all-tenants')).json().tenants;
    expect(list[0].tenantdata).toMatchObject({
      firstname: tenant.tenantdata.firstname,
      housenumber: tenant.tenantdata.housenumber,
      balance: null,
      openingrentbalance: null,
      openingwaterbalance: null,
      nationalid: null,
      krapin: null,
    });
    const detail = await call(caretaker.token, 'GET', `/api/tenant/all-tenants/${tenant.tenantid}`);
    expect(detail.json().tenant).toMatchObject({
      monthlyrent: null,
      balance: null,
      depositheld: null,
      depositdue: null,
      tenantdata: { nationalid: null, krapin: null, balance: null },
    });
    // The owner's list, cached apart, still has them.
    const ownerList = (await call(owner.token, 'GET', '/api/tenant/all-tenants')).json().tenants;
    expect(ownerList[0].tenantdata.nationalid).toBe('12345678');
    expect(typeof ownerList[0].tenantdata.balance).toBe('number');
  });
});

describe("the owner's leave for managers to erase, export and delete payments", () => {
  it('is off by default, only the owner switches it, logged, and applies at once', async () => {
    const owner = await account();
    const manager = await signedInMember(t.db, owner.organizationId, time.clock, 'manager');
    const exportUrl = '/api/tenant/00000000-0000-4000-8000-000000000000/personal-data';
    expect((await call(manager.token, 'GET', exportUrl)).statusCode).toBe(403);
    const profile = await call(owner.token, 'GET', '/api/organization/profile');
    expect(profile.json().managersmayerase).toBe(false);

    const switchUrl = '/api/organization/managers-may-erase';
    expect((await call(manager.token, 'PUT', switchUrl, { allowed: true })).statusCode).toBe(403);
    const allowed = await call(owner.token, 'PUT', switchUrl, { allowed: true });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().managersmayerase).toBe(true);
    expect((await call(manager.token, 'GET', exportUrl)).statusCode).toBe(404);
    const deleteUrl = '/api/transactions/all-transactions/00000000-0000-4000-8000-000000000000';
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: deleteUrl,
      headers: authed(manager.token),
    });
    expect(deleted.statusCode).not.toBe(403);

    await call(owner.token, 'PUT', switchUrl, { allowed: false });
    expect((await call(manager.token, 'GET', exportUrl)).statusCode).toBe(403);
    const kinds = await t.db
      .selectFrom('activity_log')
      .select('kind')
      .where('organization_id', '=', owner.organizationId)
      .where('kind', 'in', ['managers_erase_allowed', 'managers_erase_withdrawn'])
      .execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual([
      'managers_erase_allowed',
      'managers_erase_withdrawn',
    ]);
  });
});
