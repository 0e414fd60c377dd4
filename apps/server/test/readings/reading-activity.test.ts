import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf, browserIp, sendFromBrowser, signedInMemberOf } from '../helpers/activity.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const postReading = (token: string, payload: object) =>
  sendFromBrowser(t.app, 'POST', '/api/water/new-reading', token, payload);

describe('water readings in the activity log', () => {
  it('records who recorded a reading, for which tenant and meter; a refused one leaves none', async () => {
    const owner = await landlordWithRoom(t.app);
    const member = await signedInMemberOf(t.app, t.db, owner.organizationId);
    await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Akinyi',
      lastname: 'Otieno',
      meternumber: 'WM-7',
    });
    const recorded = await postReading(member.token, { meternumber: 'wm 7', meterreading: '12.5' });
    expect(recorded.statusCode).toBe(201);
    // Below the previous reading, and an unknown meter: refused, nothing logged.
    expect(
      (await postReading(member.token, { meternumber: 'WM-7', meterreading: '3' })).statusCode,
    ).toBe(400);
    expect(
      (await postReading(member.token, { meternumber: 'XX-1', meterreading: '3' })).statusCode,
    ).toBe(400);

    expect(await activityOf(t.app, owner.token, 'reading_recorded')).toMatchObject([
      {
        userid: member.userId,
        username: member.name,
        role: 'manager',
        entity: 'reading',
        entityid: recorded.json().reading.readingid,
        summary: 'Recorded a water reading of 12.5 for Akinyi Otieno (meter WM-7)',
        ip: browserIp,
      },
    ]);
  });
});
