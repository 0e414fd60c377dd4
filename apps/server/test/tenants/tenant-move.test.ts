import type { Reading } from '@rental/shared/schemas/readings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';
import {
  billingLandlord,
  createSchedule,
  invoicesOf,
  type Landlord,
} from '../invoices/billing-fixtures.js';
import { postMove, rentHistoryOf, runInvoicesOn } from './rent-fixtures.js';

// 2 March 2026, 09:00 in Nairobi.
const start = '2026-03-02T06:00:00.000Z';
const time = testClock(new Date(start));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());
beforeEach(() => time.set(start));

function runOn(owner: Landlord, today: string) {
  return runInvoicesOn(t, time, owner.organizationId, today);
}

function readingsOf(owner: Landlord, tenantId: string) {
  return t.app
    .inject({ url: `/api/water/readings?tenantid=${tenantId}`, headers: authed(owner.token) })
    .then((response) => response.json().readings as Reading[]);
}

function newReading(owner: Landlord, meternumber: string, meterreading: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/water/new-reading',
    headers: authed(owner.token),
    payload: { meternumber, meterreading },
  });
}

/** A landlord with a Bedsitter (KES 8,500, water 150.50) and a Two Bedroom (KES 15,000). */
async function landlordWithTwoRooms() {
  const owner = await billingLandlord(t.app, t.db, { monthlyrent: 8500 });
  const bigger = await createRoom(t.app, owner.token, owner.rental.rentalid, {
    housetype: 'Two Bedroom',
    totalunits: 2,
    monthlyrent: 15000,
    waterunitrate: 200,
  });
  return { owner, bigger: { rentalid: owner.rental.rentalid, housetype: bigger.roomid } };
}

describe('moving a tenant', () => {
  it('frees the old house number, takes the new one, and the rent follows the new room type', async () => {
    const { owner, bigger } = await landlordWithTwoRooms();
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Akinyi',
      lastname: 'Otieno',
      housenumber: 'A1',
      meternumber: 'M-A1',
    });
    await createSchedule(t.app, owner);
    await runOn(owner, '2026-03-02');

    time.set('2026-03-10T06:00:00.000Z');
    const move = { ...bigger, housenumber: 'B1', meternumber: 'M-A1', effectivefrom: '2026-03-10' };
    const moved = await postMove(t.app, owner.token, tenant.tenantid, move);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().tenant).toMatchObject({
      tenantdata: { housenumber: 'B1', housetype: bigger.housetype },
      roomtype: 'Two Bedroom',
      monthlyrent: 15000,
    });
    // A1 is free for a new tenant; B1 is taken.
    const intoA1 = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { housenumber: 'a-1' }),
    );
    expect(intoA1.statusCode).toBe(201);
    const intoB1 = await postTenant(t.app, owner.token, tenantBody(bigger, { housenumber: 'B1' }));
    expect(intoB1.statusCode).toBe(409);
    expect(intoB1.json().error.fields.housenumber).toMatch(/^House B1 in .+ already has a tenant$/);

    // The room type's rent, whatever it becomes: the landlord raises it before April.
    const raised = await t.app.inject({
      method: 'POST',
      url: `/api/rental/room-type/${bigger.housetype}`,
      headers: authed(owner.token),
      payload: { housetype: 'Two Bedroom', totalunits: 2, monthlyrent: 16000, waterunitrate: 200 },
    });
    expect(raised.statusCode).toBe(200);
    await runOn(owner, '2026-04-02');
    const rent = (await invoicesOf(t.db, owner.organizationId)).filter(
      (invoice) => invoice.tenant_id === tenant.tenantid,
    );
    expect(rent.map((i) => [i.billing_date, Number(i.amount_cents)])).toEqual([
      ['2026-03-02', 850_000],
      ['2026-04-02', 1_600_000],
    ]);

    time.set('2026-04-02T06:00:00.000Z');
    const history = await rentHistoryOf(t.app, owner.token, tenant.tenantid);
    expect(history.rentchanges).toEqual([
      expect.objectContaining({
        effectivefrom: '2026-03-10',
        monthlyrent: 16000,
        roomtype: 'Two Bedroom',
        reason: '',
        deletable: false,
      }),
    ]);
    expect(await activityOf(t.app, owner.token, 'tenant_moved')).toMatchObject([
      {
        entity: 'tenant',
        entityid: tenant.tenantid,
        summary: expect.stringMatching(
          /^Moved Akinyi Otieno from house A1 \(Bedsitter, .+\) to house B1 \(Two Bedroom, .+\) from 2026-03-10; rent KES 15,000; meter: —$/,
        ),
      },
    ]);
  });

  it('with a new meter: bills the old meter’s final reading and starts the new one at its opening reading', async () => {
    const { owner, bigger } = await landlordWithTwoRooms();
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      meternumber: 'OLD-1',
      openingmeterreading: 100,
    });
    expect((await newReading(owner, 'OLD-1', 110)).statusCode).toBe(201);
    await createSchedule(t.app, owner, {
      invoicetype: 'Water Invoice Bill',
      startdate: '2026-04-02',
    });

    time.set('2026-03-20T06:00:00.000Z');
    const moved = await postMove(t.app, owner.token, tenant.tenantid, {
      ...bigger,
      housenumber: 'B2',
      meternumber: 'NEW-9',
      effectivefrom: '2026-03-20',
      finalmeterreading: 125,
      openingmeterreading: '40',
    });
    expect(moved.statusCode).toBe(200);
    // The old meter is no one's now; the new one counts from its opening reading.
    expect((await newReading(owner, 'OLD-1', 130)).statusCode).toBe(400);
    time.set('2026-03-25T06:00:00.000Z');
    expect((await newReading(owner, 'NEW-9', 46)).statusCode).toBe(201);

    const chain = (await readingsOf(owner, tenant.tenantid)).map((r) => ({
      reading: r.readingdata.meterreading,
      usage: r.readingdata.waterusage,
      cost: r.readingdata.currentcost,
      baseline: r.baseline,
    }));
    expect(chain).toEqual([
      { reading: 46, usage: 6, cost: 1200, baseline: false },
      { reading: 40, usage: 0, cost: 0, baseline: true },
      { reading: 125, usage: 15, cost: 2257.5, baseline: false },
      { reading: 110, usage: 10, cost: 1505, baseline: false },
      { reading: 100, usage: 0, cost: 0, baseline: true },
    ]);

    // Correcting the final reading leaves the new meter's start where it is.
    const final = (await readingsOf(owner, tenant.tenantid))[2]!;
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/water/readings/${final.readingid}`,
      headers: authed(owner.token),
      payload: { meterreading: 130 },
    });
    expect(corrected.statusCode).toBe(200);
    const after = await readingsOf(owner, tenant.tenantid);
    expect(after.map((r) => r.readingdata.waterusage)).toEqual([6, 0, 20, 10, 0]);

    await runOn(owner, '2026-04-02');
    const [water] = await invoicesOf(t.db, owner.organizationId);
    // 10 + 20 units of the old meter at 150.50, 6 of the new one at 200.
    expect(water).toMatchObject({ tenant_id: tenant.tenantid, amount_cents: 571_500 });
    const summary = (await activityOf(t.app, owner.token, 'tenant_moved'))[0]!.summary;
    expect(summary).toMatch(/; meter: OLD-1 \(final 125\) → NEW-9 \(opening 40\)$/);
  });

  it('twice: the first move keeps its room type’s rent; the latest follows the tenant’s room type', async () => {
    const { owner, bigger } = await landlordWithTwoRooms();
    const oneBedroom = await createRoom(t.app, owner.token, owner.rental.rentalid, {
      housetype: 'One Bedroom',
      monthlyrent: 12000,
    });
    const tenant = await addTenant(t.app, owner.token, owner.place, { housenumber: 'A1' });
    const meternumber = tenant.tenantdata.meternumber;
    const first = { ...bigger, housenumber: 'B1', meternumber, effectivefrom: '2026-03-01' };
    expect((await postMove(t.app, owner.token, tenant.tenantid, first)).statusCode).toBe(200);
    time.set('2026-03-10T06:00:00.000Z');
    const second = {
      rentalid: owner.rental.rentalid,
      housetype: oneBedroom.roomid,
      housenumber: 'C1',
      meternumber,
      effectivefrom: '2026-03-10',
    };
    expect((await postMove(t.app, owner.token, tenant.tenantid, second)).statusCode).toBe(200);
    const rents = async () =>
      (await rentHistoryOf(t.app, owner.token, tenant.tenantid)).rentchanges.map((change) => [
        change.effectivefrom,
        change.roomtype,
        change.monthlyrent,
      ]);
    expect(await rents()).toEqual([
      ['2026-03-10', 'One Bedroom', 12000],
      ['2026-03-01', 'Two Bedroom', 15000],
    ]);

    // The landlord corrects the room type on the edit form: the rent follows it from now.
    const edit = tenantBody(owner.place, { housenumber: 'C1', meternumber });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/tenant/all-tenants/${tenant.tenantid}`,
      headers: authed(owner.token),
      payload: edit,
    });
    expect(edited.json().tenant).toMatchObject({ roomtype: 'Bedsitter', monthlyrent: 8500 });
    expect(await rents()).toEqual([
      ['2026-03-10', 'Bedsitter', 8500],
      ['2026-03-01', 'Two Bedroom', 15000],
    ]);
  });

  it('to another rental: the new rental’s schedules bill the tenant', async () => {
    const { owner } = await landlordWithTwoRooms();
    const tenant = await addTenant(t.app, owner.token, owner.place, { housenumber: 'A1' });
    const other = await createRental(t.app, owner.token);
    const room = await createRoom(t.app, owner.token, other.rentalid, { monthlyrent: 7000 });
    const moved = await postMove(t.app, owner.token, tenant.tenantid, {
      rentalid: other.rentalid,
      housetype: room.roomid,
      housenumber: 'A1',
      meternumber: tenant.tenantdata.meternumber,
      effectivefrom: '2026-03-02',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().tenant).toMatchObject({
      rentalname: other.rentaldata.rentalname,
      monthlyrent: 7000,
    });
    await createSchedule(t.app, { token: owner.token, rental: { rentalid: other.rentalid } });
    await runOn(owner, '2026-03-02');
    const invoices = await invoicesOf(t.db, owner.organizationId);
    expect(invoices.map((i) => [i.tenant_id, Number(i.amount_cents)])).toEqual([
      [tenant.tenantid, 700_000],
    ]);
  });
});
