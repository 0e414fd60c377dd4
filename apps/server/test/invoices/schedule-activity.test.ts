import type { ActivityEntry } from '@rental/shared/schemas/activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { billingLandlord, createSchedule, scheduleBody } from './billing-fixtures.js';

// 2026-03-02 09:00 in Nairobi.
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const settingUrl = (id: string) => `/api/invoicesettings/all-invoices/${id}`;

async function scheduleLog(token: string): Promise<ActivityEntry[]> {
  const response = await t.app.inject({ url: '/api/activity', headers: authed(token) });
  return response
    .json()
    .activity.filter((entry: ActivityEntry) => entry.kind.startsWith('schedule_'));
}

describe('invoice schedules in the activity log', () => {
  it('logs create, update (before → after) and delete by whoever made them', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const member = await memberToken(t.db, owner.organizationId, time.clock);
    const other = await createRental(t.app, owner.token, { rentalname: 'Baraka Court' });
    const id = await createSchedule(t.app, { ...owner, token: member });
    const edited = await t.app.inject({
      method: 'PUT',
      url: settingUrl(id),
      headers: authed(owner.token),
      payload: {
        ...scheduleBody(other.rentalid),
        billingfrequency: 'quarterly',
        startdate: '2026-03-20',
        invoicemessage: 'Hello {customername}, pay {amount}.',
      },
    });
    expect(edited.statusCode).toBe(200);
    // Refused changes leave nothing.
    const invalid = { ...scheduleBody(owner.rental.rentalid), startdate: '2026-03-01' };
    const refused = await t.app.inject({
      method: 'PUT',
      url: settingUrl(id),
      headers: authed(owner.token),
      payload: invalid,
    });
    expect(refused.statusCode).toBe(400);
    const foreign = await billingLandlord(t.app, t.db);
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: settingUrl(id),
      headers: authed(foreign.token),
    });
    expect(stranger.statusCode).toBe(404);
    expect(await scheduleLog(foreign.token)).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: settingUrl(id), headers: authed(owner.token) });

    const [deleted, updated, created, ...more] = await scheduleLog(owner.token);
    expect(more).toEqual([]);
    const rentalName = owner.rental.rentaldata.rentalname;
    expect(created).toMatchObject({
      kind: 'schedule_created',
      role: 'manager',
      username: 'Maina Kariuki',
      entity: 'invoice_schedule',
      entityid: id,
      summary: `Added the invoice schedule Rental Invoice Bill for ${rentalName}`,
    });
    expect(updated).toMatchObject({
      kind: 'schedule_updated',
      userid: owner.user.userid,
      role: 'owner',
      entityid: id,
      details: {
        changes:
          `rental: ${rentalName} → Baraka Court; billingfrequency: monthly → quarterly; ` +
          'startdate: 2026-03-02 → 2026-03-20; nextbillingdate: 2026-03-02 → 2026-03-20; ' +
          'message: changed',
      },
    });
    expect(deleted).toMatchObject({
      kind: 'schedule_deleted',
      entityid: id,
      summary: 'Deleted the invoice schedule Rental Invoice Bill for Baraka Court',
    });
  });
});
