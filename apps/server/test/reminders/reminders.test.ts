import { defaultReminderMessage, reminderMessages } from '@rental/shared/schemas/reminders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueDueReminders } from '../../src/modules/reminders/queue.js';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertInvoice, pay, settableClock, signedInMember } from '../transactions/fixtures.js';

// 15 June 2026, 07:59 in Nairobi: a minute before reminders may go.
const time = settableClock('2026-06-15T04:59:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const at = (nairobi: string) => time.set(new Date(`${nairobi}+03:00`).toISOString());

async function landlordInArrears() {
  at('2026-06-15T09:00:00');
  const owner = await landlordWithRoom(t.app);
  const org = owner.organizationId;
  await t.db
    .updateTable('organizations')
    .set({ plan_id: 'enterprise' })
    .where('id', '=', org)
    .execute();
  await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: { organizationname: 'Jua Court Homes', paybillnumber: '600984' },
  });
  const tenant = (firstname: string, opening = 0) =>
    addTenant(t.app, owner.token, owner.place, {
      firstname,
      lastname: 'Test',
      openingrentbalance: opening,
      openingwaterbalance: 0,
    });
  const bill = (tenantId: string, kes: number, dueDate: string) =>
    insertInvoice(t.db, { organizationId: org, tenantId, amountCents: kes * 100, dueDate });
  const amina = await tenant('Amina');
  await bill(amina.tenantid, 8000, '2026-06-14'); // 1 day late
  const baraka = await tenant('Baraka');
  await bill(baraka.tenantid, 8000, '2026-06-01'); // 14 days late
  await bill(baraka.tenantid, 8000, '2026-06-08'); // 7 days late: the same SMS
  const chebet = await tenant('Chebet');
  await bill(chebet.tenantid, 8000, '2026-06-01');
  await pay(t.app, owner.token, chebet.tenantid, 8000); // paid: never reminded
  const daudi = await tenant('Daudi', 2500); // arrears carried in: overdue from today
  const esther = await tenant('Esther');
  await bill(esther.tenantid, 8000, '2026-06-20'); // not yet due
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/reminders/settings',
    headers: authed(owner.token),
    payload: {
      enabled: true,
      days: [14, 1, 7],
      template:
        'Hi {customername}: KES {balance} since {duedate}, paybill {paybill} acc {account}.',
    },
  });
  expect(saved.statusCode).toBe(200);
  return { owner, amina, baraka, daudi };
}

function remindersOf(organizationId: string) {
  return t.db
    .selectFrom('sms_messages')
    .select(['recipient_name', 'text', 'purpose', 'status'])
    .where('organization_id', '=', organizationId)
    .where('purpose', '=', 'reminder')
    .orderBy('recipient_name')
    .execute();
}

const run = (organizationId: string) =>
  queueDueReminders({ db: t.db, clock: time.clock }, { organizationId });

describe('reminders', () => {
  it('go at 08:00 Nairobi, not 07:59 or 18:00, once per step, only to those who owe', async () => {
    const { owner, amina } = await landlordInArrears();
    const org = owner.organizationId;
    at('2026-06-15T07:59:59');
    expect(await run(org)).toBe(0);
    at('2026-06-15T18:00:00');
    expect(await run(org)).toBe(0);
    at('2026-06-15T08:00:00');
    expect(await run(org)).toBe(3);
    expect(await remindersOf(org)).toEqual([
      {
        recipient_name: 'Amina Test',
        text:
          'Hi Amina Test: KES 8,000 since 14 Jun 2026, paybill 600984 acc ' +
          'B'.slice(0, 0) +
          (await houseOf(amina.tenantid)) +
          '.',
        purpose: 'reminder',
        status: 'queued',
      },
      expect.objectContaining({
        recipient_name: 'Baraka Test',
        text: expect.stringContaining('KES 16,000 since 1 Jun 2026'),
      }),
      expect.objectContaining({
        recipient_name: 'Daudi Test',
        text: expect.stringContaining('KES 2,500 since 14 Jun 2026'),
      }),
    ]);
    expect(await run(org)).toBe(0);

    // The next day nothing new is due; on the 21st Amina reaches the 7-day step.
    at('2026-06-16T10:00:00');
    expect(await run(org)).toBe(0);
    at('2026-06-21T10:00:00');
    // Amina and Daudi's opening balance reach 7 days; Esther's rent, due on the 20th, 1 day.
    expect(await run(org)).toBe(3);
    at('2026-06-15T09:00:00');
  });

  it('two processes together queue each reminder exactly once', async () => {
    const { owner } = await landlordInArrears();
    at('2026-06-15T08:30:00');
    const counts = await Promise.all([run(owner.organizationId), run(owner.organizationId)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await remindersOf(owner.organizationId)).toHaveLength(3);
  });

  it('skip lapsed organizations and deactivated owners', async () => {
    const lapsed = await landlordInArrears();
    await t.db
      .updateTable('organizations')
      .set({ plan_id: null, trial_ends_at: '2026-01-01T00:00:00.000Z', paid_until: null })
      .where('id', '=', lapsed.owner.organizationId)
      .execute();
    const inactive = await landlordInArrears();
    await t.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('organization_id', '=', inactive.owner.organizationId)
      .execute();
    at('2026-06-15T10:00:00');
    expect(await run(lapsed.owner.organizationId)).toBe(0);
    expect(await run(inactive.owner.organizationId)).toBe(0);
  });
});

async function houseOf(tenantId: string) {
  const row = await t.db
    .selectFrom('tenants')
    .select('house_number')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return row.house_number;
}

describe('remind everyone in arrears now', () => {
  it('previews, sends once a day each, in the sending hours, for the owner only', async () => {
    const { owner } = await landlordInArrears();
    at('2026-06-15T09:00:00');
    const preview = await t.app.inject({
      url: '/api/reminders/preview',
      headers: authed(owner.token),
    });
    // Esther owes only rent due on the 20th: counted apart, never reminded.
    expect(preview.json()).toMatchObject({
      count: 3,
      notoverdue: 1,
      sample: { name: expect.any(String), parts: 1 },
    });
    const send = (token = owner.token) =>
      t.app.inject({ method: 'POST', url: '/api/reminders/send-now', headers: authed(token) });
    const member = await signedInMember(
      t.app,
      t.db,
      owner.organizationId,
      { firstname: 'Otieno', lastname: 'Ochieng' },
      'caretaker',
    );
    expect((await send(member.token)).statusCode).toBe(403);
    expect((await send()).json()).toEqual({ queued: 3, notoverdue: 1 });
    expect((await send()).json()).toEqual({ queued: 0, notoverdue: 1 });
    expect(
      (await t.app.inject({ url: '/api/reminders/preview', headers: authed(owner.token) })).json()
        .count,
    ).toBe(0);
    const log = await activityOf(t.app, owner.token);
    expect(log.find((e) => e.kind === 'reminders_sent_now')?.summary).toBe(
      'Sent reminders to everyone in arrears: 3',
    );
    at('2026-06-15T19:30:00');
    const late = await send();
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(reminderMessages.outsideHours);
    at('2026-06-16T08:05:00');
    expect((await send()).json()).toEqual({ queued: 3, notoverdue: 1 });
    at('2026-06-15T09:00:00');
  });
});

describe('what a reminder says', () => {
  it('names the overdue amount since its date and what more is due, and skips the rest', async () => {
    at('2026-06-15T09:00:00');
    const owner = await landlordWithRoom(t.app);
    const org = owner.organizationId;
    await t.db
      .updateTable('organizations')
      .set({ display_name: 'Jua Court Homes' })
      .where('id', '=', org)
      .execute();
    await t.app.inject({
      method: 'PUT',
      url: '/api/mpesasettings/mpesa-settings',
      headers: authed(owner.token),
      payload: { organizationname: 'Jua Court Homes', paybillnumber: '600984' },
    });
    const tenant = (firstname: string, housenumber: string) =>
      addTenant(t.app, owner.token, owner.place, {
        firstname,
        lastname: 'Test',
        housenumber,
        openingrentbalance: 0,
        openingwaterbalance: 0,
      });
    const bill = (tenantId: string, kes: number, dueDate: string) =>
      insertInvoice(t.db, { organizationId: org, tenantId, amountCents: kes * 100, dueDate });
    const faith = await tenant('Faith', 'F1');
    await bill(faith.tenantid, 6000, '2026-06-05'); // overdue
    await bill(faith.tenantid, 12000, '2026-06-20'); // not yet due
    await pay(t.app, owner.token, faith.tenantid, 1000);
    const gitau = await tenant('Gitau', 'G2');
    await bill(gitau.tenantid, 15000, '2026-06-15'); // due today: not overdue yet
    await bill(gitau.tenantid, 15000, '2026-07-05');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/settings',
      headers: authed(owner.token),
      payload: { enabled: true, days: [1, 7], template: defaultReminderMessage },
    });
    expect(saved.statusCode).toBe(200);

    expect(await run(org)).toBe(1);
    expect(await remindersOf(org)).toEqual([
      expect.objectContaining({
        recipient_name: 'Faith Test',
        text:
          'Dear Faith Test, KES 5,000 is overdue since 5 Jun 2026; KES 12,000 more is due on ' +
          '20 Jun 2026. Paybill 600984, account F1. Jua Court Homes',
      }),
    ]);
    const preview = await t.app.inject({
      url: '/api/reminders/preview',
      headers: authed(owner.token),
    });
    expect(preview.json()).toMatchObject({ count: 1, notoverdue: 1 });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/send-now',
      headers: authed(owner.token),
    });
    expect(sent.json()).toEqual({ queued: 1, notoverdue: 1 });
    const texts = (await remindersOf(org)).map((row) => row.recipient_name);
    expect(texts).toEqual(['Faith Test', 'Faith Test']);

    // A custom template: {balance} stays all that is owed, {overdue} what is late.
    await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/settings',
      headers: authed(owner.token),
      payload: { enabled: true, days: [1, 7], template: '{overdue} of {balance} late{nextdue}.' },
    });
    at('2026-06-16T09:00:00');
    expect(await run(org)).toBe(1); // Gitau's rent due on the 15th reaches its 1-day step
    const gitauText = await t.db
      .selectFrom('sms_messages')
      .select('text')
      .where('tenant_id', '=', gitau.tenantid)
      .executeTakeFirstOrThrow();
    expect(gitauText.text).toBe('15,000 of 30,000 late; KES 15,000 more is due on 5 Jul 2026.');
    at('2026-06-15T09:00:00');
  });
});

describe('reminder settings', () => {
  it('are off with 1, 7 and 14 days by default, validated, and the owner’s', async () => {
    at('2026-06-15T09:00:00');
    const owner = await landlordWithRoom(t.app);
    const got = await t.app.inject({
      url: '/api/reminders/settings',
      headers: authed(owner.token),
    });
    expect(got.json().reminders).toMatchObject({ enabled: false, days: [1, 7, 14] });
    const put = (payload: object, token = owner.token) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/reminders/settings',
        headers: authed(token),
        payload,
      });
    const bad = await put({ enabled: true, days: [0, 7, 7], template: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      days: reminderMessages.daysInvalid,
      template: reminderMessages.templateRequired,
    });
    const member = await signedInMember(
      t.app,
      t.db,
      owner.organizationId,
      { firstname: 'Otieno', lastname: 'Ochieng' },
      'accountant',
    );
    expect(
      (await put({ enabled: true, days: [3], template: 'Pay' }, member.token)).statusCode,
    ).toBe(403);
    const saved = await put({ enabled: true, days: [10, 3], template: 'Pay {balance}' });
    expect(saved.json().reminders).toEqual({
      enabled: true,
      days: [3, 10],
      template: 'Pay {balance}',
    });
    const log = await activityOf(t.app, owner.token);
    expect(log.find((e) => e.kind === 'reminder_settings_saved')?.summary).toContain(
      'Saved the reminder settings',
    );
  });
});
