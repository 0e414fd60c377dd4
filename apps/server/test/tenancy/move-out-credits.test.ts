import type { ArrearsReport } from '@rental/shared/schemas/arrears';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../src/modules/access/actor.js';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { closeMonth, creditRentAfterMoveOut } from '../../src/modules/ledger/index.js';
import { rentAfterMoveOutCents } from '../../src/modules/ledger/move-out-credits.js';
import { authed, signIn } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { billingLandlord, createSchedule } from '../invoices/billing-fixtures.js';
import { pay, settableClock } from '../transactions/fixtures.js';
import { endTenancy, moveIn, statementOf, tenantOf } from './tenancy-fixtures.js';

// Issue 29, a back-dated move-out: rent billed for days after the move-out date is credited
// back at move-out (whole periods in full, the move-out's own month pro rata), as credit notes
// every read of money counts. Today is 15 December 2026 (Nairobi).

const time = settableClock('2026-09-28T07:00:00.000Z');
const today = '2026-12-15T07:00:00.000Z';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/**
 * A tenant at KES 9,000 a month who moved in on 1 October, billed by a schedule on the 5th of
 * October, November and December, each on its day; the clock is then set to today.
 */
async function billedTenant(deposit = 0) {
  time.set('2026-09-28T07:00:00.000Z');
  const owner = await billingLandlord(t.app, t.db, { monthlyrent: 9000 });
  await createSchedule(t.app, owner, { startdate: '2026-10-05' });
  const tenant = await moveIn(t.app, owner, deposit, { moveindate: '2026-10-01' });
  for (const day of ['2026-10-05', '2026-11-05', '2026-12-05']) {
    time.set(`${day}T07:00:00.000Z`);
    await runDueInvoices(
      { db: t.db, clock: time.clock },
      { today: day, organizationId: owner.organizationId },
    );
  }
  return { owner: await signedInAt(owner, today), tenant };
}

/** The clock set to `instant` and the owner signed in again (sessions expire meanwhile). */
async function signedInAt<O extends { token: string; body: { phonenumber: string; pin: string } }>(
  owner: O,
  instant: string,
): Promise<O> {
  time.set(instant);
  const response = await signIn(t.app, owner.body.phonenumber, owner.body.pin);
  if (response.statusCode !== 200) throw new Error(`not signed in: ${response.body}`);
  return { ...owner, token: response.json().token };
}

function moveOutCredits(tenantId: string) {
  return t.db
    .selectFrom('credit_notes as c')
    .innerJoin('invoices as i', 'i.id', 'c.invoice_id')
    .innerJoin('ledger_entries as e', (join) =>
      join.on('e.source_type', '=', 'credit_note').onRef('e.source_id', '=', 'c.id'),
    )
    .select(['i.billing_date', 'c.amount_cents', 'e.effective_on', 'e.amount_cents as entry'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.kind', '=', 'move_out_credit')
    .orderBy('i.number')
    .execute();
}

const creditLines = (statement: Awaited<ReturnType<typeof statementOf>>) =>
  statement.entries
    .filter((line) => line.kind === 'credit_note')
    .map((line) => [line.date.slice(0, 10), line.credit, line.balance]);

describe('ending a tenancy with a back-dated move-out', () => {
  it('reverses the rent billed after the move-out: statement, arrears and dashboard', async () => {
    const billed = await billedTenant();
    const { tenant } = billed;
    const early = await signedInAt(billed.owner, '2026-10-10T07:00:00.000Z');
    await pay(t.app, early.token, tenant.tenantid, 5000);
    const owner = await signedInAt(billed.owner, today);
    expect((await tenantOf(t.app, owner.token, tenant.tenantid)).balance).toBe(22000);

    const ended = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-10-31',
    });
    expect(ended.statusCode).toBe(200);
    // What is really owed: the rest of October's rent.
    expect(ended.json().tenant.balance).toBe(4000);

    const statement = await statementOf(t.app, owner.token, tenant.tenantid);
    expect(statement.balance).toBe(4000);
    expect(statement.entries.at(-1)!.balance).toBe(4000);
    // Each credit sits on its invoice's day, right after it.
    expect(creditLines(statement)).toEqual([
      ['2026-11-05', 9000, 4000],
      ['2026-12-05', 9000, 4000],
    ]);
    const credits = statement.entries.filter((line) => line.kind === 'credit_note');
    expect(credits.map((line) => line.detail)).toEqual([
      expect.objectContaining({ line: 'credit_note', moveout: true, fromdeposit: false }),
      expect.objectContaining({ line: 'credit_note', moveout: true }),
    ]);
    expect(credits[0]!.description).toMatch(/^Rent after the move-out date credited on INV-\d{6}$/);

    const arrears: ArrearsReport = (
      await t.app.inject({ url: '/api/reports/arrears', headers: authed(owner.token) })
    ).json();
    expect(arrears.tenants.map((row) => [row.tenantid, row.balance])).toEqual([
      [tenant.tenantid, 4000],
    ]);
    const dashboard = await t.app.inject({
      url: '/api/dashboard/summary',
      headers: authed(owner.token),
    });
    expect(dashboard.json().totaldebts).toBe(4000);

    const [logged] = await activityOf(t.app, owner.token, 'move_out_rent_credited');
    expect(logged!.summary).toBe(
      `Credited ${tenant.tenantdata.firstname} ${tenant.tenantdata.lastname} (house ${tenant.tenantdata.housenumber}) KES 18,000 of rent billed after the move-out on 2026-10-31`,
    );
  });

  it('credits the days after a move-out on the 10th of a 30-day month; rent paid leaves the tenant in credit', async () => {
    const { owner, tenant } = await billedTenant(10000);
    await pay(t.app, owner.token, tenant.tenantid, 10000);
    await pay(t.app, owner.token, tenant.tenantid, 27000);
    expect(await tenantOf(t.app, owner.token, tenant.tenantid)).toMatchObject({
      balance: 0,
      depositheld: 10000,
    });
    // Unpaid rent cannot be kept from the deposit: once the later rent is reversed, nothing is owed.
    const greedy = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-11-10',
      deductions: [{ reason: 'unpaid rent', amount: 9000 }],
      refund: { amount: 1000, paymentmode: 'Cash', reference: 'R1' },
    });
    expect(greedy.statusCode).toBe(409);
    expect(greedy.json().error.fields.deductions).toContain('more than the tenant owes (KES 0)');
    expect(await moveOutCredits(tenant.tenantid)).toEqual([]);

    const ended = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-11-10',
      deductions: [{ reason: 'damage', amount: 2000, note: 'Door' }],
      refund: { amount: 8000, paymentmode: 'MPESA', reference: 'RFD1' },
    });
    expect(ended.statusCode).toBe(200);
    // 20 of November's 30 days (11th to 30th): 9,000 × 20 / 30 = 6,000; December whole.
    expect(await moveOutCredits(tenant.tenantid)).toEqual([
      {
        billing_date: '2026-11-05',
        amount_cents: 600_000,
        effective_on: '2026-11-05',
        entry: -600_000,
      },
      {
        billing_date: '2026-12-05',
        amount_cents: 900_000,
        effective_on: '2026-12-05',
        entry: -900_000,
      },
    ]);
    // The deposit is settled as before; the rent paid for those days is owed back to the tenant.
    expect(ended.json().tenant).toMatchObject({ balance: -15000, depositheld: 0 });
    const statement = await statementOf(t.app, owner.token, tenant.tenantid);
    expect(statement.balance).toBe(-15000);
    expect(statement.deposit).toMatchObject({ deducted: 2000, refunded: 8000, held: 0 });
  });

  it('posts the credit of a closed month in the first open month', async () => {
    const { owner, tenant } = await billedTenant();
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/books/closed-months',
      headers: authed(owner.token),
      payload: { month: '2026-11' },
    });
    expect(closed.statusCode).toBe(200);
    const ended = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-10-31',
    });
    expect(ended.statusCode).toBe(200);
    expect(await moveOutCredits(tenant.tenantid)).toEqual([
      // November's invoice is in a closed month: its credit counts from 1 December.
      {
        billing_date: '2026-11-05',
        amount_cents: 900_000,
        effective_on: '2026-12-01',
        entry: -900_000,
      },
      {
        billing_date: '2026-12-05',
        amount_cents: 900_000,
        effective_on: '2026-12-05',
        entry: -900_000,
      },
    ]);
    const statement = await statementOf(t.app, owner.token, tenant.tenantid);
    expect(creditLines(statement).map(([date]) => date)).toEqual(['2026-12-01', '2026-12-05']);
    expect(statement.balance).toBe(9000);
  });

  it('refuses deposit deductions kept today when this month is closed, writing nothing', async () => {
    const { owner, tenant } = await billedTenant(10000);
    await pay(t.app, owner.token, tenant.tenantid, 10000);
    // Not closable by hand while it is lived in: as a KRA filing or a later rule might close it.
    await closeMonth(t.db, {
      organizationId: owner.organizationId,
      month: '2026-12',
      reason: 'closed-by-owner',
      closedBy: { userId: null, name: 'Test' },
      at: today,
    });
    const ended = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-10-31',
      deductions: [{ reason: 'damage', amount: 10000, note: 'Door' }],
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error.code).toBe('month_closed');
    expect(await moveOutCredits(tenant.tenantid)).toEqual([]);
    const after = await tenantOf(t.app, owner.token, tenant.tenantid);
    expect(after.tenantdata.status).toBe('current');
    expect(after.depositheld).toBe(10000);
  });

  it('credits once, whether two ends race or the credit is run again', async () => {
    const { owner, tenant } = await billedTenant();
    const body = { moveoutdate: '2026-10-31' };
    const answers = await Promise.all([
      endTenancy(t.app, owner.token, tenant.tenantid, body),
      endTenancy(t.app, owner.token, tenant.tenantid, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await moveOutCredits(tenant.tenantid)).toHaveLength(2);
    // Run again (a retry, a second end): the unique key decides, nothing is credited twice.
    const again = await t.db
      .transaction()
      .execute((trx) =>
        creditRentAfterMoveOut(
          trx,
          systemActor(owner.organizationId),
          tenant.tenantid,
          '2026-10-31',
          new Date(today),
        ),
      );
    expect(again).toBe(0);
    expect(await moveOutCredits(tenant.tenantid)).toHaveLength(2);
    expect((await tenantOf(t.app, owner.token, tenant.tenantid)).balance).toBe(9000);
    expect(await activityOf(t.app, owner.token, 'move_out_rent_credited')).toHaveLength(1);
  });
});

describe('rentAfterMoveOutCents', () => {
  it('credits whole months after the move-out and its own month pro rata, half a cent up', () => {
    const month = { amountCents: 900_000, months: 1, start: '2026-11-01' };
    expect(rentAfterMoveOutCents(month, '2026-10-31')).toBe(900_000);
    expect(rentAfterMoveOutCents(month, '2026-11-10')).toBe(600_000);
    expect(rentAfterMoveOutCents(month, '2026-11-30')).toBe(0);
    expect(rentAfterMoveOutCents(month, '2026-12-01')).toBe(0);
    // 1,001 cents for 31 days, 16 days after the 15th: 516.645… → 517 cents.
    expect(
      rentAfterMoveOutCents({ ...month, amountCents: 1001, start: '2026-12-01' }, '2026-12-15'),
    ).toBe(517);
    // A quarter: January and February whole, 17 of December's 31 days.
    const quarter = { amountCents: 2_700_000, months: 3, start: '2026-12-01' };
    expect(rentAfterMoveOutCents(quarter, '2026-12-14')).toBe(493_548 + 1_800_000);
  });

  it('prorates move-in rent over the days it billed', () => {
    // 18 to 30 November: 13 days charged 3,900; out on the 25th, 5 of them after.
    const moveInRent = { amountCents: 390_000, months: 1, start: '2026-11-18' };
    expect(rentAfterMoveOutCents(moveInRent, '2026-11-25')).toBe(150_000);
    expect(rentAfterMoveOutCents(moveInRent, '2026-11-18')).toBe(360_000);
  });
});
