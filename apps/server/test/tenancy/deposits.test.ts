import type { ArrearsReport } from '@rental/shared/schemas/arrears';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { pay, settableClock } from '../transactions/fixtures.js';
import { billNow, moveIn, statementOf, tenantOf } from './tenancy-fixtures.js';

// 10 March 2026, 09:00 in Nairobi.
const time = settableClock('2026-03-10T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

describe('a deposit charged at move-in', () => {
  it('is its own Deposit invoice, and payments fill it before any rent', async () => {
    const owner = await landlordWithRoom(t.app, { monthlyrent: 12000 });
    const tenant = await moveIn(t.app, owner, 20000);
    expect(tenant).toMatchObject({ depositheld: 0, depositdue: 20000, balance: 0 });
    const invoices = await t.app.inject({
      url: `/api/invoice/all?tenantid=${tenant.tenantid}`,
      headers: authed(owner.token),
    });
    expect(invoices.json().invoices).toMatchObject([
      {
        invoicedata: { invoicetype: 'Deposit', invoiceamount: 20000, status: 'unpaid' },
        billingdate: '2026-03-10',
      },
    ]);

    await billNow(t.app, owner.token, tenant.tenantid, 12000);
    // Partly paid: all of it is held, none of it is rent.
    await pay(t.app, owner.token, tenant.tenantid, 15000);
    expect(await tenantOf(t.app, owner.token, tenant.tenantid)).toMatchObject({
      depositheld: 15000,
      depositdue: 5000,
      balance: 12000,
    });
    // Topped up: the rest of the deposit, then rent.
    await pay(t.app, owner.token, tenant.tenantid, 9000);
    expect(await tenantOf(t.app, owner.token, tenant.tenantid)).toMatchObject({
      depositheld: 20000,
      depositdue: 0,
      balance: 8000,
    });

    const statement = await statementOf(t.app, owner.token, tenant.tenantid);
    expect(statement.balance).toBe(8000);
    // The first payment was all deposit: only the second's rent part is a rent line.
    expect(statement.entries.map((line) => [line.kind, line.debit, line.credit])).toEqual([
      ['invoice', 12000, 0],
      ['payment', 0, 4000],
    ]);
    expect(statement.entries[1]!.description).toContain('KES 5,000 held as deposit');
    expect(statement.deposit).toMatchObject({
      charged: 20000,
      received: 20000,
      held: 20000,
      due: 0,
    });
    expect(statement.deposit.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['charge', 20000],
      ['received', 15000],
      ['received', 5000],
    ]);
    const sent = await t.app.inject({
      url: `/api/invoice/all?tenantid=${tenant.tenantid}`,
      headers: authed(owner.token),
    });
    const statuses = sent
      .json()
      .invoices.map((i: { invoicedata: { invoicetype: string; status: string } }) => [
        i.invoicedata.invoicetype,
        i.invoicedata.status,
      ]);
    expect(statuses).toEqual([
      ['One-off Charge', 'partially paid'],
      ['Deposit', 'paid'],
    ]);
    const logged = await activityOf(t.app, owner.token, 'payment_recorded');
    expect(logged.map((entry) => entry.details.deposit)).toEqual(['KES 5,000', 'KES 15,000']);
  });

  it('is never revenue, rent arrears or a debt on the dashboard', async () => {
    const owner = await landlordWithRoom(t.app);
    const held = await moveIn(t.app, owner, 10000);
    await pay(t.app, owner.token, held.tenantid, 10000);
    // A deposit not yet paid is not rent arrears either.
    await moveIn(t.app, owner, 8000);

    const dashboard = await t.app.inject({
      url: '/api/dashboard/summary',
      headers: authed(owner.token),
    });
    expect(dashboard.json()).toMatchObject({ revenue: 0, totaldebts: 0 });
    const arrears: ArrearsReport = (
      await t.app.inject({ url: '/api/reports/arrears', headers: authed(owner.token) })
    ).json();
    expect(arrears.tenants).toEqual([]);

    const report = await t.app.inject({
      url: '/api/reports/deposits',
      headers: authed(owner.token),
    });
    expect(report.json()).toEqual({
      rentals: [
        {
          rentalid: owner.rental.rentalid,
          rentalname: owner.rental.rentaldata.rentalname,
          held: 10000,
          tenants: [
            {
              tenantid: held.tenantid,
              name: `${held.tenantdata.firstname} ${held.tenantdata.lastname}`,
              housenumber: held.tenantdata.housenumber,
              status: 'current',
              held: 10000,
            },
          ],
        },
      ],
      totalheld: 10000,
    });
  });

  it('leaves the deposit alone when the landlord says a payment is all rent', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await moveIn(t.app, owner, 10000);
    const rent = await pay(t.app, owner.token, tenant.tenantid, 3000, { todeposit: false });
    expect(rent.deposit).toBe(0);
    const held = await pay(t.app, owner.token, tenant.tenantid, 4000, { sendreceipt: true });
    expect(held.deposit).toBe(4000);
    const [receipt] = await t.db
      .selectFrom('sms_messages')
      .select('text')
      .where('tenant_id', '=', tenant.tenantid)
      .execute();
    expect(receipt!.text).toContain('KES 4,000 of it is held as your deposit.');
    expect(await tenantOf(t.app, owner.token, tenant.tenantid)).toMatchObject({
      depositheld: 4000,
      depositdue: 6000,
      balance: -3000,
    });
  });

  it('fills once when two payments arrive at the same moment', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await moveIn(t.app, owner, 10000);
    await Promise.all(
      Array.from({ length: 6 }, () => pay(t.app, owner.token, tenant.tenantid, 4000)),
    );
    // 24,000 paid: 10,000 held, 14,000 of rent credit, whatever the order.
    expect(await tenantOf(t.app, owner.token, tenant.tenantid)).toMatchObject({
      depositheld: 10000,
      depositdue: 0,
      balance: -14000,
    });
  });

  it('is due on its own date, never before its invoice date, and overdue once past it', async () => {
    const owner = await landlordWithRoom(t.app, { monthlyrent: 12000 });
    const listOf = async (tenantid: string) =>
      (
        await t.app.inject({
          url: `/api/invoice/all?tenantid=${tenantid}`,
          headers: authed(owner.token),
        })
      ).json().invoices as {
        invoiceid: string;
        invoicedata: { invoicetype: string; duedate: string; status: string };
      }[];
    // Moving in next week: the deposit is due on the move-in day.
    const coming = await moveIn(t.app, owner, 20000, { moveindate: '2026-03-15' });
    expect((await listOf(coming.tenantid))[0]!.invoicedata).toMatchObject({
      invoicetype: 'Deposit',
      duedate: '2026-03-15',
      status: 'unpaid',
    });
    // The landlord's own date: due then, even before the move-in (paid to hold the house),
    // but never before the invoice's own date.
    const held = await moveIn(t.app, owner, 20000, {
      moveindate: '2026-03-20',
      depositduedate: '2026-03-12',
    });
    expect((await listOf(held.tenantid))[0]!.invoicedata.duedate).toBe('2026-03-12');
    const past = await moveIn(t.app, owner, 20000, {
      moveindate: '2026-03-20',
      depositduedate: '2026-03-01',
    });
    expect((await listOf(past.tenantid))[0]!.invoicedata.duedate).toBe('2026-03-10');
    // Entered today for a move-in in September: due today, not in September, with the
    // prorated rent, and the bill says the same.
    const late = await moveIn(t.app, owner, 20000, { moveindate: '2025-09-01', prorate: true });
    const invoices = await listOf(late.tenantid);
    expect(invoices.map((i) => i.invoicedata.duedate)).toEqual(['2026-03-10', '2026-03-10']);
    const deposit = invoices.find((i) => i.invoicedata.invoicetype === 'Deposit')!;
    const bill = await t.app.inject({
      url: `/api/invoice/${deposit.invoiceid}/bill`,
      headers: authed(owner.token),
    });
    expect(bill.json()).toMatchObject({ invoicedate: '2026-03-10', duedate: '2026-03-10' });
    // Unpaid past its due date: Overdue, as every charge is.
    time.set('2026-03-16T06:00:00.000Z');
    try {
      expect((await listOf(coming.tenantid))[0]!.invoicedata.status).toBe('overdue');
      const overdueBill = await t.app.inject({
        url: `/api/invoice/${deposit.invoiceid}/bill`,
        headers: authed(owner.token),
      });
      expect(overdueBill.json()).toMatchObject({ status: 'overdue', lefttopay: 20000, paid: 0 });
    } finally {
      time.set('2026-03-10T06:00:00.000Z');
    }
  });

  it('prorates the rest of the move-in month only when asked', async () => {
    const owner = await landlordWithRoom(t.app, { monthlyrent: 31000 });
    const prorated = await moveIn(t.app, owner, 0, { moveindate: '2026-03-22', prorate: true });
    // 22 to 31 March: 10 of 31 days.
    expect(prorated.balance).toBe(10000);
    expect(prorated.tenantdata.moveindate).toBe('2026-03-22');
    const plain = await moveIn(t.app, owner, 0, { moveindate: '2026-03-22' });
    expect(plain.balance).toBe(0);
    const logged = await activityOf(t.app, owner.token, 'tenant_moved_in');
    expect(logged[0]!.summary).toContain('first month KES 10,000');
  });

  it('refuses a bad deposit or move-in date and saves nothing', async () => {
    const owner = await landlordWithRoom(t.app);
    for (const bad of [{ deposit: -5 }, { deposit: 'lots' }, { moveindate: '2026-02-30' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/tenant/new-tenant',
        headers: authed(owner.token),
        payload: {
          firstname: 'Wanjiku',
          lastname: 'Kamau',
          phonenumber: '0712345678',
          ...owner.place,
          housenumber: 'Z1',
          meternumber: 'MZ1',
          openingrentbalance: 0,
          openingwaterbalance: 0,
          ...bad,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation');
    }
    const list = await t.app.inject({
      url: '/api/tenant/all-tenants',
      headers: authed(owner.token),
    });
    expect(list.json().tenants).toEqual([]);
  });
});
