import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nairobiDate } from '@rental/shared/dates';
import { kenyaTimestamp } from '../../src/integrations/mpesa/daraja-helpers.js';
import { clearDarajaTokenCache } from '../../src/integrations/mpesa/daraja-client.js';
import { authed } from '../helpers/accounts.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, freePort, type TestApp } from '../helpers/test-app.js';
import { c2bSample, paymentsOf } from './c2b-fixtures.js';
import { signedInMember } from '../transactions/fixtures.js';
import { startDarajaSimulator, type DarajaSimulator } from '../../../../tools/daraja-simulator.mjs';

let t: TestApp;
let sim: DarajaSimulator;
let serverUrl: string;
beforeAll(async () => {
  sim = await startDarajaSimulator({ stkDelayMs: 10 });
  const port = await freePort();
  serverUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ mpesa: { baseUrl: sim.url, publicUrl: serverUrl } });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});
beforeEach(() => clearDarajaTokenCache());

const settingsUrl = '/api/mpesasettings/mpesa-settings';

async function landlord(paybill: string, extra: Record<string, unknown> = {}) {
  const owner = await landlordWithRoom(t.app);
  const saved = await t.app.inject({
    method: 'PUT',
    url: settingsUrl,
    headers: authed(owner.token),
    payload: {
      organizationname: 'Sunrise',
      paybillnumber: paybill,
      consumerkey: 'test-key',
      consumersecret: 'test-secret',
      passkey: 'pk',
      ...extra,
    },
  });
  expect(saved.statusCode).toBe(200);
  const settings = saved.json().mpesasettings;
  const secret = /\/api\/c2b\/([0-9a-f]{40})\/confirmation$/.exec(settings.confirmationurl)![1]!;
  return { ...owner, settings, secret };
}

/** M-PESA's callback, answered once stored; then what it pays is applied (moments later). */
async function confirm(secret: string, payload: unknown, kind = 'confirmation') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/c2b/${secret}/${kind}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  await t.app.c2bConfirmations.settled();
  return response;
}

describe('MPESA settings', () => {
  it('keeps secrets write-only and gives callback URLs without forbidden words', async () => {
    const owner = await landlord('600966', { validationenabled: true });
    expect(owner.settings).toMatchObject({
      collectionmode: 'own_paybill',
      environment: 'sandbox',
      consumerkeyset: true,
      consumersecretset: true,
      passkeyset: true,
      validationenabled: true,
    });
    expect(JSON.stringify(owner.settings)).not.toContain('test-secret');
    expect(owner.settings.confirmationurl).toBe(
      `${serverUrl}/api/c2b/${owner.secret}/confirmation`,
    );
    expect(owner.settings.validationurl).toMatch(/\/validation$/);
    expect(owner.settings.confirmationurl).not.toMatch(/mpesa|m-pesa|safaricom|exe|cmd|sql|query/i);
    const row = await t.db
      .selectFrom('mpesa_settings')
      .selectAll()
      .where('organization_id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    expect(row.consumer_secret_encrypted).not.toContain('test-secret');

    // Saving again with empty secrets keeps them, and the secret path never changes.
    const again = await t.app.inject({
      method: 'PUT',
      url: settingsUrl,
      headers: authed(owner.token),
      payload: {
        organizationname: 'Sunrise',
        paybillnumber: '600966',
        collectionmode: 'bank_paybill',
        accountnumber: 'SUN1',
      },
    });
    expect(again.json().mpesasettings).toMatchObject({
      collectionmode: 'bank_paybill',
      consumersecretset: true,
      confirmationurl: owner.settings.confirmationurl,
      validationenabled: false,
    });
  });

  it('registers the URLs with M-PESA over HTTP and shows its answer', async () => {
    const owner = await landlord('600984');
    const name = { firstname: 'Otieno', lastname: 'Ochieng' };
    const member = await signedInMember(t.app, t.db, owner.organizationId, name, 'accountant');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/mpesasettings/register-urls',
      headers: authed(member.token),
    });
    expect(refused.statusCode).toBe(403);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mpesasettings/register-urls',
      headers: authed(owner.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, code: '0', message: 'Success' });
    expect(sim.controls.registeredUrls('600984')).toMatchObject({
      confirmationUrl: owner.settings.confirmationurl,
      validationUrl: owner.settings.validationurl,
      responseType: 'Completed',
    });
    const read = await t.app.inject({ url: settingsUrl, headers: authed(owner.token) });
    expect(read.json().mpesasettings.registerresult).toBe('0 Success');

    // The simulator now pays the bill through our real endpoint.
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'Z9' });
    const paid = await sim.controls.payBill({ shortcode: '600984', account: 'z-9', amount: 700 });
    expect(paid.confirmation).toEqual({
      status: 200,
      answer: { ResultCode: 0, ResultDesc: 'Accepted' },
    });
    await t.app.c2bConfirmations.settled();
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);

    // Production: https required, and a second registration answers 500.003.1001.
    sim.controls.setProduction(true);
    try {
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/mpesasettings/register-urls',
        headers: authed(owner.token),
      });
      expect(second.json()).toMatchObject({ success: false, code: '400.002.02' });
    } finally {
      sim.controls.setProduction(false);
    }
  });

  it('refuses registration with wrong credentials, showing M-PESA\u2019s message', async () => {
    const owner = await landlord('600985', { consumersecret: 'wrong' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mpesasettings/register-urls',
      headers: authed(owner.token),
    });
    expect(response.json()).toMatchObject({ success: false, code: 'credentials' });
    expect(response.json().message).toContain('Invalid Authentication passed');
  });
});

describe('C2B confirmation', () => {
  it('records the reference sample payload against the tenant, with a receipt SMS', async () => {
    const owner = await landlord('600966');
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      housenumber: 'A4',
      openingrentbalance: 10,
      openingwaterbalance: 0,
      firstname: 'Amina',
    });
    // The reference's sample, paid an hour ago (a year back it would be quarantined).
    const paidAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000);
    const body = c2bSample({ TransID: 'RKL51ZDR4F', TransTime: kenyaTimestamp(paidAt) });
    const response = await confirm(owner.secret, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const [payment] = await paymentsOf(t.db, owner.organizationId);
    expect(payment).toMatchObject({
      transaction_type: 'Tenant Payment',
      payment_mode: 'MPESA',
      recorded_by: null,
      recorded_by_name: 'M-PESA',
      tenant_id: tenant.tenantid,
      tenant_name: 'Amina Kamau',
      amount_cents: 500,
      external_reference: 'RKL51ZDR4F',
      description: 'M-PESA paybill payment by JOHN',
      paid_at: paidAt.toISOString(),
      paid_on: nairobiDate(paidAt),
    });
    const sms = await t.db
      .selectFrom('sms_messages')
      .selectAll()
      .where('transaction_id', '=', payment!.id)
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ purpose: 'receipt', phone: '+254712345678' });
    expect(sms[0]!.text).toContain('Ref RKL51ZDR4F');
    expect(sms[0]!.text).toContain('Your balance is KES 5');
    const callbacks = await t.db
      .selectFrom('mpesa_callbacks')
      .selectAll()
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(callbacks).toHaveLength(1);
    expect(JSON.parse(callbacks[0]!.raw_body)).toEqual(body);
    expect(callbacks[0]).toMatchObject({ kind: 'confirmation', outcome: 'matched' });
  });

  it('records the same TransID posted 20 times concurrently once', async () => {
    const owner = await landlord('600966');
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const body = c2bSample();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${serverUrl}/api/c2b/${owner.secret}/confirmation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.status),
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    await t.app.c2bConfirmations.settled();
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
    const sms = await t.db
      .selectFrom('sms_messages')
      .select('id')
      .where('organization_id', '=', owner.organizationId)
      .where('purpose', '=', 'receipt')
      .execute();
    expect(sms).toHaveLength(1);
  });

  it('matches sloppily typed account numbers and reads both amount forms', async () => {
    const owner = await landlord('600966');
    const tenant = await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    for (const account of ['a-4', ' A4 ', 'A 4']) {
      expect((await confirm(owner.secret, c2bSample({ BillRefNumber: account }))).statusCode).toBe(
        200,
      );
    }
    await confirm(owner.secret, c2bSample({ TransAmount: '5000' }));
    const payments = await paymentsOf(t.db, owner.organizationId);
    expect(payments.map((p) => p.tenant_id)).toEqual(Array(4).fill(tenant.tenantid));
    expect(payments.map((p) => Number(p.amount_cents)).sort((a, b) => a - b)).toEqual([
      500, 500, 500, 500000,
    ]);
  });

  it('puts unknown and ambiguous account numbers in the unallocated list; assigning records it once', async () => {
    const owner = await landlord('600966');
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'C1' });
    const other = await createRental(t.app, owner.token, { rentalname: 'Second Block' });
    const room = await createRoom(t.app, owner.token, other.rentalid);
    await addTenant(
      t.app,
      owner.token,
      { rentalid: other.rentalid, housetype: room.roomid },
      {
        housenumber: 'c-1',
      },
    );
    const chosen = await addTenant(t.app, owner.token, owner.place, { housenumber: 'D7' });

    await confirm(owner.secret, c2bSample({ BillRefNumber: 'ZZ99', TransID: 'UNKNOWN001' }));
    await confirm(owner.secret, c2bSample({ BillRefNumber: 'C1', TransID: 'AMBIGUOUS1' }));
    await confirm(owner.secret, c2bSample({ BillRefNumber: 'ZZ99', TransID: 'UNKNOWN001' }));
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(0);

    const list = await t.app.inject({
      url: '/api/mpesa/unallocated',
      headers: authed(owner.token),
    });
    const payments = list.json().payments;
    expect(payments.map((p: { transid: string }) => p.transid).sort()).toEqual([
      'AMBIGUOUS1',
      'UNKNOWN001',
    ]);
    expect(payments[0]).toMatchObject({ amount: 5, payername: 'JOHN', source: 'c2b' });

    const stranger = await landlordWithRoom(t.app);
    const id = payments.find((p: { transid: string }) => p.transid === 'UNKNOWN001').id;
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/mpesa/unallocated/${id}/assign`,
      headers: authed(stranger.token),
      payload: { tenantid: chosen.tenantid },
    });
    expect(foreign.statusCode).toBe(404);

    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/mpesa/unallocated/${id}/assign`,
      headers: authed(owner.token),
      payload: { tenantid: chosen.tenantid },
    });
    expect(assigned.statusCode).toBe(200);
    const [payment] = await paymentsOf(t.db, owner.organizationId);
    expect(payment).toMatchObject({
      id: assigned.json().transactionid,
      tenant_id: chosen.tenantid,
      external_reference: 'UNKNOWN001',
      recorded_by_name: 'M-PESA',
    });
    const sms = await t.db
      .selectFrom('sms_messages')
      .select('purpose')
      .where('transaction_id', '=', payment!.id)
      .execute();
    expect(sms).toEqual([{ purpose: 'receipt' }]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/mpesa/unallocated/${id}/assign`,
      headers: authed(owner.token),
      payload: { tenantid: chosen.tenantid },
    });
    expect(again.statusCode).toBe(404);
    // M-PESA repeating it later changes nothing.
    await confirm(owner.secret, c2bSample({ BillRefNumber: 'D7', TransID: 'UNKNOWN001' }));
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
    const after = await t.app.inject({
      url: '/api/mpesa/unallocated',
      headers: authed(owner.token),
    });
    expect(after.json().payments.map((p: { transid: string }) => p.transid)).toEqual([
      'AMBIGUOUS1',
    ]);
  });

  it('answers 400 to malformed JSON and missing fields, storing no transaction', async () => {
    const owner = await landlord('600966');
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const broken = await confirm(owner.secret, '{"TransID": "X1", ');
    expect(broken.statusCode).toBe(400);
    for (const field of [
      'TransID',
      'TransAmount',
      'BusinessShortCode',
      'BillRefNumber',
      'TransTime',
    ]) {
      const body: Record<string, string> = c2bSample();
      delete body[field];
      const response = await confirm(owner.secret, body);
      expect(response.statusCode, field).toBe(400);
    }
    expect((await confirm(owner.secret, c2bSample({ TransAmount: 'abc' }))).statusCode).toBe(400);
    expect((await confirm(owner.secret, c2bSample({ TransAmount: '0.00' }))).statusCode).toBe(400);
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(0);
    const outcomes = await t.db
      .selectFrom('mpesa_callbacks')
      .select('outcome')
      .where('organization_id', '=', owner.organizationId)
      .execute();
    // The JSON ones are kept as received (7), marked invalid; the broken text is not stored.
    expect(outcomes).toHaveLength(7);
    expect(new Set(outcomes.map((o) => o.outcome))).toEqual(new Set(['invalid']));
  });

  it('answers 404 to a wrong secret', async () => {
    await landlord('600966');
    expect((await confirm('0'.repeat(40), c2bSample())).statusCode).toBe(404);
    expect((await confirm('nope', c2bSample())).statusCode).toBe(404);
  });

  it("never credits this organization's tenants with another shortcode", async () => {
    const mine = await landlord('600966');
    const theirs = await landlord('600977');
    await addTenant(t.app, mine.token, mine.place, { housenumber: 'A4' });
    await addTenant(t.app, theirs.token, theirs.place, { housenumber: 'A4' });
    // Their shortcode posted to my URL, and mine to theirs: quarantined both ways.
    expect(
      (await confirm(mine.secret, c2bSample({ BusinessShortCode: '600977' }))).statusCode,
    ).toBe(200);
    expect(
      (await confirm(theirs.secret, c2bSample({ BusinessShortCode: '600966' }))).statusCode,
    ).toBe(200);
    expect(await paymentsOf(t.db, mine.organizationId)).toHaveLength(0);
    expect(await paymentsOf(t.db, theirs.organizationId)).toHaveLength(0);
    const outcomes = await t.db
      .selectFrom('mpesa_callbacks')
      .select('outcome')
      .where('organization_id', 'in', [mine.organizationId, theirs.organizationId])
      .execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['quarantined', 'quarantined']);
    const held = await t.db
      .selectFrom('quarantined_payments')
      .select(['organization_id', 'reasons', 'details'])
      .where('organization_id', 'in', [mine.organizationId, theirs.organizationId])
      .orderBy('details')
      .execute();
    expect(held.map((row) => JSON.parse(row.reasons) as string[])).toEqual([
      ['shortcode'],
      ['shortcode'],
    ]);
    expect(held.map((row) => JSON.parse(row.details) as object)).toEqual([
      { shortcode: '600966' },
      { shortcode: '600977' },
    ]);
  });

  it('validation rejects unknown accounts with C2B00012 when turned on', async () => {
    const owner = await landlord('600966');
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const off = await confirm(owner.secret, c2bSample({ BillRefNumber: 'NOPE' }), 'validation');
    expect(off.json()).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
    await t.app.inject({
      method: 'PUT',
      url: settingsUrl,
      headers: authed(owner.token),
      payload: { organizationname: 'Sunrise', paybillnumber: '600966', validationenabled: true },
    });
    const rejected = await confirm(
      owner.secret,
      c2bSample({ BillRefNumber: 'NOPE' }),
      'validation',
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    const accepted = await confirm(
      owner.secret,
      c2bSample({ BillRefNumber: ' a-4' }),
      'validation',
    );
    expect(accepted.json()).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(0);
  });
});

describe('npm run mpesa:pay', () => {
  it('posts a confirmation as M-PESA would, with the secret from --secret', async () => {
    const owner = await landlord('600984');
    const tenant = await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const tool = fileURLToPath(new URL('../../../../tools/mpesa-pay.mjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [
      tool,
      '--shortcode',
      '600984',
      '--account',
      'a-4',
      '--amount',
      '5000',
      '--url',
      serverUrl,
      '--secret',
      owner.secret,
    ]);
    expect(stdout).toContain('confirmation: HTTP 200 {"ResultCode":0,"ResultDesc":"Accepted"}');
    const [payment] = await paymentsOf(t.db, owner.organizationId);
    expect(payment).toMatchObject({ tenant_id: tenant.tenantid, amount_cents: 500000 });
    expect(payment!.external_reference).toMatch(/^[A-Z0-9]{10}$/);
  });
});

describe('Statement import', () => {
  const header =
    'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';

  function importCsv(token: string, csv: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/mpesa/statement-import',
      headers: { ...authed(token), 'content-type': 'text/csv' },
      payload: csv,
    });
  }

  // The account typed at a bank paybill is the landlord's account, '#', the house (SUN1#a-4).
  it('applies the same matching, ignores duplicates and reports bad rows', async () => {
    const owner = await landlord('600966', {
      collectionmode: 'bank_paybill',
      accountnumber: 'SUN1',
    });
    const tenant = await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const csv = [
      'Organization Name,Sunrise',
      'Time Period,01-11-2023 - 30-11-2023',
      header,
      'SKA1B2C3D4,2023-11-21 12:13:25,2023-11-21 12:13:25,Pay Bill from 2547***126 - JOHN DOE Acc. a-4,Completed,"5,000.00",,25000.00,true,Pay Bill,2547***126 - JOHN DOE,,SUN1#a-4',
      'SKA1B2C3D5,21/11/2023 13:00,,Pay Bill from 2547***127 - MARY W Acc. Q99,Completed,1200.00,,26200.00,true,Pay Bill,2547***127 - MARY W,,',
      'SKA1B2C3D6,2023-11-21 14:00:00,,Withdrawal charge,Completed,,-50.00,26150.00,true,,,,',
      'SKA1B2C3D4,2023-11-21 12:13:25,2023-11-21 12:13:25,Pay Bill from 2547***126 - JOHN DOE Acc. a-4,Completed,"5,000.00",,25000.00,true,Pay Bill,2547***126 - JOHN DOE,,SUN1#a-4',
      ',2023-11-21 15:00:00,,Pay Bill,Completed,100.00,,,true,,,,A4',
      'SKA1B2C3D7,someday,,Pay Bill,Completed,100.00,,,true,,,,A4',
    ].join('\n');
    const first = await importCsv(owner.token, csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      matched: 1,
      unallocated: 1,
      duplicates: 1,
      errors: [
        { row: 8, message: 'Receipt No. is missing' },
        { row: 9, message: 'Completion Time "someday" is not a date and time' },
      ],
      notinstatement: [],
    });
    const payments = await paymentsOf(t.db, owner.organizationId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      tenant_id: tenant.tenantid,
      amount_cents: 500000,
      external_reference: 'SKA1B2C3D4',
      paid_at: '2023-11-21T09:13:25.000Z',
      description: 'M-PESA paybill payment by JOHN DOE',
    });
    const second = await importCsv(owner.token, csv);
    expect(second.json()).toMatchObject({ matched: 0, unallocated: 0, duplicates: 3 });
    const list = await t.app.inject({
      url: '/api/mpesa/unallocated',
      headers: authed(owner.token),
    });
    expect(list.json().payments).toMatchObject([
      {
        transid: 'SKA1B2C3D5',
        billref: 'Q99',
        payername: 'MARY W',
        amount: 1200,
        source: 'statement',
      },
    ]);
  });

  it('says what a statement needs when the header is not found', async () => {
    const owner = await landlord('600966');
    const response = await importCsv(owner.token, 'a,b,c\n1,2,3\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Receipt No.');
  });
});
