import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { pay, postPayment, settableClock } from './fixtures.js';
import { payerName, paymentDescription } from '../../src/modules/ledger/index.js';

// 10 March 2026, 10:00 in Nairobi.
const time = settableClock('2026-03-10T07:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function transactionRow(id: string) {
  return t.db
    .selectFrom('transactions')
    .selectAll('transactions')
    .select([payerName('transactions'), paymentDescription('transactions')])
    .where('id', '=', id)
    .executeTakeFirst();
}

function receiptsOf(transactionId: string) {
  return t.db
    .selectFrom('sms_messages')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .execute();
}

async function balanceOf(token: string, tenantId: string): Promise<number> {
  const response = await t.app.inject({
    url: `/api/tenant/all-tenants/${tenantId}`,
    headers: authed(token),
  });
  return response.json().tenant.balance;
}

describe('POST /api/transactions/new-payment', () => {
  it('records a tenant payment with its tenant, recorder and reference', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Akinyi',
      lastname: 'Otieno',
      housenumber: 'A7',
      openingrentbalance: 5000,
      openingwaterbalance: 250.5,
    });

    const response = await postPayment(t.app, owner.token, {
      tenantid: tenant.tenantid,
      paymentmode: 'MPESA',
      amount: '3000.50',
      description: ' March rent ',
    });
    expect(response.statusCode).toBe(201);
    const { transaction } = response.json();
    expect(transaction).toEqual({
      transactionid: expect.any(String),
      transactiondata: {
        date: { seconds: Date.parse('2026-03-10T07:00:00.000Z') / 1000, nanoseconds: 0 },
        tenantid: tenant.tenantid,
        userid: owner.user.userid,
        amount: 3000.5,
        description: 'March rent',
        transactiontype: 'Tenant Payment',
        paymentmode: 'MPESA',
      },
      reference: transaction.transactionid.slice(-12),
      externalreference: null,
      tenantname: 'Akinyi Otieno',
      housenumber: 'A7',
      recordedby: 'Amina Wanjiru',
      deposit: 0,
      verified: false,
      verifiedby: null,
      reversal: null,
    });

    const row = await transactionRow(transaction.transactionid);
    expect(row).toMatchObject({
      organization_id: owner.organizationId,
      amount_cents: 300050,
      paid_on: '2026-03-10',
      paid_at: '2026-03-10T07:00:00.000Z',
      recorded_by: owner.user.userid,
      recorded_by_name: 'Amina Wanjiru',
      tenant_name: 'Akinyi Otieno',
    });
    // 5000 + 250.50 opening - 3000.50 paid.
    expect(await balanceOf(owner.token, tenant.tenantid)).toBe(2250);
    expect(await receiptsOf(transaction.transactionid)).toEqual([]);
  });

  it('records a past day at Nairobi noon and refuses a day in the future', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place);

    const past = await pay(t.app, owner.token, tenant.tenantid, 100, { date: '2026-02-27' });
    const row = await transactionRow(past.transactionid);
    expect(row).toMatchObject({ paid_on: '2026-02-27', paid_at: '2026-02-27T09:00:00.000Z' });

    const future = await postPayment(t.app, owner.token, {
      tenantid: tenant.tenantid,
      paymentmode: 'Cash',
      amount: 100,
      description: 'Rent',
      date: '2026-03-11',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({
      date: 'The payment date cannot be in the future',
    });

    // 20:30Z is 23:30 on 10 March in Nairobi; 21:00Z is already 11 March there.
    time.set('2026-03-10T20:30:00.000Z');
    const late = await pay(t.app, owner.token, tenant.tenantid, 1, { date: '2026-03-10' });
    expect(await transactionRow(late.transactionid)).toMatchObject({
      paid_on: '2026-03-10',
      paid_at: '2026-03-10T20:30:00.000Z',
    });
    time.set('2026-03-10T21:00:00.000Z');
    const nextDay = await pay(t.app, owner.token, tenant.tenantid, 1);
    expect(await transactionRow(nextDay.transactionid)).toMatchObject({ paid_on: '2026-03-11' });
    time.set('2026-03-10T07:00:00.000Z');
  });

  it("answers with the spec's messages for each missing field", async () => {
    const owner = await landlordWithRoom(t.app);
    const response = await postPayment(t.app, owner.token, {
      tenantid: '',
      amount: '',
      description: '  ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation',
      fields: {
        tenantid: 'Please select tenant',
        paymentmode: 'Please select payment mode',
        amount: 'Please enter amount',
        description: 'Please enter description',
      },
    });

    const zero = await postPayment(t.app, owner.token, {
      tenantid: 'x',
      paymentmode: 'Paypal',
      amount: 0,
      description: 'Rent',
    });
    expect(zero.json().error.fields).toEqual({
      paymentmode: 'Please select payment mode',
      amount: 'Amount should be more than 0',
    });
  });

  it("refuses another organization's tenant on the tenant field and writes nothing", async () => {
    const owner = await landlordWithRoom(t.app);
    const stranger = await landlordWithRoom(t.app);
    const theirs = await addTenant(t.app, stranger.token, stranger.place);

    const response = await postPayment(t.app, owner.token, {
      tenantid: theirs.tenantid,
      paymentmode: 'Cash',
      amount: 500,
      description: 'Rent',
      sendreceipt: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      key: 'validation.tenantRequired',
      code: 'validation',
      message: 'Please select tenant',
      fields: { tenantid: 'Please select tenant' },
    });
    const rows = await t.db
      .selectFrom('transactions')
      .select('id')
      .where('tenant_id', '=', theirs.tenantid)
      .execute();
    expect(rows).toEqual([]);
  });

  it('lists payments recorded in one millisecond in the order they were recorded', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const ids = [];
    for (const amount of [1, 2, 3, 4]) {
      ids.push((await pay(t.app, owner.token, tenant.tenantid, amount)).transactionid);
    }
    for (const amount of [5, 6]) {
      const past = await pay(t.app, owner.token, tenant.tenantid, amount, { date: '2026-03-01' });
      ids.push(past.transactionid);
    }
    const list = await t.app.inject({
      url: '/api/transactions/all-transactions',
      headers: authed(owner.token),
    });
    const listed = list.json().transactions.map((x: { transactionid: string }) => x.transactionid);
    expect(listed).toEqual([ids[3], ids[2], ids[1], ids[0], ids[5], ids[4]]);
  });
});

describe('the SMS receipt', () => {
  it('is queued with the payment, stating the balance after it', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Mwangi',
      lastname: 'Kariuki',
      phonenumber: '0722000111',
      housenumber: 'C3',
      openingrentbalance: 12000,
      openingwaterbalance: 500,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/organization/profile',
      headers: authed(owner.token),
      payload: { displayname: 'Jua Court Homes' },
    });

    const payment = await pay(t.app, owner.token, tenant.tenantid, 10000.5, {
      sendreceipt: true,
    });
    const receipts = await receiptsOf(payment.transactionid);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      organization_id: owner.organizationId,
      tenant_id: tenant.tenantid,
      recipient_name: 'Mwangi Kariuki',
      phone: '+254722000111',
      purpose: 'receipt',
      status: 'queued',
      invoice_id: null,
      text:
        // A cash payment has no M-PESA receipt code, and its internal id is never shown.
        'Dear Mwangi, Jua Court Homes has received KES 10,000.50 for house C3 on ' +
        '10 Mar 2026. Your balance is KES 2,499.50. Thank you.',
    });
  });

  it('says where to pay what is left once a paybill is saved', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      housenumber: 'C4',
      openingrentbalance: 5000,
      openingwaterbalance: 0,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/mpesasettings/mpesa-settings',
      headers: authed(owner.token),
      payload: {
        organizationname: 'Jua Court Homes',
        paybillnumber: '522522',
        accountnumber: '1234567',
        collectionmode: 'bank_paybill',
      },
    });
    const part = await pay(t.app, owner.token, tenant.tenantid, 2000, { sendreceipt: true });
    const [receipt] = await receiptsOf(part.transactionid);
    expect(receipt?.text).toContain(
      'Your balance is KES 3,000. Pay via M-PESA paybill 522522, account 1234567#C4. Thank you.',
    );
    const rest = await pay(t.app, owner.token, tenant.tenantid, 3000, { sendreceipt: true });
    const [cleared] = await receiptsOf(rest.transactionid);
    expect(cleared?.text).toContain('Your balance is KES 0. Thank you.');
    expect(cleared?.text).not.toContain('paybill');
  });

  it('says a credit in words, never a negative balance', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      openingrentbalance: 1000,
      openingwaterbalance: 0,
    });
    const payment = await pay(t.app, owner.token, tenant.tenantid, 1500, { sendreceipt: true });
    const [receipt] = await receiptsOf(payment.transactionid);
    expect(receipt?.text).toContain('Your balance: In credit KES 500. Thank you.');
  });

  it('is not queued when the form does not ask for it', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const payment = await pay(t.app, owner.token, tenant.tenantid, 100, { sendreceipt: false });
    expect(await receiptsOf(payment.transactionid)).toEqual([]);
  });

  it('is written in the same database transaction: no receipt, no payment', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    await refuseOutboxWrites(true);
    try {
      const response = await postPayment(t.app, owner.token, {
        tenantid: tenant.tenantid,
        paymentmode: 'Cash',
        amount: 700,
        description: 'Rent',
        sendreceipt: true,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await refuseOutboxWrites(false);
    }
    const rows = await t.db
      .selectFrom('transactions')
      .select('id')
      .where('tenant_id', '=', tenant.tenantid)
      .execute();
    expect(rows).toEqual([]);
  });
});

/** Makes every insert into the SMS outbox fail, as a full disk or a bug would. */
async function refuseOutboxWrites(refuse: boolean) {
  const postgres = Boolean(process.env.DATABASE_URL);
  if (!refuse) {
    await sql`drop trigger refuse_sms on sms_messages`.execute(t.db).catch(() => undefined);
    await sql`drop trigger refuse_sms`.execute(t.db).catch(() => undefined);
    return;
  }
  if (postgres) {
    await sql`create function refuse_sms() returns trigger language plpgsql as
      $$ begin raise exception 'outbox unavailable'; end $$`.execute(t.db);
    await sql`create trigger refuse_sms before insert on sms_messages
      for each row execute function refuse_sms()`.execute(t.db);
  } else {
    await sql`create trigger refuse_sms before insert on sms_messages
      begin select raise(abort, 'outbox unavailable'); end`.execute(t.db);
  }
}
