import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// 2026-03-02 10:00 in Nairobi.
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const vacating = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/tenant/vacating', headers: authed(token) });

async function giveNotice(token: string, tenantId: string, moveoutdate: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/tenant/${tenantId}/notice`,
    headers: authed(token),
    payload: { givenby: 'tenant', date: '2026-03-02', moveoutdate },
  });
  expect(answer.statusCode).toBe(200);
  // The next notice is a later one: the newest given is the one in force.
  time.advanceMinutes(1);
}

describe('GET /api/tenant/vacating', () => {
  it("lists each current tenant's notice in force, soonest first, in the caller's rentals", async () => {
    const owner = await landlordWithRoom(t.app);
    const amina = await addTenant(t.app, owner.token, owner.place, { firstname: 'Amina' });
    await addTenant(t.app, owner.token, owner.place, { firstname: 'Baraka' });
    const westlands = await createRental(t.app, owner.token, { rentalname: 'Westlands Court' });
    const room = await createRoom(t.app, owner.token, westlands.rentalid);
    const chebet = await addTenant(
      t.app,
      owner.token,
      { rentalid: westlands.rentalid, housetype: room.roomid },
      { firstname: 'Chebet' },
    );
    expect((await vacating(owner.token)).json()).toEqual({ vacating: [] });

    await giveNotice(owner.token, amina.tenantid, '2026-03-31');
    // A correction: the later notice moves Amina's day; the first no longer counts.
    await giveNotice(owner.token, amina.tenantid, '2027-01-15');
    await giveNotice(owner.token, chebet.tenantid, '2026-04-30');

    const all = await vacating(owner.token);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      vacating: [
        { tenantid: chebet.tenantid, vacatingon: '2026-04-30' },
        { tenantid: amina.tenantid, vacatingon: '2027-01-15' },
      ],
    });

    // A caretaker limited to the first rental sees who leaves there, and no one else.
    const caretaker = await memberToken(t.db, owner.organizationId, time.clock, 'caretaker', [
      owner.rental.rentalid,
    ]);
    expect((await vacating(caretaker)).json()).toEqual({
      vacating: [{ tenantid: amina.tenantid, vacatingon: '2027-01-15' }],
    });

    // Another landlord sees none of them.
    const other = await landlordWithRoom(t.app);
    expect((await vacating(other.token)).json()).toEqual({ vacating: [] });
  });

  it('leaves out a tenant who has moved out', async () => {
    const owner = await landlordWithRoom(t.app);
    const amina = await addTenant(t.app, owner.token, owner.place);
    await giveNotice(owner.token, amina.tenantid, '2026-03-31');
    expect((await vacating(owner.token)).json().vacating).toHaveLength(1);

    await t.db
      .updateTable('tenants')
      .set({ status: 'former', move_out_date: '2026-03-31' })
      .where('id', '=', amina.tenantid)
      .execute();
    expect((await vacating(owner.token)).json()).toEqual({ vacating: [] });
  });

  it('needs a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/tenant/vacating' });
    expect(answer.statusCode).toBe(401);
  });
});
