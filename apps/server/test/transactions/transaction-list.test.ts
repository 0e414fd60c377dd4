import type { Transaction } from '@rental/shared/schemas/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertTransaction, pay, settableClock } from './fixtures.js';

const time = settableClock('2026-03-10T07:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

async function list(token: string, query = '') {
  const response = await t.app.inject({
    url: `/api/transactions/all-transactions${query}`,
    headers: authed(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ transactions: Transaction[]; nextcursor: string | null }>();
}

const amounts = (page: { transactions: Transaction[] }) =>
  page.transactions.map((x) => x.transactiondata.amount);

describe('GET /api/transactions/all-transactions filters', () => {
  it('filters by Nairobi days (both ends included), tenant and type', async () => {
    const owner = await landlordWithRoom(t.app);
    const a = await addTenant(t.app, owner.token, owner.place);
    const b = await addTenant(t.app, owner.token, owner.place);
    await pay(t.app, owner.token, a.tenantid, 1, { date: '2026-03-01' });
    await pay(t.app, owner.token, b.tenantid, 2, { date: '2026-03-02' });
    await pay(t.app, owner.token, a.tenantid, 3, { date: '2026-03-05' });
    await pay(t.app, owner.token, b.tenantid, 4); // today, 10 March
    // 23:59 in Nairobi on 5 March, and 00:01 on 6 March: days are Nairobi's, not UTC's.
    await insertTransaction(t.db, {
      organization_id: owner.organizationId,
      tenant_id: a.tenantid,
      amount_cents: 500,
      paid_at: '2026-03-05T20:59:00.000Z',
    });
    await insertTransaction(t.db, {
      organization_id: owner.organizationId,
      tenant_id: a.tenantid,
      amount_cents: 600,
      paid_at: '2026-03-05T21:01:00.000Z',
    });
    await insertTransaction(t.db, {
      organization_id: owner.organizationId,
      transaction_type: 'Subscription Payment',
      tenant_name: 'Sunrise Properties',
      amount_cents: 700,
      paid_at: '2026-03-03T08:00:00.000Z',
    });

    expect(amounts(await list(owner.token))).toEqual([4, 6, 5, 3, 7, 2, 1]);
    expect(amounts(await list(owner.token, '?from=2026-03-02&to=2026-03-05'))).toEqual([
      5, 3, 7, 2,
    ]);
    expect(amounts(await list(owner.token, '?from=2026-03-06'))).toEqual([4, 6]);
    expect(amounts(await list(owner.token, '?to=2026-03-01'))).toEqual([1]);
    expect(amounts(await list(owner.token, '?from=2026-03-05&to=2026-03-02'))).toEqual([]);
    expect(amounts(await list(owner.token, `?tenantid=${a.tenantid}`))).toEqual([6, 5, 3, 1]);
    expect(
      amounts(await list(owner.token, `?tenantid=${a.tenantid}&from=2026-03-02&to=2026-03-05`)),
    ).toEqual([5, 3]);
    expect(amounts(await list(owner.token, `?tenantid=${b.tenantid}&type=tenant`))).toEqual([4, 2]);
    expect(amounts(await list(owner.token, `?tenantid=${b.tenantid}&type=subscription`))).toEqual(
      [],
    );
    expect(amounts(await list(owner.token, '?type=tenant'))).toEqual([4, 6, 5, 3, 2, 1]);
    expect(amounts(await list(owner.token, '?type=subscription'))).toEqual([7]);
    expect(amounts(await list(owner.token, '?type=all&from=&to=&tenantid='))).toHaveLength(7);
    expect(amounts(await list(owner.token, '?type=subscription&to=2026-03-02'))).toEqual([]);
  });

  it('shows removed tenants by the name kept on the payment, without a house', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Njeri',
      lastname: 'Mutua',
    });
    const payment = await pay(t.app, owner.token, tenant.tenantid, 900);
    // Releases before tenancies could end deleted tenants who had paid; their payments stay.
    await t.db.deleteFrom('tenants').where('id', '=', tenant.tenantid).execute();
    const [listed] = (await list(owner.token)).transactions;
    expect(listed).toMatchObject({
      transactionid: payment.transactionid,
      tenantname: 'Njeri Mutua',
      housenumber: '',
      transactiondata: { tenantid: '' },
      recordedby: 'Amina Wanjiru',
    });
  });

  it('refuses bad filters', async () => {
    const owner = await landlordWithRoom(t.app);
    for (const query of ['?from=2026-02-30', '?type=rent', '?limit=0', '?before=nonsense']) {
      const response = await t.app.inject({
        url: `/api/transactions/all-transactions${query}`,
        headers: authed(owner.token),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('paging', () => {
  it('walks every transaction once, newest first, across ties on one instant', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    for (let i = 0; i < 9; i += 1) {
      await pay(t.app, owner.token, tenant.tenantid, i + 1, { date: `2026-02-0${i + 1}` });
    }
    // Twelve M-PESA payments in one second: the id breaks the tie.
    for (let i = 0; i < 12; i += 1) {
      await insertTransaction(t.db, {
        organization_id: owner.organizationId,
        tenant_id: tenant.tenantid,
        amount_cents: 10_000 + i,
        paid_at: '2026-02-05T10:00:00.000Z',
        external_reference: `QK${i}X`,
      });
    }
    const everything = (await list(owner.token)).transactions.map((x) => x.transactionid);
    expect(everything).toHaveLength(21);

    for (const limit of [1, 5, 7, 21, 50]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=${limit}${cursor ? `&before=${cursor}` : ''}`;
        const page = await list(owner.token, query);
        expect(page.transactions.length).toBeLessThanOrEqual(limit);
        seen.push(...page.transactions.map((x) => x.transactionid));
        cursor = page.nextcursor;
        pages += 1;
      } while (cursor && pages < 30);
      expect(seen, `limit ${limit}`).toEqual(everything);
      expect(pages).toBe(Math.ceil(21 / limit));
    }
  });

  it('pages a filtered list with the same filters', async () => {
    const owner = await landlordWithRoom(t.app);
    const a = await addTenant(t.app, owner.token, owner.place);
    const b = await addTenant(t.app, owner.token, owner.place);
    for (let i = 1; i <= 6; i += 1) {
      await pay(t.app, owner.token, a.tenantid, i, { date: `2026-03-0${i}` });
      await pay(t.app, owner.token, b.tenantid, 100 + i, { date: `2026-03-0${i}` });
    }
    const query = `?tenantid=${b.tenantid}&from=2026-03-02&to=2026-03-05&limit=3`;
    const first = await list(owner.token, query);
    expect(amounts(first)).toEqual([105, 104, 103]);
    const second = await list(owner.token, `${query}&before=${first.nextcursor}`);
    expect(amounts(second)).toEqual([102]);
    expect(second.nextcursor).toBeNull();
  });
});

describe("another organization's transactions", () => {
  it('are neither listed, shown nor deleted', async () => {
    const owner = await landlordWithRoom(t.app);
    const stranger = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const payment = await pay(t.app, owner.token, tenant.tenantid, 2500);

    expect((await list(stranger.token)).transactions).toEqual([]);
    expect((await list(stranger.token, `?tenantid=${tenant.tenantid}`)).transactions).toEqual([]);

    const url = `/api/transactions/all-transactions/${payment.transactionid}`;
    const shown = await t.app.inject({ url, headers: authed(stranger.token) });
    expect(shown.statusCode).toBe(404);
    expect(shown.json().error.code).toBe('not_found');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url,
      headers: authed(stranger.token),
    });
    expect(deleted.statusCode).toBe(404);

    const own = await t.app.inject({ url, headers: authed(owner.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().transaction).toEqual(payment);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ url: '/api/transactions/all-transactions' });
    expect(response.statusCode).toBe(401);
  });
});
