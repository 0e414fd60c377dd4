import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// 2026-03-02 09:00 in Nairobi.
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;

function exportData(token: string, count: number, what = 'tenants', format = 'csv') {
  return t.app.inject({
    method: 'POST',
    url: '/api/activity/exports',
    headers: { ...authed(token), 'user-agent': 'Vitest browser' },
    payload: { what, format, count },
  });
}

function activity(query = '', token = owner.token) {
  return t.app.inject({ url: `/api/activity${query}`, headers: authed(token) });
}

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  owner = await signUp(t.app, { firstname: 'Amina', lastname: 'Wanjiru' });
  // Five exports on three Nairobi days: 2 March, 3 March (two), 5 March (two).
  expect((await exportData(owner.token, 12)).statusCode).toBe(204);
  time.advanceDays(1);
  await exportData(owner.token, 13, 'readings', 'pdf');
  await exportData(owner.token, 14);
  time.advanceDays(2);
  await exportData(owner.token, 15);
  await exportData(owner.token, 16, 'transactions');
});
afterAll(() => t.close());

describe('GET /api/activity', () => {
  it('lists the entries newest first with who, when, what and from where', async () => {
    const response = await activity('?kind=data_exported');
    expect(response.statusCode).toBe(200);
    const entries = response.json().activity;
    expect(entries.map((entry: { details: { count: number } }) => entry.details.count)).toEqual([
      16, 15, 14, 13, 12,
    ]);
    expect(entries[0]).toMatchObject({
      userid: owner.user.userid,
      username: 'Amina Wanjiru',
      role: 'owner',
      kind: 'data_exported',
      entity: 'transactions',
      summary: 'Exported transactions as CSV; rows: 16',
      ip: '127.0.0.1',
    });
    expect(entries[0].at).toBe('2026-03-05T06:00:00.000Z');
    expect(response.json().nextcursor).toBeNull();
  });

  it('pages with the cursor it returns, without gaps or repeats', async () => {
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query: string = `?kind=data_exported&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { activity: { details: { count: number } }[]; nextcursor: string | null } = (
        await activity(query)
      ).json();
      seen.push(
        ...page.activity.map((entry: { details: { count: number } }) => entry.details.count),
      );
      cursor = page.nextcursor;
    }
    expect(seen).toEqual([16, 15, 14, 13, 12]);
  });

  it('filters by Nairobi dates, kind and person', async () => {
    const march3 = (await activity('?kind=data_exported&from=2026-03-03&to=2026-03-03')).json();
    expect(march3.activity.map((e: { details: { count: number } }) => e.details.count)).toEqual([
      14, 13,
    ]);
    const fromMarch4 = (await activity('?kind=data_exported&from=2026-03-04')).json();
    expect(fromMarch4.activity).toHaveLength(2);
    const someoneElse = (await activity('?userid=00000000-0000-0000-0000-000000000000')).json();
    expect(someoneElse.activity).toEqual([]);
    const mine = (await activity(`?kind=data_exported&userid=${owner.user.userid}`)).json();
    expect(mine.activity).toHaveLength(5);
  });

  it('refuses bad filters and cursors with the one error shape', async () => {
    const kind = await activity('?kind=drop_table');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.code).toBe('validation');
    const date = await activity('?from=2026-02-30');
    expect(date.statusCode).toBe(400);
    const cursor = await activity('?cursor=bm90LWEtY3Vyc29y');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error).toMatchObject({
      code: 'validation',
      fields: { cursor: expect.any(String) },
    });
  });

  it("shows nothing of another organization's log", async () => {
    const other = await signUp(t.app);
    const response = await activity('?kind=data_exported', other.token);
    expect(response.json().activity).toEqual([]);
  });

  it('needs a session, and an export record needs a valid body', async () => {
    expect((await t.app.inject({ url: '/api/activity' })).statusCode).toBe(401);
    const bad = await exportData(owner.token, -1);
    expect(bad.statusCode).toBe(400);
    const unknown = await exportData(owner.token, 1, 'pins');
    expect(unknown.statusCode).toBe(400);
  });

  it('offers no way to edit or delete an entry', async () => {
    const [entry] = (await activity('?limit=1')).json().activity;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/activity/${entry.activityid}`,
        headers: authed(owner.token),
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    }
    const after = (await activity('?limit=1')).json().activity[0];
    expect(after).toEqual(entry);
  });
});
