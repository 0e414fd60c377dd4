import type { ScheduleRun } from '@rental/shared/schemas/schedule-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  billingLandlord,
  createSchedule,
  insertReading,
  insertTenants,
  invoicesOf,
  smsOf,
  type Landlord,
} from './billing-fixtures.js';

// 2026-03-02 09:00 in Nairobi.
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function run(owner: Landlord, today: string) {
  return runDueInvoices(
    { db: t.db, clock: time.clock },
    { today, organizationId: owner.organizationId },
  );
}

function get(owner: Landlord, url: string) {
  return t.app.inject({ method: 'GET', url, headers: authed(owner.token) });
}

async function savePaybill(owner: Landlord, paybill: string) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: { organizationname: 'Sunrise', paybillnumber: paybill },
  });
  expect(saved.statusCode).toBe(200);
}

describe('every run says what it did', () => {
  it('records billed, skipped and held per billing date, shown on the schedule', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const [a, , c] = await insertTenants(t.db, owner.roomRef, 3);
    await insertReading(t.db, a!, 10_000, '2026-02-20T08:00:00.000Z');
    const id = await createSchedule(t.app, owner, { invoicetype: 'Water Invoice Bill' });

    await run(owner, '2026-03-02');
    const first: ScheduleRun = {
      billingdate: '2026-03-02',
      ranat: '2026-03-02T06:00:00.000Z',
      billed: 1,
      skipped: [{ reason: 'no_water_reading', count: 2 }],
      held: [{ reason: 'paybill_not_set', count: 1 }],
      summary: 'billed 1; skipped 2: no water reading; held 1: paybill not set',
    };
    const listed = (await get(owner, '/api/invoicesettings/all-invoices')).json().invoices;
    expect(listed.find((s: { settingid: string }) => s.settingid === id).lastrun).toEqual(first);

    // The next month, with a paybill and readings for two: nothing held, one skipped.
    await savePaybill(owner, '522533');
    await insertReading(t.db, a!, 5_000, '2026-03-20T08:00:00.000Z');
    await insertReading(t.db, c!, 7_000, '2026-03-21T08:00:00.000Z');
    // A month on (sessions last less: the clock comes back before the next request).
    time.set('2026-04-02T06:00:00.000Z');
    await run(owner, '2026-04-02');
    time.set('2026-03-02T06:00:00.000Z');
    const one = await get(owner, `/api/invoicesettings/all-invoices/${id}`);
    expect(one.json().invoice.lastrun).toMatchObject({
      billingdate: '2026-04-02',
      billed: 2,
      skipped: [{ reason: 'no_water_reading', count: 1 }],
      held: [],
      summary: 'billed 2; skipped 1: no water reading',
    });

    const history = await get(owner, `/api/invoicesettings/all-invoices/${id}/runs`);
    expect(history.statusCode).toBe(200);
    expect(history.json().runs.map((r: ScheduleRun) => r.summary)).toEqual([
      'billed 2; skipped 1: no water reading',
      first.summary,
    ]);
    expect(
      (await get(owner, `/api/invoicesettings/all-invoices/${id}/runs?limit=0`)).statusCode,
    ).toBe(400);
  });

  it('says a run that billed nobody, and hides another organization’s runs', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const id = await createSchedule(t.app, owner, { invoicetype: 'Water Invoice Bill' });
    await insertTenants(t.db, owner.roomRef, 2);
    await run(owner, '2026-03-02');
    const runs = (await get(owner, `/api/invoicesettings/all-invoices/${id}/runs`)).json().runs;
    expect(runs.map((r: ScheduleRun) => r.summary)).toEqual([
      'billed 0; skipped 2: no water reading',
    ]);
    const stranger = await billingLandlord(t.app, t.db);
    expect((await get(stranger, `/api/invoicesettings/all-invoices/${id}/runs`)).statusCode).toBe(
      404,
    );
  });
});

describe('messages without a paybill are held', () => {
  it('holds invoice SMS until a paybill is saved, then sends them with the number', async () => {
    const owner = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, 2);
    await createSchedule(t.app, owner, {
      invoicemessage: 'Rent {amount}: pay to paybill {paybill}, account {account}.',
    });
    await run(owner, '2026-03-02');
    const held = await smsOf(t.db, owner.organizationId);
    expect(held.map((m) => [m.status, m.text])).toEqual([
      ['held', 'Rent 8,500: pay to paybill (paybill not set), account A00001.'],
      ['held', 'Rent 8,500: pay to paybill (paybill not set), account A00002.'],
    ]);

    await savePaybill(owner, '600966');
    const released = await smsOf(t.db, owner.organizationId);
    expect(released.map((m) => [m.status, m.text])).toEqual([
      ['queued', 'Rent 8,500: pay to paybill 600966, account A00001.'],
      ['queued', 'Rent 8,500: pay to paybill 600966, account A00002.'],
    ]);
    // The Invoices list shows the text each was sent with; their rows stay as written.
    const listed = (await get(owner, '/api/invoice/all')).json().invoices;
    expect(
      listed
        .map((i: { housenumber: string; message: string }) => [i.housenumber, i.message])
        .sort(),
    ).toEqual([
      ['A00001', released[0]!.text],
      ['A00002', released[1]!.text],
    ]);
    const invoices = await invoicesOf(t.db, owner.organizationId);
    expect(invoices.map((i) => i.message)).toEqual(held.map((m) => m.text));
  });
});
