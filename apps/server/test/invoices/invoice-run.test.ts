import { nairobiDate } from '@rental/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantBalance } from '../../src/modules/ledger/balances.js';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { authed } from '../helpers/accounts.js';
import { createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  billingLandlord,
  createSchedule,
  insertPayment,
  insertReading,
  insertTenants,
  invoicesOf,
  scheduleRow,
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

describe('runDueInvoices: amounts', () => {
  it('bills rent × months of the period, with the rendered SMS queued per invoice', async () => {
    const owner = await billingLandlord(t.app, t.db, { monthlyrent: 8500 });
    const bigger = await createRoom(t.app, owner.token, owner.rental.rentalid, {
      housetype: 'Two Bedroom',
      monthlyrent: 12000.5,
    });
    const [a] = await insertTenants(t.db, owner.roomRef, 1, () => ({
      firstname: 'Akinyi',
      lastname: 'Otieno',
      house_number: 'B1',
      house_number_key: 'B1',
      phonenumber: '0722000111',
    }));
    const [b] = await insertTenants(t.db, { ...owner.roomRef, roomId: bigger.roomid }, 1, () => ({
      house_number: 'B2',
      house_number_key: 'B2',
    }));
    await t.db
      .insertInto('mpesa_settings')
      .values({
        organization_id: owner.organizationId,
        organization_name: 'Akinyi Homes',
        paybill_number: '522533',
        account_number: '',
        updated_at: time.clock().toISOString(),
      })
      .execute();
    await createSchedule(t.app, owner, { billingfrequency: 'quarterly' });

    const result = await run(owner, '2026-03-02');
    expect(result).toEqual({ date: '2026-03-02', schedules: 1, invoices: 2, messages: 2 });
    const invoices = await invoicesOf(t.db, owner.organizationId);
    expect(invoices.map((i) => [i.tenant_id, i.number, Number(i.amount_cents), i.months])).toEqual([
      [a!.id, 1, 2_550_000, 3],
      [b!.id, 2, 3_600_150, 3],
    ]);
    expect(invoices[0]).toMatchObject({
      invoice_type: 'Rental Invoice Bill',
      billing_date: '2026-03-02',
      invoice_date: time.clock().toISOString(),
      // The default message (one SMS part): what, when, where to pay, who bills.
      message: expect.stringMatching(
        /^Dear Akinyi Otieno, INV-\d{6}: Rental Invoice Bill for March 2026, KES 25,500 due 5 Mar 2026\. Paybill 522533, account B1\. \S.+$/,
      ),
    });
    const sms = await smsOf(t.db, owner.organizationId);
    expect(sms).toHaveLength(2);
    expect(sms.find((s) => s.invoice_id === invoices[0]!.id)).toMatchObject({
      tenant_id: a!.id,
      recipient_name: 'Akinyi Otieno',
      phone: '+254722000111',
      text: invoices[0]!.message,
      purpose: 'invoice',
      status: 'queued',
    });
    expect((await scheduleRow(t.db, invoices[0]!.schedule_id!)).next_billing_date).toBe(
      '2026-06-02',
    );
  });

  it('bills water from unbilled readings up to the billing date only, once', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const [a, b, c] = await insertTenants(t.db, owner.roomRef, 3);
    await insertReading(t.db, a!, 10_000, '2026-02-20T08:00:00.000Z');
    await insertReading(t.db, a!, 2_550, '2026-03-02T20:59:59.000Z'); // 23:59 in Nairobi
    await insertReading(t.db, a!, 777, '2026-03-02T21:00:00.000Z'); // next day in Nairobi
    await insertReading(t.db, b!, 0, '2026-02-25T08:00:00.000Z');
    const id = await createSchedule(t.app, owner, {
      invoicetype: 'Water Invoice Bill',
      invoicemessage: '{customername}: water {amount} for {month}, paybill {paybill}',
    });

    expect(await run(owner, '2026-03-02')).toMatchObject({ invoices: 1, messages: 1 });
    const [first] = await invoicesOf(t.db, owner.organizationId);
    expect(first).toMatchObject({ tenant_id: a!.id, amount_cents: 12_550 });
    expect(first!.message).toBe('Tenant 1: water 125.50 for March 2026, paybill (paybill not set)');
    const billed = await t.db
      .selectFrom('water_readings')
      .select(['cost_cents', 'invoice_id'])
      .where('tenant_id', '=', a!.id)
      .orderBy('reading_date')
      .execute();
    expect(billed.map((r) => r.invoice_id)).toEqual([first!.id, first!.id, null]);

    await insertReading(t.db, c!, 4_000, '2026-03-20T08:00:00.000Z');
    expect(await run(owner, '2026-04-02')).toMatchObject({ invoices: 2 });
    const april = (await invoicesOf(t.db, owner.organizationId)).filter(
      (i) => i.billing_date === '2026-04-02',
    );
    expect(april.map((i) => [i.tenant_id, Number(i.amount_cents)])).toEqual([
      [a!.id, 777],
      [c!.id, 4_000],
    ]);
    expect((await scheduleRow(t.db, id)).next_billing_date).toBe('2026-05-02');
  });

  it('bills the service charge × months to every tenant', async () => {
    const owner = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, 3);
    await createSchedule(t.app, owner, {
      invoicetype: 'Service Charge Bill',
      servicecharge: 1500.25,
      billingfrequency: 'semi-annually',
    });
    await run(owner, '2026-03-02');
    const invoices = await invoicesOf(t.db, owner.organizationId);
    expect(invoices.map((i) => Number(i.amount_cents))).toEqual([900_150, 900_150, 900_150]);
    expect(invoices.every((i) => i.months === 6 && i.invoice_type === 'Service Charge Bill')).toBe(
      true,
    );
  });

  it('reminds only tenants who owe, and the reminder leaves balances as they were', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const [owing, settled, credit] = await insertTenants(t.db, owner.roomRef, 3, (i) => ({
      opening_rent_balance_cents: [150_000, 50_000, 0][i],
      opening_water_balance_cents: [2_050, 0, 0][i],
    }));
    await insertPayment(t.db, settled!, 50_000);
    await insertPayment(t.db, credit!, 10_000);
    await createSchedule(t.app, owner, { invoicetype: 'Pending Bill' });

    const before = await tenantBalance(t.db, owner.organizationId, owing!.id);
    expect(await run(owner, '2026-03-02')).toMatchObject({ invoices: 1 });
    const [reminder] = await invoicesOf(t.db, owner.organizationId);
    expect(reminder).toMatchObject({ tenant_id: owing!.id, amount_cents: 152_050 });
    expect(reminder!.message).toContain('KES 1,520.50');
    expect(await tenantBalance(t.db, owner.organizationId, owing!.id)).toBe(before);
  });
});

describe('runDueInvoices: numbering, idempotency and catching up', () => {
  it('numbers invoices 1, 2, 3... per organization across schedules and runs', async () => {
    const owner = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, 3);
    await createSchedule(t.app, owner);
    await createSchedule(t.app, owner, { invoicetype: 'Service Charge Bill', servicecharge: 100 });
    await run(owner, '2026-03-02');
    await run(owner, '2026-04-02');
    const numbers = (await invoicesOf(t.db, owner.organizationId)).map((i) => i.number);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const organization = await t.db
      .selectFrom('organizations')
      .select('last_invoice_number')
      .where('id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    expect(organization.last_invoice_number).toBe(12);
  });

  it('creates nothing more when run again for the same date', async () => {
    const owner = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, 4);
    await createSchedule(t.app, owner);
    expect(await run(owner, '2026-03-02')).toMatchObject({ schedules: 1, invoices: 4 });
    expect(await run(owner, '2026-03-02')).toEqual({
      date: '2026-03-02',
      schedules: 0,
      invoices: 0,
      messages: 0,
    });
    // Through the API too, for the same date.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/invoice/run',
      headers: authed(owner.token),
      payload: { date: '2026-03-02' },
    });
    expect(again.json()).toEqual({ date: '2026-03-02', schedules: 0, invoices: 0, messages: 0 });
    expect(await invoicesOf(t.db, owner.organizationId)).toHaveLength(4);
    expect(await smsOf(t.db, owner.organizationId)).toHaveLength(4);
  });

  it('catches up on billing dates missed while the server was down', async () => {
    const owner = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, 2);
    const id = await createSchedule(t.app, owner, { startdate: '2026-03-31' });
    const result = await runDueInvoices({ db: t.db, clock: time.clock }, { today: '2026-06-29' });
    expect(result.invoices).toBeGreaterThanOrEqual(6);
    const invoices = await invoicesOf(t.db, owner.organizationId);
    expect(invoices.map((i) => i.billing_date)).toEqual([
      '2026-03-31',
      '2026-03-31',
      '2026-04-30',
      '2026-04-30',
      '2026-05-31',
      '2026-05-31',
    ]);
    expect(invoices.map((i) => i.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await scheduleRow(t.db, id)).next_billing_date).toBe('2026-06-30');
    expect(await smsOf(t.db, owner.organizationId)).toHaveLength(6);
  });

  it("asks for the landlord's account#house at a bank paybill", async () => {
    const owner = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, 1);
    await t.db
      .insertInto('mpesa_settings')
      .values({
        organization_id: owner.organizationId,
        organization_name: 'Akinyi Homes',
        paybill_number: '522522',
        account_number: '1234567',
        updated_at: time.clock().toISOString(),
      })
      .execute();
    await createSchedule(t.app, owner);
    await runDueInvoices({ db: t.db, clock: time.clock }, { today: '2026-03-02' });
    const [invoice] = await invoicesOf(t.db, owner.organizationId);
    expect(invoice!.message).toContain('Paybill 522522, account 1234567#A00001.');
  });

  it('does not bill a tenant for the dates before they moved in when catching up', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const id = await createSchedule(t.app, owner, { startdate: '2026-03-31' });
    // Moved in on 2 May (Nairobi): the March and April dates the run catches up are not theirs.
    const [tenant] = await insertTenants(t.db, owner.roomRef, 1, () => ({
      created_at: '2026-05-01T21:30:00.000Z',
    }));
    await runDueInvoices({ db: t.db, clock: time.clock }, { today: '2026-06-29' });
    const invoices = await invoicesOf(t.db, owner.organizationId);
    expect(invoices.map((i) => [i.tenant_id, i.billing_date])).toEqual([
      [tenant!.id, '2026-05-31'],
    ]);
    expect((await scheduleRow(t.db, id)).next_billing_date).toBe('2026-06-30');
  });
});

describe('runDueInvoices: accounts it skips and plan limits', () => {
  it('skips an organization whose owner is deactivated, and catches up once reactivated', async () => {
    const owner = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, 2);
    const id = await createSchedule(t.app, owner);
    const setStatus = (status: 'active' | 'inactive') =>
      t.db
        .updateTable('users')
        .set({ status })
        .where('organization_id', '=', owner.organizationId)
        .execute();

    await setStatus('inactive');
    expect(await run(owner, '2026-04-05')).toMatchObject({ schedules: 0, invoices: 0 });
    expect((await scheduleRow(t.db, id)).next_billing_date).toBe('2026-03-02');

    await setStatus('active');
    expect(await run(owner, '2026-04-05')).toMatchObject({ schedules: 1, invoices: 4 });
    expect((await scheduleRow(t.db, id)).next_billing_date).toBe('2026-05-02');
  });

  it('skips a lapsed trial (a week after it ended) without advancing it', async () => {
    const owner = await billingLandlord(t.app, t.db, { plan: null });
    await insertTenants(t.db, owner.roomRef, 2);
    const id = await createSchedule(t.app, owner);
    const setTrialEnd = (iso: string) =>
      t.db
        .updateTable('organizations')
        .set({ trial_ends_at: iso })
        .where('id', '=', owner.organizationId)
        .execute();

    // Ended 6 days ago: still within the grace week.
    await setTrialEnd('2026-02-24T06:00:00.000Z');
    expect(await run(owner, '2026-03-02')).toMatchObject({ invoices: 2 });

    // Ended 8 days ago: lapsed.
    await setTrialEnd('2026-02-22T06:00:00.000Z');
    expect(await run(owner, '2026-04-02')).toMatchObject({ invoices: 0 });
    expect((await scheduleRow(t.db, id)).next_billing_date).toBe('2026-04-02');

    // A plan chosen: billed again, the missed date included.
    await t.db
      .updateTable('organizations')
      .set({ plan_id: 'standard' })
      .where('id', '=', owner.organizationId)
      .execute();
    expect(await run(owner, '2026-04-02')).toMatchObject({ invoices: 2 });
  });

  it("invoices up to the plan's invoices per month and notes who was left out", async () => {
    // Individual: 40 invoices a month.
    const owner = await billingLandlord(t.app, t.db, { plan: 'individual' });
    const tenants = await insertTenants(t.db, owner.roomRef, 43);
    await createSchedule(t.app, owner, { invoicetype: 'Service Charge Bill', servicecharge: 100 });
    const rent = await createSchedule(t.app, owner, { startdate: '2026-03-20' });

    await run(owner, '2026-03-02');
    const march = await invoicesOf(t.db, owner.organizationId);
    expect(march).toHaveLength(40);
    // Tenants in house-number order: the last three are left out.
    expect(new Set(march.map((i) => i.tenant_id))).toEqual(
      new Set(tenants.slice(0, 40).map((tenant) => tenant.id)),
    );
    const listed = await t.app.inject({
      url: '/api/invoicesettings/all-invoices',
      headers: authed(owner.token),
    });
    const notes = listed.json().invoices.map((i: { lastrunnote: string | null }) => i.lastrunnote);
    expect(notes).toContain('Plan limit reached: 3 tenants not invoiced on 2026-03-02');

    // The month is used up: the rent schedule bills no one on 20 March, and says so.
    await run(owner, '2026-03-20');
    expect(await invoicesOf(t.db, owner.organizationId)).toHaveLength(40);
    expect((await scheduleRow(t.db, rent)).last_run_note).toBe(
      'Plan limit reached: 43 tenants not invoiced on 2026-03-20',
    );
    expect((await scheduleRow(t.db, rent)).next_billing_date).toBe('2026-04-20');

    // A new month, a new allowance; a run within the limit clears the note.
    await t.db
      .updateTable('organizations')
      .set({ plan_id: 'enterprise' })
      .where('id', '=', owner.organizationId)
      .execute();
    await run(owner, '2026-04-20');
    expect((await scheduleRow(t.db, rent)).last_run_note).toBeNull();
    expect(await invoicesOf(t.db, owner.organizationId)).toHaveLength(40 + 43 + 43);
  });
});

describe('runDueInvoices: schedules and tenants changing between runs', () => {
  it('uses the edited schedule and leaves tenants who moved out out', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const [stay, leave] = await insertTenants(t.db, owner.roomRef, 2);
    await insertPayment(t.db, leave!, 850_000);
    const id = await createSchedule(t.app, owner);
    await run(owner, '2026-03-02');

    time.advanceDays(5);
    try {
      await editAndRemove();
    } finally {
      time.advanceDays(-5);
    }
    async function editAndRemove() {
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/invoicesettings/all-invoices/${id}`,
        headers: authed(owner.token),
        payload: {
          invoicetype: 'Service Charge Bill',
          servicecharge: 300,
          rentalid: owner.rental.rentalid,
          billingfrequency: 'quarterly',
          startdate: '2026-03-02',
        },
      });
      expect(edited.json().invoice.settingdata.nextbillingdate).toBe('2026-04-02');
      // Paid up and no deposit: the tenancy ends with nothing to settle.
      const ended = await t.app.inject({
        method: 'POST',
        url: `/api/tenant/${leave!.id}/end-tenancy`,
        headers: authed(owner.token),
        payload: { moveoutdate: nairobiDate(time.clock()) },
      });
      expect(ended.statusCode).toBe(200);
    }

    await run(owner, '2026-04-02');
    const invoices = await invoicesOf(t.db, owner.organizationId);
    // The leaver keeps their March invoice (history stays) and gets nothing in April.
    expect(invoices.map((i) => [i.tenant_id, i.invoice_type, Number(i.amount_cents)])).toEqual([
      [stay!.id, 'Rental Invoice Bill', 850_000],
      [leave!.id, 'Rental Invoice Bill', 850_000],
      [stay!.id, 'Service Charge Bill', 90_000],
    ]);
    // The series keeps to the start date: quarterly from 2 March is 2 June, 2 September...
    expect((await scheduleRow(t.db, id)).next_billing_date).toBe('2026-06-02');
    expect(await tenantBalance(t.db, owner.organizationId, stay!.id)).toBe(940_000);
    // The leaver's SMS stay in the outbox history.
    const sms = await smsOf(t.db, owner.organizationId);
    expect(sms).toHaveLength(3);
  });

  it('bills nothing for a deleted schedule and survives a rental with no tenants', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const empty = await createSchedule(t.app, owner);
    expect(await run(owner, '2026-03-02')).toMatchObject({ schedules: 1, invoices: 0 });
    expect((await scheduleRow(t.db, empty)).next_billing_date).toBe('2026-04-02');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/invoicesettings/all-invoices/${empty}`,
      headers: authed(owner.token),
    });
    await insertTenants(t.db, owner.roomRef, 2);
    expect(await run(owner, '2026-04-02')).toMatchObject({ schedules: 0, invoices: 0 });
  });

  it("keeps a deleted schedule's invoices, without their schedule, and the tenants' balances", async () => {
    const owner = await billingLandlord(t.app, t.db, { monthlyrent: 8500 });
    const tenants = await insertTenants(t.db, owner.roomRef, 2);
    const id = await createSchedule(t.app, owner);
    expect(await run(owner, '2026-03-02')).toMatchObject({ schedules: 1, invoices: 2 });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/invoicesettings/all-invoices/${id}`,
      headers: authed(owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    const invoices = await invoicesOf(t.db, owner.organizationId);
    expect(invoices.map((i) => [i.tenant_id, i.schedule_id, Number(i.amount_cents)])).toEqual(
      tenants.map((tenant) => [tenant.id, null, 850_000]),
    );
    for (const tenant of tenants) {
      expect(await tenantBalance(t.db, owner.organizationId, tenant.id)).toBe(850_000);
    }
  });
});
