import type { TenantMoveBody } from '@rental/shared/schemas/rent-changes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant } from '../helpers/tenant-fixtures.js';
import { billingLandlord, createSchedule } from '../invoices/billing-fixtures.js';
import { postMove, postRentChange, rentHistoryOf, runInvoicesOn } from './rent-fixtures.js';

// 20 March 2026, 09:00 in Nairobi.
const start = '2026-03-20T06:00:00.000Z';
const time = testClock(new Date(start));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());
beforeEach(() => time.set(start));

/** A tenant in house A1 (meter M-A1) with a neighbour in A2, and a free Two Bedroom. */
async function setting() {
  const owner = await billingLandlord(t.app, t.db, { monthlyrent: 8500 });
  const bigger = await createRoom(t.app, owner.token, owner.rental.rentalid, {
    housetype: 'Two Bedroom',
    totalunits: 1,
    monthlyrent: 15000,
  });
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    housenumber: 'A1',
    meternumber: 'M-A1',
  });
  await addTenant(t.app, owner.token, owner.place, { housenumber: 'A2', meternumber: 'M-A2' });
  const move: TenantMoveBody = {
    rentalid: owner.rental.rentalid,
    housetype: bigger.roomid,
    housenumber: 'B1',
    meternumber: 'M-A1',
    effectivefrom: '2026-03-20',
  };
  const send = (changes: Partial<TenantMoveBody>) =>
    postMove(t.app, owner.token, tenant.tenantid, { ...move, ...changes });
  return { owner, tenant, move, send, bigger };
}

/** The tenant is where they were, with no rent change and no move in the log. */
async function expectUnmoved(s: Awaited<ReturnType<typeof setting>>) {
  const response = await t.app.inject({
    url: `/api/tenant/all-tenants/${s.tenant.tenantid}`,
    headers: authed(s.owner.token),
  });
  expect(response.json().tenant.tenantdata).toMatchObject({
    housenumber: 'A1',
    meternumber: 'M-A1',
  });
  expect(await activityOf(t.app, s.owner.token, 'tenant_moved')).toEqual([]);
}

describe('a move is refused', () => {
  it('into a taken house, a taken meter or a full room type (409, by field)', async () => {
    const s = await setting();
    const house = await s.send({ housetype: s.owner.room.roomid, housenumber: 'a2' });
    expect(house.statusCode).toBe(409);
    expect(house.json().error.fields).toEqual({
      housenumber: `House a2 in ${s.owner.rental.rentaldata.rentalname} already has a tenant`,
    });
    const meter = await s.send({ meternumber: 'm a2' });
    expect(meter.json().error.fields).toEqual({
      meternumber: 'Meter m a2 is already assigned to another tenant',
    });
    await addTenant(t.app, s.owner.token, {
      rentalid: s.move.rentalid,
      housetype: s.bigger.roomid,
    });
    const full = await s.send({});
    expect(full.statusCode).toBe(409);
    expect(Object.keys(full.json().error.fields)).toEqual(['housetype']);
    await expectUnmoved(s);
  });

  it('to the same place, after today, or on a date whose rent is billed', async () => {
    const s = await setting();
    const same = await s.send({ housetype: s.owner.room.roomid, housenumber: ' a-1 ' });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toEqual({
      key: 'validation.moveToSamePlace',
      code: 'validation',
      message: 'Choose another house, room type or apartment to move to',
      fields: { housenumber: 'Choose another house, room type or apartment to move to' },
    });
    const ahead = await s.send({ effectivefrom: '2026-03-21' });
    expect(ahead.statusCode).toBe(400);
    expect(Object.keys(ahead.json().error.fields)).toEqual(['effectivefrom']);

    await createSchedule(t.app, s.owner, { startdate: '2026-03-20' });
    await runInvoicesOn(t, time, s.owner.organizationId, '2026-03-20');
    time.set(start);
    const billed = await s.send({ effectivefrom: '2026-03-20' });
    expect(billed.statusCode).toBe(409);
    expect(billed.json().error.fields.effectivefrom).toMatch(
      /^Rent is already billed up to 2026-03-20/,
    );
    await expectUnmoved(s);
  });

  it('before a rent change that would replace the new room type’s rent', async () => {
    const s = await setting();
    const planned = { monthlyrent: 9000, effectivefrom: '2026-03-15', reason: 'Agreed' };
    expect(
      (await postRentChange(t.app, s.owner.token, s.tenant.tenantid, planned)).statusCode,
    ).toBe(201);
    const refused = await s.send({ effectivefrom: '2026-03-15' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.effectivefrom).toBe(
      "There is a rent change from 2026-03-15, which would replace the new room type's rent. " +
        'Delete it first, or move the tenant from that date.',
    );
    await expectUnmoved(s);
    expect((await s.send({ effectivefrom: '2026-03-16' })).statusCode).toBe(200);
    const history = await rentHistoryOf(t.app, s.owner.token, s.tenant.tenantid);
    expect(history.rentchanges.map((c) => [c.effectivefrom, c.monthlyrent])).toEqual([
      ['2026-03-16', 15000],
      ['2026-03-15', 9000],
    ]);
  });

  it('with meter readings that do not fit the meters (400, by field)', async () => {
    const s = await setting();
    const sameMeter = await s.send({ finalmeterreading: 10, openingmeterreading: 5 });
    expect(sameMeter.statusCode).toBe(400);
    const notNeeded = 'Meter readings are only needed when the meter number changes';
    expect(sameMeter.json().error.fields).toEqual({
      finalmeterreading: notNeeded,
      openingmeterreading: notNeeded,
    });
    const reading = await t.app.inject({
      method: 'POST',
      url: '/api/water/new-reading',
      headers: authed(s.owner.token),
      payload: { meternumber: 'M-A1', meterreading: 120 },
    });
    expect(reading.statusCode).toBe(201);
    const noOpening = await s.send({ meternumber: 'M-B1', finalmeterreading: 130 });
    expect(noOpening.json().error.fields).toEqual({
      openingmeterreading: "Please enter the new meter's reading",
    });
    const below = await s.send({
      meternumber: 'M-B1',
      finalmeterreading: 119.5,
      openingmeterreading: 0,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields).toEqual({
      finalmeterreading: "The final reading (119.5) is below the meter's last reading (120)",
    });
    await expectUnmoved(s);
  });

  it('for another organization’s tenant or rental (404), and when malformed (400)', async () => {
    const s = await setting();
    const other = await billingLandlord(t.app, t.db);
    const foreign = await postMove(t.app, other.token, s.tenant.tenantid, s.move);
    expect(foreign.statusCode).toBe(404);
    const intoForeign = await s.send({
      rentalid: other.rental.rentalid,
      housetype: other.room.roomid,
    });
    expect(intoForeign.statusCode).toBe(404);
    expect(intoForeign.json().error).toEqual({
      key: 'error.rentalNotFound',
      code: 'not_found',
      message: 'Rental not found',
    });

    const malformed = await s.send({
      housenumber: '',
      effectivefrom: '20-03-2026',
      openingmeterreading: -1,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({
      code: 'validation',
      fields: {
        housenumber: 'Please enter house number',
        effectivefrom: 'Enter a date as YYYY-MM-DD',
        openingmeterreading: 'Enter the reading shown on the meter, with at most 2 decimals',
      },
    });
    await expectUnmoved(s);
  });
});
