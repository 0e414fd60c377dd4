import { randomUUID } from 'node:crypto';
import { todayInNairobi } from '@rental/shared/dates';
import type { Notification } from '@rental/shared/schemas/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { systemClock } from '../../src/lib/clock.js';
import { databaseChangeMarker } from '../../src/modules/reports/summary-cache.js';
import { createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createSchedule } from '../invoices/billing-fixtures.js';
import { queueMessages } from '../sms/fixtures.js';

// The bell says what needs the landlord, derived from the data as they are: payments waiting,
// messages failed or held, a run that skipped tenants, a plan limit near, the paid period
// ending, a go-live step missing. Each is read per user; something new is unread again.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function notifications(token: string): Promise<Notification[]> {
  const response = await t.app.inject({ url: '/api/notifications', headers: authed(token) });
  expect(response.statusCode).toBe(200);
  return response.json().notifications;
}

const today = () => todayInNairobi();
const kinds = (list: Notification[]) => list.map((n) => n.kind).sort();

function markRead(token: string, notificationids: string[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: authed(token),
    payload: { notificationids },
  });
}

async function unallocated(organizationId: string, createdAt: string, db = t.db) {
  await db
    .insertInto('unallocated_payments')
    .values({
      id: randomUUID(),
      organization_id: organizationId,
      trans_id: randomUUID().slice(0, 10),
      amount_cents: 500000,
      bill_ref: 'Z9',
      payer_name: 'JOHN',
      paid_at: createdAt,
      source: 'c2b',
      assigned_transaction_id: null,
      assigned_at: null,
      created_at: createdAt,
    })
    .execute();
}

describe('GET /api/notifications', () => {
  it('lists the go-live steps a new landlord has left, each linking to where to act', async () => {
    const owner = await landlordWithRoom(t.app);
    const list = await notifications(owner.token);
    expect(kinds(list)).toEqual(['go_live_paybill', 'go_live_schedule', 'go_live_sms']);
    expect(list.find((n) => n.kind === 'go_live_paybill')).toMatchObject({
      text: 'Set your paybill so invoices tell tenants where to pay',
      link: '/settings?tab=mpesa',
      read: false,
    });

    await t.db
      .insertInto('mpesa_settings')
      .values({
        organization_id: owner.organizationId,
        organization_name: 'Akinyi Homes',
        paybill_number: '522533',
        account_number: '',
        updated_at: new Date().toISOString(),
      })
      .execute();
    await createSchedule(t.app, owner, { invoicetype: 'Water Invoice Bill', startdate: today() });
    // An own paybill still needs its callback URLs registered; a water schedule, a reading.
    expect(kinds(await notifications(owner.token))).toEqual([
      'go_live_callbacks',
      'go_live_reading',
      'go_live_sms',
    ]);
  });

  it('counts payments waiting and messages failed or held, for each role what it can act on', async () => {
    const owner = await landlordWithRoom(t.app);
    await unallocated(owner.organizationId, '2026-05-01T08:00:00.000Z');
    await unallocated(owner.organizationId, '2026-05-02T08:00:00.000Z');
    const failed = await queueMessages(t.db, owner.organizationId, 3, new Date());
    await t.db
      .updateTable('sms_messages')
      .set({ status: 'failed' })
      .where('id', 'in', failed)
      .execute();
    const held = await queueMessages(t.db, owner.organizationId, 1, new Date());
    await t.db
      .updateTable('sms_messages')
      .set({ status: 'held' })
      .where('id', 'in', held)
      .execute();

    const list = await notifications(owner.token);
    expect(list.find((n) => n.kind === 'unallocated_payments')).toMatchObject({
      text: 'M-PESA payments waiting to be assigned to a tenant: 2',
      params: { count: 2 },
      link: '/unallocated',
    });
    expect(list.find((n) => n.kind === 'sms_failed')?.params).toEqual({ count: 3 });
    expect(list.find((n) => n.kind === 'sms_held')?.params).toEqual({ count: 1 });

    // A member sees what their role can act on: a manager the go-live steps (settings) too,
    // an accountant the money and messages, a caretaker none of these.
    const manager = await memberToken(t.db, owner.organizationId, systemClock, 'manager');
    expect(kinds(await notifications(manager))).toEqual([
      'go_live_paybill',
      'go_live_schedule',
      'go_live_sms',
      'sms_failed',
      'sms_held',
      // The held message waits to be sent (Messages → Waiting).
      'sms_waiting',
      'unallocated_payments',
    ]);
    const accountant = await memberToken(t.db, owner.organizationId, systemClock, 'accountant');
    expect(kinds(await notifications(accountant))).toEqual([
      'sms_failed',
      'sms_held',
      'sms_waiting',
      'unallocated_payments',
    ]);
    const caretaker = await memberToken(t.db, owner.organizationId, systemClock, 'caretaker');
    expect(kinds(await notifications(caretaker))).toEqual([]);
  });

  it('says when a schedule run skipped tenants', async () => {
    const owner = await landlordWithRoom(t.app);
    const scheduleId = await createSchedule(t.app, owner, { startdate: today() });
    await t.db
      .insertInto('schedule_runs')
      .values({
        id: randomUUID(),
        organization_id: owner.organizationId,
        schedule_id: scheduleId,
        billing_date: '2026-05-01',
        ran_at: new Date().toISOString(),
        billed: 3,
        skipped: JSON.stringify({ no_readings: 2, moved_in_later: 1 }),
        held: '{}',
      })
      .execute();
    const skipped = (await notifications(owner.token)).find((n) => n.kind === 'schedule_skipped');
    expect(skipped).toMatchObject({
      params: { date: '2026-05-01', count: 3, invoicetype: 'Rental Invoice Bill' },
      link: '/settings?tab=invoices',
    });
    // Dates as people read them, in the text as on the bell.
    expect(skipped?.text).toMatch(/^The Rental Invoice Bill of .* run of 1 May 2026 skipped/);
  });

  it('warns the owner of a plan limit at 80% and of the paid period ending', async () => {
    const owner = await landlordWithRoom(t.app);
    await createRental(t.app, owner.token); // 2 of the trial's 2 rentals
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await t.db
      .updateTable('organizations')
      .set({ trial_ends_at: soon })
      .where('id', '=', owner.organizationId)
      .execute();
    const list = await notifications(owner.token);
    expect(list.find((n) => n.kind === 'plan_limit')).toMatchObject({
      text: '2 of 2 rentals on your plan are in use',
      link: '/settings?tab=subscription',
    });
    expect(list.find((n) => n.kind === 'period_ending')?.link).toBe('/settings?tab=subscription');
  });
});

describe('GET /api/notifications, asked again and again', () => {
  it('derives again when the data change or the minute turns, not on every ask', async () => {
    let now = new Date('2026-05-10T07:00:00.000Z');
    const kept = await createTestApp({ clock: () => now });
    try {
      const owner = await landlordWithRoom(kept.app);
      // The free month ends 7 days and 30 seconds from now: not yet within the week.
      const end = new Date(now.getTime() + 7 * 86_400_000 + 30_000).toISOString();
      await kept.db
        .updateTable('organizations')
        .set({ trial_ends_at: end })
        .where('id', '=', owner.organizationId)
        .execute();
      const ask = async () => {
        const response = await kept.app.inject({
          url: '/api/notifications',
          headers: authed(owner.token),
        });
        expect(response.statusCode).toBe(200);
        return response.json<{ notifications: Notification[] }>().notifications;
      };
      const first = await ask();
      expect(kinds(first)).not.toContain('period_ending');

      // Nothing changed: only what this user has read is looked up again. On PostgreSQL the
      // change marker is the cluster's snapshot, which a commit in any database moves (another
      // test file's): two asks are repeated until no commit anywhere came between them.
      const askedTwiceUnchanged = async () => {
        for (let attempt = 0; attempt < 500; attempt++) {
          const marker = await databaseChangeMarker(kept.db);
          await ask();
          const before = kept.readerQueries();
          const again = await ask();
          const queries = kept.readerQueries() - before;
          if ((await databaseChangeMarker(kept.db)) === marker) return { again, queries };
        }
        throw new Error('every two asks had a commit between them');
      };
      const { again, queries } = await askedTwiceUnchanged();
      expect(again).toEqual(first);
      expect(queries).toBe(1);

      // A payment no tenant has: shown at the next ask.
      await unallocated(owner.organizationId, now.toISOString(), kept.db);
      expect(kinds(await ask())).toContain('unallocated_payments');

      // No data changed, but a minute went by: the week before the end has begun.
      now = new Date(now.getTime() + 60_000);
      expect((await ask()).find((n) => n.kind === 'period_ending')?.params).toEqual({
        date: end.slice(0, 10),
      });
    } finally {
      await kept.close();
    }
  });
});

describe('POST /api/notifications/read', () => {
  it('marks read per user; something new is unread again', async () => {
    const owner = await landlordWithRoom(t.app);
    await unallocated(owner.organizationId, '2026-05-01T08:00:00.000Z');
    const [waiting] = (await notifications(owner.token)).filter(
      (n) => n.kind === 'unallocated_payments',
    );
    // Sent at once, as a double click or two tabs would: each answers 204, one read kept.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => markRead(owner.token, [waiting!.notificationid])),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    const reads = await t.db
      .selectFrom('notification_reads')
      .selectAll()
      .where('notification_id', '=', waiting!.notificationid)
      .execute();
    expect(reads).toHaveLength(1);
    const after = await notifications(owner.token);
    expect(after.find((n) => n.kind === 'unallocated_payments')?.read).toBe(true);

    // Another user of the organization has not read it.
    const member = await memberToken(t.db, owner.organizationId);
    expect((await notifications(member)).find((n) => n.kind === 'unallocated_payments')?.read).toBe(
      false,
    );

    await unallocated(owner.organizationId, '2026-05-03T08:00:00.000Z');
    const fresh = (await notifications(owner.token)).find((n) => n.kind === 'unallocated_payments');
    expect(fresh).toMatchObject({ read: false, params: { count: 2 } });
  });

  it('validates the body and needs a session', async () => {
    const owner = await landlordWithRoom(t.app);
    expect((await markRead(owner.token, [])).statusCode).toBe(400);
    expect((await markRead('', ['x'])).statusCode).toBe(401);
  });
});
