import { lateFeeMessages } from '@rental/shared/schemas/late-fees';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeLateFees } from '../../src/modules/late-fees/charge.js';
import { tenantBalance } from '../../src/modules/ledger/balances.js';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertInvoice, pay, settableClock, signedInMember } from '../transactions/fixtures.js';

// 15 June 2026, 09:00 in Nairobi.
const time = settableClock('2026-06-15T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof landlordWithRoom>>;

function rule(owner: Owner, body: object, token = owner.token) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/rental/all-rentals/${owner.rental.rentalid}/late-fee`,
    headers: authed(token),
    payload: body,
  });
}

async function landlordWithTenant() {
  const owner = await landlordWithRoom(t.app);
  await t.db
    .updateTable('organizations')
    .set({ plan_id: 'enterprise' })
    .where('id', '=', owner.organizationId)
    .execute();
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    openingrentbalance: 0,
    openingwaterbalance: 0,
  });
  const bill = (kes: number, dueDate: string, type?: 'Pending Bill' | 'Water Invoice Bill') =>
    insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId: tenant.tenantid,
      amountCents: Math.round(kes * 100),
      billingDate: dueDate,
      dueDate,
      type,
    });
  return { owner, tenant, bill };
}

function feesOf(organizationId: string) {
  return t.db
    .selectFrom('invoices')
    .select(['late_fee_for', 'amount_cents', 'description', 'due_date'])
    .where('organization_id', '=', organizationId)
    .where('invoice_type', '=', 'Late Fee')
    .orderBy('number')
    .execute();
}

const run = (organizationId: string) =>
  chargeLateFees({ db: t.db, clock: time.clock }, { organizationId });

describe('late fees', () => {
  it('charges a fixed fee once per invoice still unpaid after the grace days', async () => {
    const { owner, tenant, bill } = await landlordWithTenant();
    expect(
      (await rule(owner, { enabled: true, type: 'fixed', amount: 500, gracedays: 3 })).statusCode,
    ).toBe(200);
    // Payments settle the oldest charge first: the 100 is paid, the 8,000s are not.
    await bill(100, '2026-06-01');
    await pay(t.app, owner.token, tenant.tenantid, 100);
    const boundary = await bill(8000, '2026-06-12'); // due + 3 = today: not yet
    const late = await bill(8000, '2026-06-11'); // due + 3 = yesterday: charged
    await bill(9999, '2026-06-01', 'Pending Bill'); // a reminder: never a fee

    expect(await run(owner.organizationId)).toBe(1);
    expect(await run(owner.organizationId)).toBe(0);
    const fees = await feesOf(owner.organizationId);
    expect(fees.map((f) => [f.late_fee_for, Number(f.amount_cents), f.due_date])).toEqual([
      [late.id, 50_000, '2026-06-15'],
    ]);
    expect(fees[0]!.description).toMatch(/^Late fee on INV-\d{6}$/);
    const log = await activityOf(t.app, owner.token);
    expect(log.filter((e) => e.kind === 'late_fee_charged')).toHaveLength(1);

    // The next day the boundary invoice is late too; the fee itself never draws a fee.
    time.set('2026-06-16T06:00:00.000Z');
    expect(await run(owner.organizationId)).toBe(1);
    expect((await feesOf(owner.organizationId)).map((f) => f.late_fee_for)).toEqual([
      late.id,
      boundary.id,
    ]);
    time.set('2026-06-25T06:00:00.000Z');
    expect(await run(owner.organizationId)).toBe(0);
    time.set('2026-06-15T06:00:00.000Z');
  });

  it('charges a percentage of what is unpaid, and nothing when the rule is off', async () => {
    const { owner, tenant, bill } = await landlordWithTenant();
    await bill(8000, '2026-05-05');
    await pay(t.app, owner.token, tenant.tenantid, 3000);
    await rule(owner, { enabled: false, type: 'percent', amount: 10, gracedays: 0 });
    expect(await run(owner.organizationId)).toBe(0);
    await rule(owner, { enabled: true, type: 'percent', amount: 10, gracedays: 0 });
    expect(await run(owner.organizationId)).toBe(1);
    expect((await feesOf(owner.organizationId)).map((f) => Number(f.amount_cents))).toEqual([
      50_000,
    ]);
    expect(await tenantBalance(t.db, owner.organizationId, tenant.tenantid)).toBe(550_000);
  });

  it('tells a tenant of several fees in one SMS, with what they now owe', async () => {
    const { owner, bill } = await landlordWithTenant();
    await rule(owner, { enabled: true, type: 'percent', amount: 2.5, gracedays: 0, sendsms: true });
    await bill(3333.33, '2026-05-05');
    await bill(8000, '2026-06-05');
    expect(await run(owner.organizationId)).toBe(2);
    // 2.5% of 3,333.33 is 83.33325: rounded to the cent.
    expect((await feesOf(owner.organizationId)).map((f) => Number(f.amount_cents))).toEqual([
      8_333, 20_000,
    ]);
    const sms = await t.db
      .selectFrom('sms_messages')
      .select(['text', 'purpose'])
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.purpose).toBe('notice');
    expect(sms[0]!.text).toContain(
      '2 of your invoices are past their due dates: late fees of KES 283.33 in all were added. ' +
        'You now owe KES 11,616.66.',
    );
  });

  it('skips an organization whose subscription lapsed', async () => {
    const { owner, bill } = await landlordWithTenant();
    await rule(owner, { enabled: true, type: 'fixed', amount: 500, gracedays: 0 });
    await bill(8000, '2026-05-05');
    await t.db
      .updateTable('organizations')
      .set({ plan_id: null, trial_ends_at: '2026-01-01T00:00:00.000Z', paid_until: null })
      .where('id', '=', owner.organizationId)
      .execute();
    expect(await run(owner.organizationId)).toBe(0);
  });

  it('skips an organization whose owner is deactivated', async () => {
    const { owner, bill } = await landlordWithTenant();
    await rule(owner, { enabled: true, type: 'fixed', amount: 500, gracedays: 0 });
    await bill(8000, '2026-05-05');
    await t.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('organization_id', '=', owner.organizationId)
      .where('role', '=', 'owner')
      .execute();
    expect(await run(owner.organizationId)).toBe(0);
  });

  it('charges nothing to a tenant who paid everything, ahead included', async () => {
    const { owner, tenant, bill } = await landlordWithTenant();
    await rule(owner, { enabled: true, type: 'fixed', amount: 500, gracedays: 0 });
    await bill(8000, '2026-05-05');
    await bill(8000, '2026-06-05');
    await pay(t.app, owner.token, tenant.tenantid, 20_000);
    expect(await run(owner.organizationId)).toBe(0);
    expect(await feesOf(owner.organizationId)).toEqual([]);
  });

  it('charges once when two runs race', async () => {
    const { owner, bill } = await landlordWithTenant();
    await rule(owner, { enabled: true, type: 'fixed', amount: 500, gracedays: 0 });
    for (const due of ['2026-05-05', '2026-05-06', '2026-05-07']) await bill(1000, due);
    const counts = await Promise.all([run(owner.organizationId), run(owner.organizationId)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    const fees = await feesOf(owner.organizationId);
    expect(new Set(fees.map((f) => f.late_fee_for)).size).toBe(3);
    expect(fees).toHaveLength(3);
  });
});

describe('the late-fee rule', () => {
  it('is off until saved, validated, and the owner’s to change', async () => {
    const { owner } = await landlordWithTenant();
    const url = `/api/rental/all-rentals/${owner.rental.rentalid}/late-fee`;
    const got = await t.app.inject({ url, headers: authed(owner.token) });
    expect(got.json()).toEqual({
      latefee: { enabled: false, type: 'fixed', amount: 500, gracedays: 3, sendsms: false },
    });
    const bad = await rule(owner, { enabled: true, type: 'percent', amount: 150, gracedays: 61 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      amount: lateFeeMessages.percentRange,
      gracedays: lateFeeMessages.graceRange,
    });
    const member = await signedInMember(
      t.app,
      t.db,
      owner.organizationId,
      { firstname: 'Otieno', lastname: 'Ochieng' },
      'accountant',
    );
    const refused = await rule(
      owner,
      { enabled: true, type: 'fixed', amount: 1, gracedays: 0 },
      member.token,
    );
    expect(refused.statusCode).toBe(403);
    const saved = await rule(owner, {
      enabled: true,
      type: 'percent',
      amount: 2.5,
      gracedays: 5,
      sendsms: true,
    });
    expect(saved.json().latefee).toEqual({
      enabled: true,
      type: 'percent',
      amount: 2.5,
      gracedays: 5,
      sendsms: true,
    });
    const log = await activityOf(t.app, owner.token);
    expect(log.find((e) => e.kind === 'late_fee_rule_saved')?.summary).toContain(
      'Saved the late-fee rule',
    );
    const stranger = await landlordWithRoom(t.app);
    expect((await t.app.inject({ url, headers: authed(stranger.token) })).statusCode).toBe(404);
  });
});

describe('waiving a late fee', () => {
  it('brings the balance back by a credit note, once, logged with the reason', async () => {
    const { owner, tenant, bill } = await landlordWithTenant();
    await rule(owner, { enabled: true, type: 'fixed', amount: 500, gracedays: 0, sendsms: true });
    const rent = await bill(8000, '2026-06-01');
    await run(owner.organizationId);
    const [fee] = await t.db
      .selectFrom('invoices')
      .select(['id', 'number'])
      .where('late_fee_for', '=', rent.id)
      .execute();
    expect(await tenantBalance(t.db, owner.organizationId, tenant.tenantid)).toBe(850_000);
    const notice = await t.db
      .selectFrom('sms_messages')
      .select(['purpose', 'status', 'text'])
      .where('invoice_id', '=', fee!.id)
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ purpose: 'notice', status: 'held' });
    expect(notice.text).toContain(`${invoiceNumberLabel(rent.number)} is past its due date`);
    expect(notice.text).toContain('a late fee of KES 500 was added');
    expect(notice.text).toContain('You now owe KES 8,500.');
    expect(notice.text).toContain('paybill (paybill not set)');

    const waive = (id: string, token = owner.token, reason = 'Paid late because of a bank delay') =>
      t.app.inject({
        method: 'POST',
        url: `/api/invoice/${id}/waive`,
        headers: authed(token),
        payload: { reason },
      });
    const member = await signedInMember(
      t.app,
      t.db,
      owner.organizationId,
      { firstname: 'Otieno', lastname: 'Ochieng' },
      'caretaker',
    );
    expect((await waive(fee!.id, member.token)).statusCode).toBe(403);
    expect((await waive(fee!.id, owner.token, '  ')).statusCode).toBe(400);
    expect((await waive(rent.id)).statusCode).toBe(409);
    const done = await waive(fee!.id);
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ invoiceid: fee!.id, amount: 500 });
    expect(await tenantBalance(t.db, owner.organizationId, tenant.tenantid)).toBe(800_000);
    const again = await waive(fee!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(lateFeeMessages.alreadyWaived);

    const statement = await t.app.inject({
      url: `/api/tenant/all-tenants/${tenant.tenantid}/statement`,
      headers: authed(owner.token),
    });
    expect(statement.json().entries.map((e: { kind: string }) => e.kind)).toEqual([
      'invoice',
      'invoice',
      'credit_note',
    ]);
    expect(statement.json().balance).toBe(8000);
    const sent = await t.app.inject({
      url: `/api/invoice/all?tenantid=${tenant.tenantid}`,
      headers: authed(owner.token),
    });
    const waived = sent.json().invoices.find((i: { invoiceid: string }) => i.invoiceid === fee!.id);
    expect(waived.invoicedata).toMatchObject({
      invoicetype: 'Late Fee',
      status: 'paid',
      description: `Late fee on ${invoiceNumberLabel(rent.number)}`,
    });
    expect(waived.paidamount).toBe(500);
    const log = await activityOf(t.app, owner.token);
    expect(log.find((e) => e.kind === 'late_fee_waived')?.summary).toBe(
      `Waived late fee ${invoiceNumberLabel(Number(fee!.number))} (KES 500) of ` +
        'Wanjiku Kamau: Paid late because of a bank delay',
    );
  });
});
