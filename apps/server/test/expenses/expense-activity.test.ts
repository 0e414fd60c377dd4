import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf, browserIp, sendFromBrowser, signedInMemberOf } from '../helpers/activity.js';
import { authed, signUp } from '../helpers/accounts.js';
import { expenseBody, pdfBytes, pngBytes, putReceipt } from '../helpers/expenses.js';
import { createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  sendFromBrowser(t.app, method, url, token, payload);

const expenseEntries = async (token: string) =>
  (await activityOf(t.app, token)).filter((entry) => entry.entity === 'expense');

describe('expenses in the activity log', () => {
  it('records who created, changed, attached, removed and deleted, in the same order', async () => {
    const owner = await signUp(t.app, { firstname: 'Amina', lastname: 'Wanjiru' });
    const rental = await createRental(t.app, owner.token, { rentalname: 'Jua Court' });
    const body = expenseBody({ rentalid: rental.rentalid, amount: 4500, payee: 'Otieno Plumbing' });
    const created = await send('POST', '/api/expenses/new-expense', owner.token, body);
    expect(created.statusCode).toBe(201);
    const id = created.json().expense.expenseid;
    const url = `/api/expenses/${id}`;
    const changed = { ...body, rentalid: null, amount: 5000.5, note: 'Kitchen sink' };
    expect((await send('PUT', url, owner.token, changed)).statusCode).toBe(200);
    // Saved again unchanged: nothing to log.
    expect((await send('PUT', url, owner.token, changed)).statusCode).toBe(200);
    expect((await putReceipt(t.app, owner.token, id, pdfBytes())).statusCode).toBe(200);
    expect((await send('DELETE', `${url}/receipt`, owner.token)).statusCode).toBe(200);
    expect((await send('DELETE', url, owner.token)).statusCode).toBe(204);

    const who = { userid: owner.user.userid, username: 'Amina Wanjiru', role: 'owner' };
    const about = { ...who, entity: 'expense', entityid: id };
    const entries = await expenseEntries(owner.token);
    expect(entries).toMatchObject([
      {
        ...about,
        kind: 'expense_deleted',
        summary:
          'Deleted the expense of KES 5,000.50 to Otieno Plumbing for Repairs and maintenance (whole organization)',
        ip: browserIp,
      },
      {
        ...about,
        kind: 'expense_receipt_removed',
        summary: 'Removed the receipt of the expense of KES 5,000.50 to Otieno Plumbing',
      },
      {
        ...about,
        kind: 'expense_receipt_attached',
        summary: 'Attached a PDF receipt to the expense of KES 5,000.50 to Otieno Plumbing',
      },
      {
        ...about,
        kind: 'expense_updated',
        summary:
          'Updated the expense of KES 5,000.50 to Otieno Plumbing: rental: Jua Court → the whole organization; amount: KES 4,500 → KES 5,000.50; note changed',
        ip: browserIp,
      },
      {
        ...about,
        kind: 'expense_created',
        summary:
          'Recorded an expense of KES 4,500 to Otieno Plumbing for Repairs and maintenance (Jua Court)',
        details: {
          amount: 'KES 4,500',
          payee: 'Otieno Plumbing',
          category: 'Repairs and maintenance',
          rental: 'Jua Court',
        },
        at: '2026-03-02T06:00:00.000Z',
      },
    ]);
    expect(entries).toHaveLength(5);
  });

  it('names the member who recorded an expense, and their role', async () => {
    const owner = await signUp(t.app);
    const member = await signedInMemberOf(t.app, t.db, owner.user.organizationid);
    const created = await send('POST', '/api/expenses/new-expense', member.token, expenseBody());
    expect(created.statusCode).toBe(201);
    expect(created.json().expense.recordedby).toBe(member.name);
    const [entry] = await activityOf(t.app, owner.token, 'expense_created');
    expect(entry).toMatchObject({ userid: member.userId, username: member.name, role: 'manager' });
  });

  it('writes nothing when the change is refused', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const created = await send('POST', '/api/expenses/new-expense', owner.token, expenseBody());
    const id = created.json().expense.expenseid;
    const before = await expenseEntries(owner.token);
    expect(before).toHaveLength(1);

    const refused = [
      await send('POST', '/api/expenses/new-expense', owner.token, expenseBody({ amount: 0 })),
      await send('POST', '/api/expenses/new-expense', owner.token, expenseBody({ rentalid: 'x' })),
      await send('PUT', `/api/expenses/${id}`, owner.token, expenseBody({ date: '2026-03-09' })),
      await send('PUT', `/api/expenses/${id}`, stranger.token, expenseBody()),
      await send('DELETE', `/api/expenses/${id}`, stranger.token),
      await send('DELETE', `/api/expenses/${id}/receipt`, owner.token),
      await putReceipt(t.app, owner.token, id, Buffer.from('not a receipt')),
      await putReceipt(t.app, stranger.token, id, pngBytes()),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([
      400, 400, 400, 404, 404, 404, 400, 404,
    ]);
    expect(await expenseEntries(owner.token)).toEqual(before);
    expect((await activityOf(t.app, stranger.token)).filter((e) => e.entity === 'expense')).toEqual(
      [],
    );
  });

  it('writes the change and its entry together: when the entry cannot be written, neither is', async () => {
    const owner = await signUp(t.app);
    const created = await send('POST', '/api/expenses/new-expense', owner.token, expenseBody());
    const id = created.json().expense.expenseid;
    const rename = (from: string, to: string) =>
      sql`ALTER TABLE ${sql.table(from)} RENAME TO ${sql.table(to)}`.execute(t.db);
    await rename('activity_log', 'activity_log_away');
    try {
      const refused = [
        await send('POST', '/api/expenses/new-expense', owner.token, expenseBody()),
        await send('PUT', `/api/expenses/${id}`, owner.token, expenseBody({ amount: 1 })),
        await putReceipt(t.app, owner.token, id, pngBytes()),
        await send('DELETE', `/api/expenses/${id}`, owner.token),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([500, 500, 500, 500]);
    } finally {
      await rename('activity_log_away', 'activity_log');
    }
    const page = await t.app.inject({ url: '/api/expenses/all', headers: authed(owner.token) });
    expect(page.json().expenses).toEqual([created.json().expense]);
  });
});
