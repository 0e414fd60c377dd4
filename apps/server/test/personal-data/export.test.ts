import type { PersonalData } from '@rental/shared/schemas/personal-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { baraka, landlordWithHistories, tracesOf, zawadi } from './fixtures.js';

// A tenant's request for their data (Kenya Data Protection Act 2019): the landlord exports
// everything the product holds about them, and nothing about anyone else; the export is logged.

let t: TestApp;
let world: Awaited<ReturnType<typeof landlordWithHistories>>;
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
// Two tenants' whole histories through the API: more than the default 10 s on a busy machine.
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  world = await landlordWithHistories(t.app, time.clock());
}, 60_000);
afterAll(() => t.close());

function exportOf(token: string, tenantId: string) {
  return t.app.inject({ url: `/api/tenant/${tenantId}/personal-data`, headers: authed(token) });
}

/** The ids of a table's rows that are the tenant's, as the database holds them. */
async function idsOf(
  table: 'invoices' | 'transactions' | 'water_readings' | 'sms_messages',
  tenantId: string,
) {
  const rows = await t.db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .execute();
  return rows.map((row) => row.id).sort();
}

describe('GET /api/tenant/{id}/personal-data', () => {
  it("holds exactly that tenant's data, in plain text, and none of another tenant's", async () => {
    const { owner } = world;
    const id = world.zawadi.tenantid;
    const response = await exportOf(owner.token, id);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<PersonalData>();

    // The name on bills (the organization's, before the owner's): the data controller.
    expect(data.controller).toEqual({ name: 'Jua Court Homes' });
    expect(data.profile).toMatchObject({
      tenantid: id,
      firstname: zawadi.firstname,
      lastname: zawadi.lastname,
      phonenumber: zawadi.phonenumber,
      nationalid: zawadi.nationalid,
      krapin: zawadi.krapin,
      language: 'en',
      smsblocked: false,
      erasedat: null,
    });
    expect(data.tenancy).toMatchObject({
      housenumber: zawadi.housenumber,
      meternumber: zawadi.meternumber,
      status: 'current',
      moveindate: '2026-03-02',
      moveoutdate: null,
    });
    // Each list is all of the tenant's rows, and only theirs.
    expect(data.invoices.map((row) => row.invoiceid).sort()).toEqual(await idsOf('invoices', id));
    expect(data.payments.map((row) => row.transactionid).sort()).toEqual(
      await idsOf('transactions', id),
    );
    expect(data.payments.map((row) => row.amount).sort((a, b) => a - b)).toEqual([700, 1500, 8000]);
    expect(data.readings.map((row) => row.readingid).sort()).toEqual(
      await idsOf('water_readings', id),
    );
    expect(data.readings.map((row) => row.meterreading)).toEqual([100, 112.5]);
    expect(data.messages.sent.map((row) => row.messageid).sort()).toEqual(
      await idsOf('sms_messages', id),
    );
    expect(data.messages.sent.length).toBeGreaterThan(0);
    expect(new Set(data.messages.sent.map((row) => row.phonenumber))).toEqual(
      new Set(['+254798765432']),
    );
    expect(data.messages.received).toMatchObject([{ phonenumber: '+254798765432', text: 'BAL' }]);
    expect(data.creditnotes).toMatchObject([{ amount: 100, reason: 'Goodwill to Zawadi' }]);
    expect(data.deposit).toMatchObject({ charged: 5000, held: 5000 });
    expect(data.tenantlink).toMatchObject({ createdby: 'Amina Wanjiru' });

    const text = JSON.stringify(data).toLowerCase();
    for (const trace of tracesOf(baraka)) expect(text).not.toContain(trace.toLowerCase());
    expect(text).not.toContain(world.baraka.tenantid);
    // The link's token (or its hash) never leaves the server.
    const link = await t.db
      .selectFrom('tenant_links')
      .select(['token_hash', 'token_encrypted'])
      .where('tenant_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(link.token_hash);
    expect(text).not.toContain(String(link.token_encrypted).toLowerCase());
  });

  it('marks a reversed payment as reversed, with the day its reversal counts from', async () => {
    const { owner } = world;
    const id = world.zawadi.tenantid;
    const before = (await exportOf(owner.token, id)).json<PersonalData>();
    const reversedOne = before.payments.find((row) => row.amount === 700)!;
    expect(before.payments.every((row) => !row.reversed && row.reversedon === null)).toBe(true);
    const reversal = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${reversedOne.transactionid}/reverse`,
      headers: authed(owner.token),
      payload: { reason: 'Typed twice' },
    });
    expect(reversal.statusCode, reversal.body).toBe(200);
    const reversedOn = reversal.json().transaction.reversal.reversedon as string;

    const data = (await exportOf(owner.token, id)).json<PersonalData>();
    // The payment stays in the export, marked; the others are as they were.
    expect(data.payments).toHaveLength(before.payments.length);
    expect(
      data.payments.find((row) => row.transactionid === reversedOne.transactionid),
    ).toMatchObject({ amount: 700, reversed: true, reversedon: reversedOn });
    expect(data.payments.filter((row) => row.reversed).map((row) => row.transactionid)).toEqual([
      reversedOne.transactionid,
    ]);
  });

  it('is logged in the activity log, with who took it', async () => {
    const { owner } = world;
    await exportOf(owner.token, world.baraka.tenantid);
    const [entry] = await activityOf(t.app, owner.token, 'personal_data_exported');
    expect(entry).toMatchObject({
      kind: 'personal_data_exported',
      summary: `Exported the personal data of ${baraka.firstname} ${baraka.lastname} (house Q8)`,
      username: 'Amina Wanjiru',
    });
  });

  it("answers 404 for another organization's tenant, and 401 without a session", async () => {
    const stranger = await landlordWithRoom(t.app);
    const foreign = await exportOf(stranger.token, world.zawadi.tenantid);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toMatchObject({ code: 'not_found', key: 'error.tenantNotFound' });
    expect(JSON.stringify(foreign.json())).not.toContain('Zawadi');
    const anonymous = await t.app.inject({
      url: `/api/tenant/${world.zawadi.tenantid}/personal-data`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await activityOf(t.app, stranger.token, 'personal_data_exported')).toEqual([]);
  });
});
