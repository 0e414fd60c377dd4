import type { ArrearsReport } from '@rental/shared/schemas/arrears';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { readingCount } from '../readings/fixtures.js';
import { activityOf } from '../helpers/activity.js';
import { addTenant, landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { pay, settableClock } from '../transactions/fixtures.js';
import { billNow, endTenancy, moveIn, statementOf, tenantOf } from './tenancy-fixtures.js';

// 30 April 2026, 09:00 in Nairobi.
const time = settableClock('2026-04-30T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

async function water(token: string, meternumber: string, meterreading: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/water/new-reading',
    headers: authed(token),
    payload: { meternumber, meterreading },
  });
  expect(response.statusCode).toBe(201);
}

describe('POST /api/tenant/{id}/end-tenancy', () => {
  it('bills the final reading and settles the deposit to zero with deductions and a refund', async () => {
    const owner = await landlordWithRoom(t.app, { monthlyrent: 12000, waterunitrate: 150 });
    const tenant = await moveIn(t.app, owner, 20000, { openingmeterreading: 100 });
    await billNow(t.app, owner.token, tenant.tenantid, 12000);
    await pay(t.app, owner.token, tenant.tenantid, 20000);
    await pay(t.app, owner.token, tenant.tenantid, 9000);
    await water(owner.token, tenant.tenantdata.meternumber, 110);
    // Owes 3,000 of rent; 10 + 4 units of water at 150 = 2,100 once the final reading is in.
    const ended = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-04-30',
      finalmeterreading: 114,
      deductions: [
        { reason: 'unpaid rent', amount: 3000 },
        { reason: 'water', amount: 2100 },
        { reason: 'damage', amount: 4000, note: 'Broken window' },
      ],
      refund: { amount: 10900, paymentmode: 'MPESA', reference: 'RKT12ABC' },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().tenant).toMatchObject({
      tenantdata: { status: 'former', moveoutdate: '2026-04-30' },
      balance: 0,
      depositheld: 0,
    });

    const statement = await statementOf(t.app, owner.token, tenant.tenantid);
    expect(statement.balance).toBe(0);
    expect(statement.tenant).toMatchObject({ status: 'former', moveoutdate: '2026-04-30' });
    expect(statement.deposit).toMatchObject({
      received: 20000,
      deducted: 9100,
      refunded: 10900,
      held: 0,
    });
    const descriptions = statement.entries.map((line) => line.description);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        'Water to the final reading',
        'Damage: Broken window',
        'From the deposit: Damage: Broken window',
        'From the deposit: Unpaid rent',
      ]),
    );
    expect(statement.deposit.entries.at(-1)).toMatchObject({
      kind: 'refund',
      reference: 'RKT12ABC',
      amount: 10900,
    });
    const [logged] = await activityOf(t.app, owner.token, 'tenancy_ended');
    expect(logged!.summary).toContain('deducted KES 9,100, refunded KES 10,900');
  });

  it('refuses a settlement that does not add up, and changes nothing', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await moveIn(t.app, owner, 5000);
    await pay(t.app, owner.token, tenant.tenantid, 5000);
    const response = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-04-30',
      finalmeterreading: 5,
      refund: { amount: 4000, paymentmode: 'Cash', reference: 'R1' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields['refund.amount']).toBe(
      'Deductions and refund must add up to the deposit held (KES 5,000); they add up to KES 4,000',
    );
    // Unpaid rent cannot take more than is owed.
    const greedy = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-04-30',
      deductions: [{ reason: 'unpaid rent', amount: 5000 }],
    });
    expect(greedy.statusCode).toBe(409);
    expect(greedy.json().error.fields.deductions).toContain('more than the tenant owes (KES 0)');
    const after = await tenantOf(t.app, owner.token, tenant.tenantid);
    expect(after).toMatchObject({ tenantdata: { status: 'current' }, depositheld: 5000 });
    // The final reading went with the refused settlement.
    expect(await readingCount(t.db, owner.organizationId)).toBe(0);
  });

  it('refuses a move-out in the future, before move-in, or twice', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await moveIn(t.app, owner, 0, { moveindate: '2026-04-10' });
    const future = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-05-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.moveoutdate).toBe('The move-out date cannot be after today');
    const early = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-04-09',
    });
    expect(early.statusCode).toBe(400);
    const once = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-04-30',
    });
    expect(once.statusCode).toBe(200);
    const twice = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-04-30',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This tenant has already moved out');
  });

  it('keeps a leaver who owes in the arrears report, and lists them as former', async () => {
    const owner = await landlordWithRoom(t.app);
    const leaver = await moveIn(t.app, owner, 0);
    await billNow(t.app, owner.token, leaver.tenantid, 7000);
    const stays = await moveIn(t.app, owner, 0);
    const ended = await endTenancy(t.app, owner.token, leaver.tenantid, {
      moveoutdate: '2026-04-30',
    });
    expect(ended.statusCode).toBe(200);

    const arrears: ArrearsReport = (
      await t.app.inject({ url: '/api/reports/arrears', headers: authed(owner.token) })
    ).json();
    expect(arrears.tenants.map((row) => [row.tenantid, row.balance])).toEqual([
      [leaver.tenantid, 7000],
    ]);
    const list = (status: string) =>
      t.app.inject({
        url: `/api/tenant/all-tenants?status=${status}`,
        headers: authed(owner.token),
      });
    const ids = async (status: string) =>
      (await list(status)).json().tenants.map((x: { tenantid: string }) => x.tenantid);
    expect(await ids('former')).toEqual([leaver.tenantid]);
    expect(await ids('current')).toEqual([stays.tenantid]);
    expect((await list('gone')).statusCode).toBe(400);
    // Only current tenants take a place on the dashboard and in the plan.
    const dashboard = await t.app.inject({
      url: '/api/dashboard/summary',
      headers: authed(owner.token),
    });
    expect(dashboard.json().tenants).toBe(1);
    const usage = await t.app.inject({ url: '/api/plan/usage', headers: authed(owner.token) });
    expect(usage.json().usage.tenants).toBe(1);
  });

  it('frees the house and meter for the next tenant, and the room type counts only current', async () => {
    const owner = await landlordWithRoom(t.app, { totalunits: 1 });
    const first = await moveIn(t.app, owner, 0, { housenumber: 'C7', meternumber: 'MC7' });
    const taken = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { housenumber: 'C7', meternumber: 'MC7' }),
    );
    expect(taken.statusCode).toBe(409);
    await endTenancy(t.app, owner.token, first.tenantid, { moveoutdate: '2026-04-30' });
    const next = await addTenant(t.app, owner.token, owner.place, {
      housenumber: 'c7',
      meternumber: 'MC7',
    });
    expect(next.tenantdata).toMatchObject({ housenumber: 'c7', status: 'current' });
    // The history stays with the first tenant.
    expect((await tenantOf(t.app, owner.token, first.tenantid)).tenantdata.housenumber).toBe('C7');

    // A former tenant's phone can be corrected though the house is let again; not their place,
    // their rent or a move.
    const { tenantdata } = await tenantOf(t.app, owner.token, first.tenantid);
    const fixed = await t.app.inject({
      method: 'PUT',
      url: `/api/tenant/all-tenants/${first.tenantid}`,
      headers: authed(owner.token),
      payload: { ...tenantdata, phonenumber: '0733000111' },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().tenant.tenantdata.phonenumber).toBe('0733000111');
    const refused = [
      await t.app.inject({
        method: 'PUT',
        url: `/api/tenant/all-tenants/${first.tenantid}`,
        headers: authed(owner.token),
        payload: { ...tenantdata, housenumber: 'C8' },
      }),
      await t.app.inject({
        method: 'POST',
        url: `/api/tenant/${first.tenantid}/rent-change`,
        headers: authed(owner.token),
        payload: { monthlyrent: 9000, effectivefrom: '2026-05-01', reason: 'Increase' },
      }),
      await t.app.inject({
        method: 'POST',
        url: `/api/tenant/${first.tenantid}/move`,
        headers: authed(owner.token),
        payload: {
          ...owner.place,
          housenumber: 'C9',
          meternumber: 'MC9',
          effectivefrom: '2026-04-30',
        },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('This tenant has moved out');
    }
  });
});

describe('DELETE /api/tenant/{id}', () => {
  it('removes a tenant added by mistake, and refuses one with money in the books', async () => {
    const owner = await landlordWithRoom(t.app);
    const mistake = await moveIn(t.app, owner, 0);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant/${mistake.tenantid}`,
      headers: authed(owner.token),
    });
    expect(removed.statusCode).toBe(200);

    const real = await moveIn(t.app, owner, 0);
    await pay(t.app, owner.token, real.tenantid, 100);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant/${real.tenantid}`,
      headers: authed(owner.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('End the tenancy instead'),
    });
    expect((await tenantOf(t.app, owner.token, real.tenantid)).balance).toBe(-100);
  });
});
