import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { insertTransaction, pay, postPayment, settableClock, signedInMember } from './fixtures.js';

// Issue 29, section 3: a payment is never deleted; it is reversed with a reason, or moved by
// the owner to the tenant it belongs to.
const time = settableClock('2026-03-10T07:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: authed(token), ...(payload && { payload }) });
}
const reverse = (token: string, id: string, reason = 'Recorded twice by mistake') =>
  call(token, 'POST', `/api/transactions/${id}/reverse`, { reason });
const reassign = (token: string, id: string, tenantid: string, reason = 'Wrong account number') =>
  call(token, 'POST', `/api/transactions/${id}/reassign`, { tenantid, reason });
const balanceOf = async (token: string, tenantId: string) =>
  (await call(token, 'GET', `/api/tenant/all-tenants/${tenantId}`)).json().tenant.balance;
const statementOf = async (token: string, tenantId: string) =>
  (await call(token, 'GET', `/api/tenant/all-tenants/${tenantId}/statement`)).json();

async function reversalEntries(paymentId: string) {
  return t.db
    .selectFrom('ledger_entries')
    .select(['kind', 'amount_cents', 'effective_on', 'corrects_entry_id'])
    .where('source_id', '=', paymentId)
    .where('kind', '=', 'payment_reversal')
    .execute();
}

async function ownerWithTenant() {
  time.set('2026-03-10T07:00:00.000Z');
  const owner = await landlordWithRoom(t.app);
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    openingrentbalance: 4000,
    openingwaterbalance: 0,
  });
  return { owner, tenant };
}

describe('POST /api/transactions/{id}/reverse', () => {
  it('reverses once: both lines on the statement, the balance restored, logged', async () => {
    const { owner, tenant } = await ownerWithTenant();
    const payment = await pay(t.app, owner.token, tenant.tenantid, 1500);
    expect(await balanceOf(owner.token, tenant.tenantid)).toBe(2500);

    time.set('2026-03-12T09:00:00.000Z');
    const response = await reverse(owner.token, payment.transactionid, '  Cash never received  ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().transaction).toMatchObject({
      transactionid: payment.transactionid,
      reversal: {
        reason: 'Cash never received',
        reversedon: '2026-03-10',
        by: 'Amina Wanjiru',
        movedto: null,
      },
    });
    expect(await balanceOf(owner.token, tenant.tenantid)).toBe(4000);

    const statement = await statementOf(owner.token, tenant.tenantid);
    expect(
      statement.entries.map(
        (e: { kind: string; credit: number; debit: number; balance: number }) => [
          e.kind,
          e.debit,
          e.credit,
          e.balance,
        ],
      ),
    ).toEqual([
      ['opening', 4000, 0, 4000],
      ['payment', 0, 1500, 2500],
      ['payment_reversal', 1500, 0, 4000],
    ]);
    expect(statement.entries[1].detail).toMatchObject({ line: 'payment', reversed: true });
    expect(statement.entries[1].description).toContain('(reversed)');
    expect(statement.entries[2].description).toBe(
      `Reversal of payment ${payment.reference}: Cash never received`,
    );
    expect(statement.balance).toBe(4000);

    const entries = await reversalEntries(payment.transactionid);
    expect(entries.map((e) => [Number(e.amount_cents), e.effective_on])).toEqual([
      [150_000, '2026-03-10'],
    ]);
    expect(entries[0]!.corrects_entry_id).not.toBeNull();

    const list = await call(
      owner.token,
      'GET',
      `/api/transactions/all-transactions?tenantid=${tenant.tenantid}`,
    );
    expect(list.json().transactions[0].reversal).toMatchObject({ reason: 'Cash never received' });

    const [logged] = await activityOf(t.app, owner.token, 'payment_reversed');
    expect(logged).toMatchObject({
      kind: 'payment_reversed',
      username: 'Amina Wanjiru',
      userid: owner.user.userid,
    });
    expect(logged!.summary).toContain('Cash never received');

    const again = await reverse(owner.token, payment.transactionid);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'payment_already_reversed',
      params: { date: '2026-03-10' },
    });
    expect(await reversalEntries(payment.transactionid)).toHaveLength(1);
  });

  it('reverses once when two requests arrive at the same time', async () => {
    const { owner, tenant } = await ownerWithTenant();
    const payment = await pay(t.app, owner.token, tenant.tenantid, 1000);
    const answers = await Promise.all([
      reverse(owner.token, payment.transactionid),
      reverse(owner.token, payment.transactionid),
      reverse(owner.token, payment.transactionid),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error.code).toBe('payment_already_reversed');
    }
    expect(await reversalEntries(payment.transactionid)).toHaveLength(1);
    expect(await balanceOf(owner.token, tenant.tenantid)).toBe(4000);
  });

  it('asks for a reason of 3 to 500 characters', async () => {
    const { owner, tenant } = await ownerWithTenant();
    const payment = await pay(t.app, owner.token, tenant.tenantid, 1000);
    for (const reason of ['  ', 'ab', 'x'.repeat(501)]) {
      const response = await reverse(owner.token, payment.transactionid, reason);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.reason).toBe('Give the reason, 3 to 500 characters');
    }
    expect(await reversalEntries(payment.transactionid)).toHaveLength(0);
  });

  it('lets the recorder reverse; the owner may reverse any payment, M-PESA ones only the owner', async () => {
    const { owner, tenant } = await ownerWithTenant();
    await call(owner.token, 'PUT', '/api/organization/managers-may-erase', { allowed: true });
    const member = await signedInMember(t.app, t.db, owner.organizationId);
    const byOwner = await pay(t.app, owner.token, tenant.tenantid, 100);
    const byMember = await pay(t.app, member.token, tenant.tenantid, 200);
    const byMember2 = await pay(t.app, member.token, tenant.tenantid, 300);
    const mpesa = await insertTransaction(t.db, {
      organization_id: owner.organizationId,
      tenant_id: tenant.tenantid,
      paid_at: '2026-03-09T08:00:00.000Z',
      external_reference: 'QKJ4REV001',
    });

    const memberTries = await reverse(member.token, byOwner.transactionid);
    expect(memberTries.statusCode).toBe(403);
    expect(memberTries.json().error.message).toBe(
      'Only the account owner can reverse a payment recorded by M-PESA or by another user',
    );
    expect((await reverse(member.token, mpesa.id)).statusCode).toBe(403);
    expect((await reverse(member.token, byMember.transactionid)).statusCode).toBe(200);
    expect((await reverse(owner.token, byMember2.transactionid)).statusCode).toBe(200);
    expect((await reverse(owner.token, mpesa.id)).statusCode).toBe(200);
    // A payment M-PESA recorded keeps its receipt: a repeated confirmation posts nothing.
    const kept = await t.db
      .selectFrom('transactions')
      .select('external_reference')
      .where('id', '=', mpesa.id)
      .executeTakeFirstOrThrow();
    expect(kept.external_reference).toBe('QKJ4REV001');

    // Without the owner's leave a manager reverses nothing, not even their own payment.
    await call(owner.token, 'PUT', '/api/organization/managers-may-erase', { allowed: false });
    const own = await pay(t.app, member.token, tenant.tenantid, 50);
    expect((await reverse(member.token, own.transactionid)).statusCode).toBe(403);
  });

  it('frees the receipt number of a payment typed by mistake', async () => {
    const { owner, tenant } = await ownerWithTenant();
    const typed = await pay(t.app, owner.token, tenant.tenantid, 700, {
      paymentmode: 'MPESA',
      reference: 'QKJ4TYPO01',
    });
    expect((await reverse(owner.token, typed.transactionid)).json().transaction).toMatchObject({
      externalreference: 'QKJ4TYPO01',
    });
    const real = await pay(t.app, owner.token, tenant.tenantid, 700, {
      paymentmode: 'MPESA',
      reference: 'QKJ4TYPO01',
    });
    expect(real.externalreference).toBe('QKJ4TYPO01');
    expect(await balanceOf(owner.token, tenant.tenantid)).toBe(3300);
  });

  it('reverses a payment of a closed month in the first open month; the month reads the same', async () => {
    time.set('2026-02-20T07:00:00.000Z');
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      openingrentbalance: 4000,
      openingwaterbalance: 0,
    });
    const payment = await pay(t.app, owner.token, tenant.tenantid, 1500, { todeposit: false });
    time.set('2026-03-10T07:00:00.000Z');
    const closed = await call(owner.token, 'POST', '/api/books/closed-months', {
      month: '2026-02',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const february = [
      '/api/reports/income-statement?from=2026-02-01&to=2026-02-28',
      '/api/reports/collections?from=2026-02&to=2026-02',
      '/api/reports/kra-mri?month=2026-02',
    ];
    const read = async (urls: string[]) =>
      Promise.all(urls.map(async (url) => (await call(owner.token, 'GET', url)).json()));
    const before = await read(february);

    const response = await reverse(owner.token, payment.transactionid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().transaction.reversal.reversedon).toBe('2026-03-10');
    const entries = await reversalEntries(payment.transactionid);
    expect(entries.map((e) => e.effective_on)).toEqual(['2026-03-10']);
    expect(entries.every((e) => e.corrects_entry_id !== null)).toBe(true);
    expect(await read(february)).toEqual(before);
    expect(await balanceOf(owner.token, tenant.tenantid)).toBe(4000);
    const statement = await statementOf(owner.token, tenant.tenantid);
    expect(statement.entries.at(-1)).toMatchObject({ kind: 'payment_reversal', balance: 4000 });
    expect(statement.entries.at(-1).date.slice(0, 10)).toBe('2026-03-10');
  });

  it('refuses to move a payment of a closed month: 409 month_closed, nothing changes', async () => {
    time.set('2026-02-20T07:00:00.000Z');
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      openingrentbalance: 4000,
      openingwaterbalance: 0,
    });
    const other = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Baraka',
      openingrentbalance: 3000,
      openingwaterbalance: 0,
    });
    const payment = await pay(t.app, owner.token, tenant.tenantid, 1500, { todeposit: false });
    time.set('2026-03-10T07:00:00.000Z');
    const closed = await call(owner.token, 'POST', '/api/books/closed-months', {
      month: '2026-02',
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const response = await reassign(owner.token, payment.transactionid, other.tenantid);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'month_closed',
      params: { month: '2026-02' },
    });
    expect(await reversalEntries(payment.transactionid)).toHaveLength(0);
    expect(await balanceOf(owner.token, tenant.tenantid)).toBe(2500);
    expect(await balanceOf(owner.token, other.tenantid)).toBe(3000);
  });
});

describe('DELETE /api/transactions/all-transactions/{id}', () => {
  it('answers 409 and points to reversing; nothing changes', async () => {
    const { owner, tenant } = await ownerWithTenant();
    const payment = await pay(t.app, owner.token, tenant.tenantid, 1500);
    const response = await call(
      owner.token,
      'DELETE',
      `/api/transactions/all-transactions/${payment.transactionid}`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'payment_reverse_instead',
      key: 'error.paymentReverseInstead',
    });
    expect(response.json().error.message).toContain('Reverse it instead');
    expect(await balanceOf(owner.token, tenant.tenantid)).toBe(2500);
    const unknown = await call(owner.token, 'DELETE', '/api/transactions/all-transactions/nope');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/transactions/{id}/reassign', () => {
  it('moves the payment and its receipt number to the other tenant, in one step', async () => {
    const { owner, tenant } = await ownerWithTenant();
    const other = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Baraka',
      openingrentbalance: 3000,
      openingwaterbalance: 0,
    });
    const mpesa = await insertTransaction(t.db, {
      organization_id: owner.organizationId,
      tenant_id: tenant.tenantid,
      tenant_name: 'Wanjiku Kamau',
      paid_at: '2026-03-09T08:00:00.000Z',
      external_reference: 'QKJ4MOVE01',
      amount_cents: 100_000,
    });
    expect(await balanceOf(owner.token, tenant.tenantid)).toBe(3000);

    const response = await reassign(owner.token, mpesa.id, other.tenantid);
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json().transaction;
    expect(moved).toMatchObject({
      externalreference: 'QKJ4MOVE01',
      transactiondata: { tenantid: other.tenantid, amount: 1000, paymentmode: 'MPESA' },
      recordedby: 'M-PESA',
      reversal: null,
    });
    expect(moved.transactionid).not.toBe(mpesa.id);
    expect(await balanceOf(owner.token, tenant.tenantid)).toBe(4000);
    expect(await balanceOf(owner.token, other.tenantid)).toBe(2000);

    const original = await call(
      owner.token,
      'GET',
      `/api/transactions/all-transactions/${mpesa.id}`,
    );
    expect(original.json().transaction.reversal).toMatchObject({ movedto: moved.transactionid });
    const holders = await t.db
      .selectFrom('transactions')
      .select('id')
      .where('organization_id', '=', owner.organizationId)
      .where('external_reference', '=', 'QKJ4MOVE01')
      .execute();
    // Both documents keep the number as recorded; the claim is the moved payment's.
    expect(holders.map((row) => row.id).sort()).toEqual([mpesa.id, moved.transactionid].sort());
    const again = await postPayment(t.app, owner.token, {
      tenantid: tenant.tenantid,
      paymentmode: 'MPESA',
      amount: 1000,
      description: 'Rent',
      reference: 'QKJ4MOVE01',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('receipt_recorded');

    const [logged] = await activityOf(t.app, owner.token, 'payment_moved');
    expect(logged!.summary).toContain('Wrong account number');
    expect((await reassign(owner.token, mpesa.id, other.tenantid)).json().error.code).toBe(
      'payment_already_reversed',
    );
  });

  it('is the owner’s alone, and refuses the same tenant', async () => {
    const { owner, tenant } = await ownerWithTenant();
    await call(owner.token, 'PUT', '/api/organization/managers-may-erase', { allowed: true });
    const other = await addTenant(t.app, owner.token, owner.place);
    const member = await signedInMember(t.app, t.db, owner.organizationId);
    const payment = await pay(t.app, member.token, tenant.tenantid, 500);
    expect((await reassign(member.token, payment.transactionid, other.tenantid)).statusCode).toBe(
      403,
    );
    const same = await reassign(owner.token, payment.transactionid, tenant.tenantid);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.tenantid).toBeDefined();
    expect(await balanceOf(owner.token, tenant.tenantid)).toBe(3500);
  });
});
