import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.js';
import { authed } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom, tenantBody } from '../helpers/tenant-fixtures.js';
import { insertInvoice, pay } from '../transactions/fixtures.js';

/**
 * Issue 28: a member limited to rental A gets 404 on every record of rental B, exactly as on
 * another organization's, and lists and totals count rental A only. The member is a manager,
 * whose role reads everything: what they cannot see is for the rental limit alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function twoRentals() {
  const owner = await landlordWithRoom(t.app);
  const org = owner.organizationId;
  const rentalB = await createRental(t.app, owner.token, { rentalname: 'Rental B' });
  const roomB = await createRoom(t.app, owner.token, rentalB.rentalid);
  const placeB = { rentalid: rentalB.rentalid, housetype: roomB.roomid };
  const tenantA = await addTenant(t.app, owner.token, owner.place, { firstname: 'Akinyi' });
  const tenantB = await addTenant(t.app, owner.token, placeB, { firstname: 'Bakari' });
  const paymentA = await pay(t.app, owner.token, tenantA.tenantid, 1000);
  const paymentB = await pay(t.app, owner.token, tenantB.tenantid, 2000);
  const invoiceB = await insertInvoice(t.db, {
    organizationId: org,
    tenantId: tenantB.tenantid,
    amountCents: 500000,
  });
  for (const [tenant, reading] of [
    [tenantA, 10],
    [tenantB, 20],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/water/new-reading',
      headers: authed(owner.token),
      payload: { meternumber: tenant.tenantdata.meternumber, meterreading: reading },
    });
    expect(response.statusCode).toBe(201);
  }
  const member = await memberToken(t.db, org, systemClock, 'manager', [owner.rental.rentalid]);
  return { owner, rentalB, roomB, placeB, tenantA, tenantB, paymentA, paymentB, invoiceB, member };
}

const get = (token: string, url: string) => t.app.inject({ url, headers: authed(token) });

describe('a member limited to some rentals', () => {
  it("gets 404 on every record of another rental, as on another organization's", async () => {
    const s = await twoRentals();
    const b = s.tenantB.tenantid;
    const urls = [
      `/api/rental/all-rentals/${s.rentalB.rentalid}`,
      `/api/rental/room-type/${s.roomB.roomid}`,
      `/api/rental/room-type?rentalid=${s.rentalB.rentalid}`,
      `/api/tenant/all-tenants/${b}`,
      `/api/tenant/all-tenants/${b}/statement`,
      `/api/tenant/all-tenants?rentalid=${s.rentalB.rentalid}`,
      `/api/transactions/all-transactions/${s.paymentB.transactionid}`,
      `/api/transactions/all-transactions/${s.paymentB.transactionid}/receipt`,
      `/api/invoice/${s.invoiceB.id}/bill`,
      `/api/water/readings?tenantid=${b}`,
      `/api/water/meters?rentalid=${s.rentalB.rentalid}`,
      `/api/reports/rent-roll?rentalid=${s.rentalB.rentalid}`,
      `/api/reports/arrears?rentalid=${s.rentalB.rentalid}`,
    ];
    for (const url of urls) {
      // The owner sees it: the 404 is the member's limit, not a missing record.
      expect((await get(s.owner.token, url)).statusCode, url).toBe(200);
      const response = await get(s.member, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('not_found');
    }
    // Their own rental's records answer as usual.
    expect((await get(s.member, `/api/tenant/all-tenants/${s.tenantA.tenantid}`)).statusCode).toBe(
      200,
    );
  });

  it('cannot pay, read or move into another rental', async () => {
    const s = await twoRentals();
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/new-payment',
      headers: authed(s.member),
      payload: { tenantid: s.tenantB.tenantid, paymentmode: 'Cash', amount: 10, description: 'x' },
    });
    expect(payment.statusCode).toBe(400);
    const newTenant = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/new-tenant',
      headers: authed(s.member),
      payload: tenantBody(s.placeB),
    });
    expect(newTenant.statusCode).toBe(404);
    expect(newTenant.json().error.key).toBe('error.rentalNotFound');
    // Allowed to delete payments, the manager still cannot reach another rental's.
    const allowed = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/managers-may-erase',
      headers: authed(s.owner.token),
      payload: { allowed: true },
    });
    expect(allowed.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${s.paymentB.transactionid}/reverse`,
      payload: { reason: 'Entered by mistake' },
      headers: authed(s.member),
    });
    expect(deleted.statusCode).toBe(404);
  });

  it('lists and sums only their rentals', async () => {
    const s = await twoRentals();
    const rentals = (await get(s.member, '/api/rental/all-rentals')).json().rentals;
    expect(rentals.map((r: { rentalid: string }) => r.rentalid)).toEqual([s.owner.rental.rentalid]);

    const tenants = (await get(s.member, '/api/tenant/all-tenants')).json().tenants;
    expect(tenants.map((x: { tenantid: string }) => x.tenantid)).toEqual([s.tenantA.tenantid]);
    // The owner's list is not served from the member's cache, nor the other way round.
    expect((await get(s.owner.token, '/api/tenant/all-tenants')).json().tenants).toHaveLength(2);

    const payments = (await get(s.member, '/api/transactions/all-transactions')).json();
    expect(payments.transactions.map((x: { transactionid: string }) => x.transactionid)).toEqual([
      s.paymentA.transactionid,
    ]);

    const readings = (await get(s.member, '/api/water/readings')).json().readings;
    expect(readings.map((x: { tenantid: string }) => x.tenantid)).toEqual([s.tenantA.tenantid]);

    const summary = (await get(s.member, '/api/dashboard/summary')).json();
    const ownerSummary = (await get(s.owner.token, '/api/dashboard/summary')).json();
    expect(ownerSummary).toMatchObject({ rentals: 2, tenants: 2, revenue: 3000 });
    expect(summary).toMatchObject({ rentals: 1, tenants: 1, revenue: 1000 });
    expect(summary.recenttransactions.map((x: { fullname: string }) => x.fullname)).toEqual([
      'Akinyi Kamau',
    ]);
    // Tenant B owes the invoice; tenant A's debts are theirs alone.
    expect(summary.totaldebts).toBeLessThan(ownerSummary.totaldebts);

    const rentRoll = (await get(s.member, '/api/reports/rent-roll')).json();
    expect(JSON.stringify(rentRoll)).not.toContain(s.rentalB.rentalid);
    expect(JSON.stringify(rentRoll)).toContain(s.owner.rental.rentalid);
    const arrears = (await get(s.member, '/api/reports/arrears')).json();
    expect(JSON.stringify(arrears)).not.toContain(s.tenantB.tenantid);
    const income = (await get(s.member, '/api/reports/income-statement')).json();
    expect(JSON.stringify(income)).not.toContain(s.rentalB.rentalid);
    const search = (await get(s.member, '/api/search?q=Bakari')).json();
    expect(search.tenants).toEqual([]);
  });
});
