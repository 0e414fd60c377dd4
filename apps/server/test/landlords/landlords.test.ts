import type { LandlordBody } from '@rental/shared/schemas/landlords';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { moveIn } from '../tenancy/tenancy-fixtures.js';
import { landlordsRental, ownerStatementOf } from './landlord-fixtures.js';
import { pay, settableClock } from '../transactions/fixtures.js';

// 10 January 2026, 09:00 in Nairobi.
const time = settableClock('2026-01-10T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

const percentLandlord: LandlordBody = {
  name: 'Kamau & Sons Ltd',
  phonenumber: '0722000111',
  email: 'kamau@example.co.ke',
  krapin: 'p051234567x',
  payout: {
    method: 'bank',
    bankname: 'KCB',
    accountname: 'Kamau & Sons',
    accountnumber: '1234567890',
  },
  commissiontype: 'percent',
  commission: 10,
};

async function newLandlord(token: string, body: LandlordBody = percentLandlord) {
  const response = await call('POST', '/api/landlords/new-landlord', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().landlord as { landlordid: string };
}

async function agent() {
  const account = await signUp(t.app, { accounttype: 'Agent' });
  return { ...account, organizationId: account.user.organizationid };
}

describe('landlords of an agent', () => {
  it('are added, listed, changed and deleted, each change in the activity log', async () => {
    const { token } = await agent();
    const { landlordid } = await newLandlord(token);
    const one = await call('GET', `/api/landlords/${landlordid}`, token);
    expect(one.json().landlord).toEqual({
      landlordid,
      landlorddata: {
        ...percentLandlord,
        krapin: 'P051234567X',
        commission: 10,
        // Commission on rent only unless the landlord's rule says otherwise.
        commissionbase: 'rent',
        // English unless the agent chose the landlord's language.
        language: 'en',
      },
      rentals: 0,
    });
    const changed = await call('PUT', `/api/landlords/${landlordid}`, token, {
      ...percentLandlord,
      payout: { method: 'mpesa', phonenumber: '0711222333' },
      commissiontype: 'fixed',
      commission: 2500.5,
    });
    expect(changed.json().landlord.landlorddata).toMatchObject({
      payout: { method: 'mpesa', phonenumber: '0711222333' },
      commissiontype: 'fixed',
      commission: 2500.5,
    });
    const list = await call('GET', '/api/landlords/all', token);
    expect(list.json().landlords.map((l: { landlordid: string }) => l.landlordid)).toEqual([
      landlordid,
    ]);
    expect((await call('DELETE', `/api/landlords/${landlordid}`, token)).statusCode).toBe(204);
    expect((await call('GET', `/api/landlords/${landlordid}`, token)).statusCode).toBe(404);
    const kinds = (await activityOf(t.app, token)).map((entry) => entry.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['landlord_created', 'landlord_updated', 'landlord_deleted']),
    );
  });

  it('refuses bad details with the field named', async () => {
    const { token } = await agent();
    const cases: [object, string][] = [
      [{ phonenumber: '0722' }, 'phonenumber'],
      [{ commission: 120 }, 'commission'],
      [{ commissiontype: 'share' }, 'commissiontype'],
      [{ payout: { method: 'paypal' } }, 'payout.method'],
      [{ payout: { method: 'bank', bankname: '', accountnumber: '1' } }, 'payout.bankname'],
      [{ krapin: '123' }, 'krapin'],
      [{ name: '' }, 'name'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', '/api/landlords/new-landlord', token, {
        ...percentLandlord,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), field).toContain(field);
    }
    expect((await call('GET', '/api/landlords/all', token)).json().landlords).toEqual([]);
  });

  it('are for agents: a Landlord account gets 403, another agent 404', async () => {
    const landlordAccount = await signUp(t.app, { accounttype: 'Landlord' });
    for (const [method, url] of [
      ['GET', '/api/landlords/all'],
      ['POST', '/api/landlords/new-landlord'],
      ['GET', '/api/reports/owner-statement?landlordid=x&month=2026-01'],
    ] as const) {
      const response = await call(method, url, landlordAccount.token, percentLandlord);
      expect(response.statusCode, url).toBe(403);
    }
    const { token } = await agent();
    const { landlordid } = await newLandlord(token);
    const other = await agent();
    expect((await call('GET', `/api/landlords/${landlordid}`, other.token)).statusCode).toBe(404);
    const rental = await createRental(t.app, other.token);
    const assign = await call('PUT', `/api/rental/all-rentals/${rental.rentalid}`, other.token, {
      ...rental.rentaldata,
      landlordid,
    });
    expect(assign.statusCode).toBe(400);
    expect(assign.json().error.fields).toHaveProperty('landlordid');
  });

  it('keep a landlord with rentals from being deleted', async () => {
    const { token } = await agent();
    const { landlordid } = await newLandlord(token);
    const rental = await createRental(t.app, token);
    const assign = await call('PUT', `/api/rental/all-rentals/${rental.rentalid}`, token, {
      rentalname: rental.rentaldata.rentalname,
      rentallocation: rental.rentaldata.rentallocation,
      landlordid,
    });
    expect(assign.json().rental.rentaldata.landlordid).toBe(landlordid);
    const [logged] = await activityOf(t.app, token, 'rental_updated');
    expect(logged?.summary).toContain('landlord: — → Kamau & Sons Ltd');
    expect((await call('DELETE', `/api/landlords/${landlordid}`, token)).statusCode).toBe(409);
    expect((await call('GET', `/api/landlords/${landlordid}`, token)).json().landlord.rentals).toBe(
      1,
    );
  });
});

describe("a landlord's owner statement", () => {
  it('takes the commission and expenses off collections and carries what is not remitted', async () => {
    time.set('2026-03-20T06:00:00.000Z');
    const owner = await agent();
    const { token } = owner;
    const { landlordid } = await newLandlord(token);
    // Added in January: statements count from the month a landlord was added.
    await t.db
      .updateTable('landlords')
      .set({ created_at: '2026-01-10T06:00:00.000Z' })
      .where('id', '=', landlordid)
      .execute();
    const { rental, place } = await landlordsRental(
      t.app,
      token,
      landlordid,
      'Baraka Court',
      20000,
    );
    const tenant = await moveIn(t.app, { token, place }, 0);
    const spend = (amount: number, date: string) =>
      call('POST', '/api/expenses/new-expense', token, {
        date,
        rentalid: rental.rentalid,
        category: 'Repairs and maintenance',
        amount,
        payee: 'Fundi',
        paymentmode: 'Cash',
      });
    const remit = (month: string, amount: number, date: string) =>
      call('POST', `/api/landlords/${landlordid}/remittances`, token, {
        month,
        amount,
        date,
        paymentmode: 'Bank',
        reference: 'FT123',
      });

    await pay(t.app, token, tenant.tenantid, 20000, { date: '2026-01-15' });
    expect((await spend(1000, '2026-01-20')).statusCode).toBe(201);
    expect((await remit('2026-01', 15000, '2026-02-02')).statusCode).toBe(201);
    await pay(t.app, token, tenant.tenantid, 10000, { date: '2026-02-05' });
    await pay(t.app, token, tenant.tenantid, 12345.5, { date: '2026-03-04' });
    expect((await spend(500, '2026-03-06')).statusCode).toBe(201);
    expect((await remit('2026-03', 5000, '2026-03-19')).statusCode).toBe(201);

    const statement = (month: string) => ownerStatementOf(t.app, token, landlordid, month);
    expect(await statement('2026-01')).toEqual({
      landlord: { landlordid, name: 'Kamau & Sons Ltd' },
      month: '2026-01',
      rentals: [{ rentalid: rental.rentalid, rentalname: 'Baraka Court', collected: 20000 }],
      collected: 20000,
      keptfromdeposits: 0,
      commission: 2000,
      expenses: 1000,
      due: 17000,
      broughtforward: 0,
      remitted: 15000,
      carriedforward: 2000,
    });
    expect(await statement('2026-02')).toMatchObject({
      collected: 10000,
      commission: 1000,
      due: 9000,
      broughtforward: 2000,
      remitted: 0,
      carriedforward: 11000,
    });
    expect(await statement('2026-03')).toMatchObject({
      collected: 12345.5,
      commission: 1234.55,
      expenses: 500,
      due: 10610.95,
      broughtforward: 11000,
      remitted: 5000,
      carriedforward: 16610.95,
    });

    // A fixed commission is taken every month, collections or not.
    const fixed = await newLandlord(token, {
      ...percentLandlord,
      name: 'Achieng Otieno',
      commissiontype: 'fixed',
      commission: 2000,
    });
    const empty = await call(
      'GET',
      `/api/reports/owner-statement?landlordid=${fixed.landlordid}&month=2026-03`,
      token,
    );
    expect(empty.json()).toMatchObject({ collected: 0, commission: 2000, due: -2000 });

    const entries = await activityOf(t.app, token, 'remittance_recorded');
    expect(entries.map((entry) => entry.summary)).toContain(
      'Paid Kamau & Sons Ltd KES 15,000 for 2026-01 (Bank)',
    );
    const future = await remit('2026-04', 100, '2026-03-19');
    expect(future.statusCode).toBe(400);

    // Every report filters by landlord: the agent's own rental is left out.
    const own = await createRental(t.app, token, { rentalname: 'Agent Own' });
    await createRoom(t.app, token, own.rentalid, { totalunits: 4 });
    const report = async (path: string) => (await call('GET', path, token)).json();
    const roll = await report(`/api/reports/rent-roll?landlordid=${landlordid}`);
    expect(new Set(roll.units.map((u: { rentalname: string }) => u.rentalname))).toEqual(
      new Set(['Baraka Court']),
    );
    const occupancy = await report(`/api/reports/occupancy?landlordid=${landlordid}`);
    expect(occupancy.rentals.map((r: { rentalid: string }) => r.rentalid)).toEqual([
      rental.rentalid,
    ]);
    const income = await report(
      `/api/reports/income-statement?from=2026-03-01&to=2026-03-31&landlordid=${landlordid}`,
    );
    expect(income.totals).toMatchObject({ income: 12345.5, expenses: 500 });
    const collections = await report(
      `/api/reports/collections?from=2026-01&to=2026-03&landlordid=${landlordid}`,
    );
    expect(collections.totals.collected).toBe(42345.5);
    const none = await report(`/api/reports/rent-roll?landlordid=${fixed.landlordid}`);
    expect(none.units).toEqual([]);
    const unknown = await call('GET', '/api/reports/occupancy?landlordid=nobody', token);
    expect(unknown.statusCode).toBe(404);
  });
});
