import type { Statement } from '@rental/shared/schemas/ledger';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityOf, signedInMemberOf } from '../helpers/activity.js';
import { authed, signIn } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant } from '../helpers/tenant-fixtures.js';
import {
  billingLandlord,
  createSchedule,
  invoicesOf,
  type Landlord,
} from '../invoices/billing-fixtures.js';
import {
  deleteRentChange,
  monthlyRentOf,
  postRentChange,
  rentHistoryOf,
  runInvoicesOn,
} from './rent-fixtures.js';

// 2 March 2026, 09:00 in Nairobi: the first billing date of the schedules below.
const start = '2026-03-02T06:00:00.000Z';
const time = testClock(new Date(start));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());
beforeEach(() => time.set(start));

/**
 * A new session at the clock's time: sessions end 30 days after their last use, and these
 * tests move the clock by months.
 */
async function signInAgain(owner: Landlord) {
  const response = await signIn(t.app, owner.body.phonenumber, owner.body.pin);
  return response.json().token as string;
}

function runOn(owner: Landlord, today: string) {
  return runInvoicesOn(t, time, owner.organizationId, today);
}

async function rentInvoices(owner: Landlord, tenantId: string) {
  return (await invoicesOf(t.db, owner.organizationId))
    .filter((invoice) => invoice.tenant_id === tenantId)
    .map((invoice) => [invoice.billing_date, Number(invoice.amount_cents)]);
}

const increase = { monthlyrent: 9500, reason: 'Annual increase' };

describe('the rent in force', () => {
  it('is the room type’s until the change’s Nairobi day, then the new rent', async () => {
    const owner = await billingLandlord(t.app, t.db, { monthlyrent: 8500 });
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const id = tenant.tenantid;
    expect(await monthlyRentOf(t.app, owner.token, id)).toBe(8500);

    const change = { monthlyrent: '10000.50', effectivefrom: '2026-04-01', reason: 'New lease' };
    const created = await postRentChange(t.app, owner.token, id, change);
    expect(created.statusCode).toBe(201);
    // Still March: the tenant's page shows the rent of today.
    expect(created.json().tenant).toMatchObject({ tenantid: id, monthlyrent: 8500 });

    const later = { monthlyrent: 12000, effectivefrom: '2026-06-01', reason: 'Renovated' };
    expect((await postRentChange(t.app, owner.token, id, later)).statusCode).toBe(201);

    time.set('2026-03-31T20:59:59.000Z'); // 23:59:59 on 31 March in Nairobi
    let token = await signInAgain(owner);
    expect(await monthlyRentOf(t.app, token, id)).toBe(8500);
    time.set('2026-03-31T21:00:00.000Z'); // midnight: 1 April in Nairobi
    expect(await monthlyRentOf(t.app, token, id)).toBe(10000.5);
    time.set('2026-05-31T20:59:59.000Z');
    token = await signInAgain(owner);
    expect(await monthlyRentOf(t.app, token, id)).toBe(10000.5);
    time.set('2026-05-31T21:00:00.000Z');
    const history = await rentHistoryOf(t.app, token, id);
    expect(history).toMatchObject({ monthlyrent: 12000, lastbilled: null });
    expect(history.rentchanges).toEqual([
      expect.objectContaining({
        effectivefrom: '2026-06-01',
        monthlyrent: 12000,
        roomtype: null,
        reason: 'Renovated',
        createdby: 'Amina Wanjiru',
        createdat: '2026-03-02T06:00:00.000Z',
        deletable: true,
      }),
      expect.objectContaining({ effectivefrom: '2026-04-01', monthlyrent: 10000.5 }),
    ]);
  });
});

describe('the invoice run', () => {
  it('bills the old rent before the effective date and the new rent from it', async () => {
    const owner = await billingLandlord(t.app, t.db, { monthlyrent: 8500 });
    const onTheDate = await addTenant(t.app, owner.token, owner.place, { housenumber: 'C1' });
    const dayAfter = await addTenant(t.app, owner.token, owner.place, { housenumber: 'C2' });
    await createSchedule(t.app, owner);
    await runOn(owner, '2026-03-02');

    // From the next billing date itself, and from the day after it.
    const first = { ...increase, effectivefrom: '2026-04-02' };
    const second = { ...increase, effectivefrom: '2026-04-03' };
    expect((await postRentChange(t.app, owner.token, onTheDate.tenantid, first)).statusCode).toBe(
      201,
    );
    expect((await postRentChange(t.app, owner.token, dayAfter.tenantid, second)).statusCode).toBe(
      201,
    );
    await runOn(owner, '2026-04-02');
    await runOn(owner, '2026-05-02');

    expect(await rentInvoices(owner, onTheDate.tenantid)).toEqual([
      ['2026-03-02', 850_000],
      ['2026-04-02', 950_000],
      ['2026-05-02', 950_000],
    ]);
    expect(await rentInvoices(owner, dayAfter.tenantid)).toEqual([
      ['2026-03-02', 850_000],
      ['2026-04-02', 850_000],
      ['2026-05-02', 950_000],
    ]);
    const april = (await invoicesOf(t.db, owner.organizationId)).find(
      (i) => i.tenant_id === onTheDate.tenantid && i.billing_date === '2026-04-02',
    );
    expect(april?.message).toContain('Rental Invoice Bill for April 2026, KES 9,500 due');
  });

  it("shows the new rent on the tenant's statement", async () => {
    const owner = await billingLandlord(t.app, t.db, { monthlyrent: 8500 });
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      openingrentbalance: 0,
      openingwaterbalance: 0,
    });
    await createSchedule(t.app, owner);
    await runOn(owner, '2026-03-02');
    time.set(start);
    const change = { ...increase, effectivefrom: '2026-04-01' };
    expect((await postRentChange(t.app, owner.token, tenant.tenantid, change)).statusCode).toBe(
      201,
    );
    await runOn(owner, '2026-04-02');

    const response = await t.app.inject({
      url: `/api/tenant/all-tenants/${tenant.tenantid}/statement`,
      headers: authed(await signInAgain(owner)),
    });
    const statement = response.json<Statement>();
    expect(statement.entries.map((e) => [e.kind, e.description, e.debit, e.balance])).toEqual([
      ['invoice', 'Rental Invoice Bill, March 2026', 8500, 8500],
      ['invoice', 'Rental Invoice Bill, April 2026', 9500, 18000],
    ]);
    expect(statement.balance).toBe(18000);
  });

  it('refuses a change on or before the last rent invoice’s billing date', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    await createSchedule(t.app, owner);
    await runOn(owner, '2026-03-02');

    const message =
      'Rent is already billed up to 2026-03-02: a change must start after it. ' +
      'Correct rent already billed with a credit note.';
    for (const effectivefrom of ['2026-03-02', '2026-01-15']) {
      const refused = await postRentChange(t.app, owner.token, tenant.tenantid, {
        ...increase,
        effectivefrom,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: {
          key: 'error.rentBilled',
          params: {
            date: '2026-03-02',
          },
          code: 'conflict',
          message,
          fields: { effectivefrom: message },
        },
      });
    }
    const history = await rentHistoryOf(t.app, owner.token, tenant.tenantid);
    expect(history).toMatchObject({ rentchanges: [], lastbilled: '2026-03-02' });
    const next = { ...increase, effectivefrom: '2026-03-03' };
    expect((await postRentChange(t.app, owner.token, tenant.tenantid, next)).statusCode).toBe(201);
  });
});

describe('two changes for the same date', () => {
  it('sent at once: one is stored, the other is refused by the key', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const send = (monthlyrent: number) =>
      postRentChange(t.app, owner.token, tenant.tenantid, {
        monthlyrent,
        effectivefrom: '2026-04-01',
        reason: 'Increase',
      });
    const answers = await Promise.all([send(9000), send(9100)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.error.fields).toEqual({
      effectivefrom: 'This tenant already has a rent change from 2026-04-01',
    });
    const history = await rentHistoryOf(t.app, owner.token, tenant.tenantid);
    expect(history.rentchanges).toHaveLength(1);
  });
});

describe('deleting a rent change', () => {
  it('removes one no invoice used yet, and refuses one already billed', async () => {
    const owner = await billingLandlord(t.app, t.db, { monthlyrent: 8500 });
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const id = tenant.tenantid;
    await createSchedule(t.app, owner);
    await runOn(owner, '2026-03-02');
    const change = { ...increase, effectivefrom: '2026-04-02' };
    const made = await postRentChange(t.app, owner.token, id, change);
    const [planned] = (await rentHistoryOf(t.app, owner.token, id)).rentchanges;

    const deleted = await deleteRentChange(t.app, owner.token, id, planned!.rentchangeid);
    expect(made.statusCode).toBe(201);
    expect(deleted.statusCode).toBe(200);
    expect((await rentHistoryOf(t.app, owner.token, id)).rentchanges).toEqual([]);
    const gone = await deleteRentChange(t.app, owner.token, id, planned!.rentchangeid);
    expect(gone.statusCode).toBe(404);

    await postRentChange(t.app, owner.token, id, change);
    await runOn(owner, '2026-04-02');
    const token = await signInAgain(owner);
    const [billed] = (await rentHistoryOf(t.app, token, id)).rentchanges;
    expect(billed).toMatchObject({ effectivefrom: '2026-04-02', deletable: false });
    const refused = await deleteRentChange(t.app, token, id, billed!.rentchangeid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This change is already billed (rent is billed up to 2026-04-02) and cannot be deleted. ' +
        'Correct rent already billed with a credit note.',
    );
    expect((await rentHistoryOf(t.app, token, id)).rentchanges).toHaveLength(1);
  });
});

describe('in the activity log', () => {
  it('records who changed the rent, from what to what, and who deleted a change', async () => {
    const owner = await billingLandlord(t.app, t.db, { monthlyrent: 8500 });
    const member = await signedInMemberOf(t.app, t.db, owner.organizationId);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Akinyi',
      lastname: 'Otieno',
      housenumber: 'D7',
    });
    const change = { monthlyrent: 9500.5, effectivefrom: '2026-04-01', reason: 'Annual increase' };
    expect((await postRentChange(t.app, member.token, tenant.tenantid, change)).statusCode).toBe(
      201,
    );
    const [made] = (await rentHistoryOf(t.app, owner.token, tenant.tenantid)).rentchanges;
    await deleteRentChange(t.app, owner.token, tenant.tenantid, made!.rentchangeid);

    const about = { entity: 'tenant', entityid: tenant.tenantid };
    expect(await activityOf(t.app, owner.token, 'rent_changed')).toMatchObject([
      {
        ...about,
        userid: member.userId,
        username: member.name,
        summary:
          'Set the rent of Akinyi Otieno (house D7) to KES 9,500.50 from 2026-04-01, ' +
          'was KES 8,500: Annual increase',
      },
    ]);
    expect(await activityOf(t.app, owner.token, 'rent_change_deleted')).toMatchObject([
      {
        ...about,
        userid: owner.user.userid,
        summary:
          'Deleted the rent change of Akinyi Otieno (house D7) to KES 9,500.50 from 2026-04-01',
      },
    ]);
  });

  it('writes nothing for a refused change', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    await createSchedule(t.app, owner);
    await runOn(owner, '2026-03-02');
    const refused = { ...increase, effectivefrom: '2026-03-01' };
    expect((await postRentChange(t.app, owner.token, tenant.tenantid, refused)).statusCode).toBe(
      409,
    );
    expect(await activityOf(t.app, owner.token, 'rent_changed')).toEqual([]);
  });
});

describe('the API', () => {
  it("answers 404 for another organization's tenant and changes nothing", async () => {
    const owner = await billingLandlord(t.app, t.db);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const other = await billingLandlord(t.app, t.db);
    const change = { ...increase, effectivefrom: '2026-04-01' };
    const refused = await postRentChange(t.app, other.token, tenant.tenantid, change);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('not_found');
    const history = await t.app.inject({
      url: `/api/tenant/${tenant.tenantid}/rent-history`,
      headers: authed(other.token),
    });
    expect(history.statusCode).toBe(404);

    expect((await postRentChange(t.app, owner.token, tenant.tenantid, change)).statusCode).toBe(
      201,
    );
    const [own] = (await rentHistoryOf(t.app, owner.token, tenant.tenantid)).rentchanges;
    const deleted = await deleteRentChange(t.app, other.token, tenant.tenantid, own!.rentchangeid);
    expect(deleted.statusCode).toBe(404);
    expect((await rentHistoryOf(t.app, owner.token, tenant.tenantid)).rentchanges).toHaveLength(1);
  });

  it('answers 400 with a message per field for an invalid change', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const invalid = await postRentChange(t.app, owner.token, tenant.tenantid, {
      monthlyrent: -5,
      effectivefrom: '2026-02-30',
      reason: ' ',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: {
        key: 'validation.amountNegative',
        code: 'validation',
        message: 'Amount cannot be negative',
        fields: {
          monthlyrent: 'Amount cannot be negative',
          effectivefrom: 'Enter a date as YYYY-MM-DD',
          reason: 'Please give the reason for the change',
        },
      },
    });
    const empty = await postRentChange(t.app, owner.token, tenant.tenantid, {} as never);
    expect(empty.json().error.fields).toEqual({
      monthlyrent: 'Please enter monthly rent',
      effectivefrom: 'Please choose the date it starts from',
      reason: 'Please give the reason for the change',
    });
    const unsigned = await t.app.inject({
      url: `/api/tenant/${tenant.tenantid}/rent-history`,
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
