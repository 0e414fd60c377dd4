import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// The tenant's page lists the repairs they reported (issue 32): reference, category, status
// and when, the open ones and those closed in the last 30 days; nothing of anyone else's.

const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', token: string, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });

async function pageToken(ownerToken: string, tenantId: string) {
  const response = await send('POST', ownerToken, `/api/tenant/${tenantId}/link`);
  expect(response.statusCode).toBe(201);
  return /\/t\/([\w-]+)$/.exec(response.json().url as string)![1]!;
}

describe("the tenant page's repairs", () => {
  it('lists the tenant’s own repairs, open or closed lately, without their words', async () => {
    const owner = await landlordWithRoom(t.app);
    const akinyi = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Akinyi',
      phonenumber: '0722000811',
    });
    const baraka = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Baraka',
      phonenumber: '0722000812',
    });
    const page = await pageToken(owner.token, akinyi.tenantid);
    const reportFromPage = async (category: string, description: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/public/tenant/${page}/repairs`,
        payload: { category, description },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ reference: string }>().reference;
    };
    time.set('2026-01-05T07:00:00.000Z');
    const old = await reportFromPage('roof', 'Roof leaks over the bed');
    const board = await send('GET', owner.token, '/api/repairs');
    const oldId = (board.json().repairs as { id: string; reference: string }[]).find(
      (repair) => repair.reference === old,
    )!.id;
    expect((await send('POST', owner.token, `/api/repairs/${oldId}/close`, {})).statusCode).toBe(
      200,
    );
    time.set('2026-03-01T07:00:00.000Z');
    const recent = await reportFromPage('plumbing', 'Tap leaks');
    const staff = await send('POST', owner.token, '/api/repairs', {
      tenantid: baraka.tenantid,
      category: 'electrical',
      description: 'Socket sparks',
    });
    expect(staff.statusCode).toBe(201);
    time.set('2026-03-02T07:00:00.000Z');

    const opened = await t.app.inject({ url: `/api/public/tenant/${page}` });
    expect(opened.statusCode, opened.body).toBe(200);
    // Closed in January: older than 30 days, no longer listed; Baraka's never.
    expect(opened.json().repairs).toEqual([
      {
        reference: recent,
        category: 'plumbing',
        status: 'new',
        reportedat: '2026-03-01T07:00:00.000Z',
      },
    ]);
    expect(opened.body).not.toContain('Tap leaks');
    expect(opened.body).not.toContain(staff.json().reference);
  });
});
