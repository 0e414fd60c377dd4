import type { SearchResults } from '@rental/shared/schemas/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { newestPaymentsSearched } from '../../src/modules/ledger/payment-lookups.js';
import { insertTransaction, pay } from '../transactions/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(token: string, q: string): Promise<SearchResults> {
  const response = await t.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: authed(token),
  });
  expect(response.statusCode, q).toBe(200);
  return response.json();
}

const names = (results: { name: string }[]) => results.map((r) => r.name);

describe('GET /api/search', () => {
  it('finds tenants, rentals and transactions, case-insensitively', async () => {
    const owner = await landlordWithRoom(t.app);
    await createRental(t.app, owner.token, { rentalname: 'Kasarani Heights' });
    const wanjiku = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Wanjiku',
      lastname: 'Kamau',
      phonenumber: '0712345678',
      housenumber: 'K-12',
    });
    await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Akinyi',
      lastname: 'Otieno',
      phonenumber: '0798000111',
      housenumber: 'A7',
    });
    const payment = await pay(t.app, owner.token, wanjiku.tenantid, 4200);
    const mpesa = await insertTransaction(t.db, {
      organization_id: owner.organizationId,
      tenant_name: 'Otieno Juma',
      external_reference: 'QKJ4ABCD12',
      amount_cents: 150000,
      paid_at: '2026-03-01T08:00:00.000Z',
    });

    expect(names((await search(owner.token, 'KAMAU')).tenants)).toEqual(['Wanjiku Kamau']);
    expect(names((await search(owner.token, 'wanjiku kam')).tenants)).toEqual(['Wanjiku Kamau']);
    expect(names((await search(owner.token, 'k-1')).tenants)).toEqual(['Wanjiku Kamau']);
    expect(names((await search(owner.token, '0798')).tenants)).toEqual(['Akinyi Otieno']);
    expect((await search(owner.token, 'a7')).tenants).toEqual([
      { id: expect.any(String), name: 'Akinyi Otieno', housenumber: 'A7' },
    ]);

    expect((await search(owner.token, 'heights')).rentals).toEqual([
      { id: expect.any(String), name: 'Kasarani Heights', location: 'Kasarani, Nairobi' },
    ]);

    const byReference = await search(owner.token, payment.reference.slice(3).toUpperCase());
    expect(byReference.transactions).toEqual([
      {
        id: payment.transactionid,
        reference: payment.reference,
        tenantname: 'Wanjiku Kamau',
        amount: 4200,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    ]);
    expect((await search(owner.token, 'qkj4abcd')).transactions.map((x) => x.id)).toEqual([
      mpesa.id,
    ]);
    // "otieno" is a tenant and the payer of an M-PESA payment.
    const otieno = await search(owner.token, 'otieno');
    expect(names(otieno.tenants)).toEqual(['Akinyi Otieno']);
    expect(otieno.transactions.map((x) => x.tenantname)).toEqual(['Otieno Juma']);
  });

  it('gives five of each at most, newest first', async () => {
    const owner = await landlordWithRoom(t.app);
    const ids = [];
    for (let i = 1; i <= 7; i += 1) {
      const tenant = await addTenant(t.app, owner.token, owner.place, {
        firstname: 'Muthoni',
        lastname: `Njoroge${'x'.repeat(i)}`,
      });
      ids.push(tenant.tenantid);
      await pay(t.app, owner.token, tenant.tenantid, i);
    }
    const results = await search(owner.token, 'muthoni');
    expect(results.tenants.map((x) => x.id)).toEqual(ids.slice(2).reverse());
    expect(results.transactions.map((x) => x.amount)).toEqual([7, 6, 5, 4, 3]);
  });

  it("takes wildcards literally and never looks into another organization's records", async () => {
    const owner = await landlordWithRoom(t.app);
    const stranger = await landlordWithRoom(t.app);
    await addTenant(t.app, owner.token, owner.place, { firstname: 'Zawadi' });
    const paid = await insertTransaction(t.db, {
      organization_id: owner.organizationId,
      tenant_name: 'Zawadi Mwangi',
      external_reference: 'QZW7XYZ001',
      amount_cents: 90000,
      paid_at: '2026-03-02T08:00:00.000Z',
    });
    const nothing = { tenants: [], rentals: [], transactions: [] };
    expect(await search(owner.token, '%')).toEqual(nothing);
    expect(await search(owner.token, '_')).toEqual(nothing);
    // The payer's name and the receipt are the owner's, found by them alone.
    for (const term of ['zawadi', 'qzw7']) {
      const found = await search(owner.token, term);
      expect(found.transactions.map((x) => x.id)).toEqual([paid.id]);
      expect(await search(stranger.token, term)).toEqual(nothing);
    }
  });

  it('finds older payments beyond the newest it looks through first, newest first', async () => {
    const owner = await landlordWithRoom(t.app);
    let minute = 0;
    const payment = (payer: string, reference: string | null = null) => {
      minute += 1;
      return insertTransaction(t.db, {
        organization_id: owner.organizationId,
        tenant_name: payer,
        external_reference: reference,
        paid_at: new Date(Date.UTC(2026, 0, 1) + minute * 60_000).toISOString(),
      });
    };
    // The oldest payments: two of Chebet's and one with a receipt. Then as many as the search
    // looks through first, among them three more of Chebet's and six of Wanjiru's.
    const olderChebet = [await payment('Chebet Rono'), await payment('Chebet Rono')];
    const oldReceipt = await payment('Someone Else', 'QOLD123XYZ');
    const chebet = [...olderChebet];
    const wanjiru = [];
    for (let n = 0; n < newestPaymentsSearched; n++) {
      if (n < 6) wanjiru.push(await payment('Wanjiru Njoki'));
      else if (n % 400 === 7) chebet.push(await payment('Chebet Rono'));
      else await payment('Baraka Mwita');
    }
    const found = async (term: string) =>
      (await search(owner.token, term)).transactions.map((x) => x.id);
    const newestFive = (payments: { id: string }[]) =>
      payments
        .map((x) => x.id)
        .reverse()
        .slice(0, 5);

    expect(chebet).toHaveLength(5);
    expect(await found('chebet')).toEqual(newestFive(chebet));
    expect(await found('qold123')).toEqual([oldReceipt.id]);
    expect(await found('wanjiru')).toEqual(newestFive(wanjiru));
  });

  it('needs a search term', async () => {
    const owner = await landlordWithRoom(t.app);
    for (const url of ['/api/search?q=', '/api/search?q=%20%20', '/api/search']) {
      const response = await t.app.inject({ url, headers: authed(owner.token) });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
