import type { LandlordBody } from '@rental/shared/schemas/landlords';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { endTenancy, moveIn } from '../tenancy/tenancy-fixtures.js';
import { landlordsRental, ownerStatementOf } from './landlord-fixtures.js';
import { insertInvoice, pay, settableClock } from '../transactions/fixtures.js';

// A landlord recorded in December for rentals the agent collected on since October: every
// month's commission is taken the same way, on rent only unless the landlord's rule says rent
// and charges, and each month carries forward what the next brings forward.

const time = settableClock('2026-12-10T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

const landlordBody: LandlordBody = {
  name: 'Wanjiru Estates',
  phonenumber: '0722000333',
  payout: { method: 'mpesa', phonenumber: '0722000333' },
  commissiontype: 'percent',
  commission: 10,
};

/**
 * An agent whose landlord (10% of rent) owns Mvule Court, where a tenant moved in on
 * 1 October 2026 with `deposit` (KES) billed; `rent(month)` bills that month's 9,000.
 */
async function agentWithTenant(deposit: number) {
  const account = await signUp(t.app, { accounttype: 'Agent' });
  const { token } = account;
  const created = await call('POST', '/api/landlords/new-landlord', token, landlordBody);
  expect(created.statusCode, created.body).toBe(201);
  const { landlordid, landlorddata } = created.json().landlord;
  expect(landlorddata.commissionbase).toBe('rent');
  const { place } = await landlordsRental(t.app, token, landlordid, 'Mvule Court', 9000);
  const tenant = await moveIn(t.app, { token, place }, deposit, { moveindate: '2026-10-01' });
  const scope = { organizationId: account.user.organizationid, tenantId: tenant.tenantid };
  // Each month's bills, then its payment: a payment pays the oldest charges first.
  const rent = (month: string) =>
    insertInvoice(t.db, { ...scope, amountCents: 900_000, billingDate: `${month}-01` });
  const statement = (month: string) => ownerStatementOf(t.app, token, landlordid, month);
  return { token, scope, landlordid, rent, tenant, statement };
}

describe('owner statement months', () => {
  it('takes commission on rent every month and carries forward what it brings forward', async () => {
    const { token, scope, landlordid, rent, tenant, statement } = await agentWithTenant(0);
    await rent('2026-10');
    await pay(t.app, token, tenant.tenantid, 9000, { date: '2026-10-05' });
    await rent('2026-11');
    await insertInvoice(t.db, {
      ...scope,
      amountCents: 100_000,
      type: 'Water Invoice Bill',
      billingDate: '2026-11-02',
    });
    await pay(t.app, token, tenant.tenantid, 10000, { date: '2026-11-05' });
    await rent('2026-12');
    await pay(t.app, token, tenant.tenantid, 9000, { date: '2026-12-05' });
    const remitted = await call('POST', `/api/landlords/${landlordid}/remittances`, token, {
      month: '2026-10',
      amount: 5000,
      date: '2026-11-01',
      paymentmode: 'Bank',
    });
    expect(remitted.statusCode, remitted.body).toBe(201);

    const months = [
      await statement('2026-10'),
      await statement('2026-11'),
      await statement('2026-12'),
    ];
    expect(
      months.map((m) => [m.collected, m.commission, m.due, m.broughtforward, m.carriedforward]),
    ).toEqual([
      [9000, 900, 8100, 0, 3100],
      // Water paid in November is collected, but the commission is on the rent.
      [10000, 900, 9100, 3100, 12200],
      [9000, 900, 8100, 12200, 20300],
    ]);
    expect(months[1]!.broughtforward).toBe(months[0]!.carriedforward);
    expect(months[2]!.broughtforward).toBe(months[1]!.carriedforward);

    // By the landlord's rule, commission on rent and charges: the water too.
    const changed = await call('PUT', `/api/landlords/${landlordid}`, token, {
      ...landlordBody,
      commissionbase: 'rent_and_charges',
    });
    expect(changed.json().landlord.landlorddata.commissionbase).toBe('rent_and_charges');
    const november = await statement('2026-11');
    expect([november.commission, november.due, november.broughtforward]).toEqual([
      1000, 9000, 3100,
    ]);
    expect((await statement('2026-12')).broughtforward).toBe(november.carriedforward);
  });

  it("counts deposit money kept at move-out as the landlord's, in the month it was kept", async () => {
    const { token, landlordid, rent, tenant, statement } = await agentWithTenant(10000);
    await rent('2026-10');
    await pay(t.app, token, tenant.tenantid, 19000, { date: '2026-10-05' });
    await rent('2026-11');
    // Today is 10 December: November's rent is unpaid, and the deposit pays it and a door.
    const ended = await endTenancy(t.app, token, tenant.tenantid, {
      moveoutdate: '2026-11-30',
      deductions: [
        { reason: 'unpaid rent', amount: 9000 },
        { reason: 'damage', amount: 1000, note: 'Door' },
      ],
    });
    expect(ended.statusCode, ended.body).toBe(200);

    const [october, november, december] = [
      await statement('2026-10'),
      await statement('2026-11'),
      await statement('2026-12'),
    ];
    // The deposit paid in October is held, not collected.
    expect([october.collected, october.keptfromdeposits, october.due]).toEqual([9000, 0, 8100]);
    expect([november.collected, november.keptfromdeposits, november.due]).toEqual([0, 0, 0]);
    // Kept in December: the part for unpaid rent is rent, so it bears the commission.
    expect(december).toMatchObject({
      collected: 0,
      keptfromdeposits: 10000,
      commission: 900,
      due: 9100,
      broughtforward: 8100,
      carriedforward: 17200,
    });

    await call('PUT', `/api/landlords/${landlordid}`, token, {
      ...landlordBody,
      commissionbase: 'rent_and_charges',
    });
    expect(await statement('2026-12')).toMatchObject({ commission: 1000, due: 9000 });
  });
});
