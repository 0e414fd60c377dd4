import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callbackSourceCheck } from '../../src/integrations/mpesa/callback-sources.js';
import { clearDarajaTokenCache } from '../../src/integrations/mpesa/daraja-client.js';
import { pullRecentTransactions } from '../../src/modules/c2b/pull-transactions.js';
import { askTransactionStatuses, claimAsks } from '../../src/modules/c2b/transaction-status.js';
import { authed } from '../helpers/accounts.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, freePort, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { testMpesaOptions } from '../helpers/test-options.js';
import {
  kenyaTime,
  randomTransId,
  startDarajaSimulator,
  type DarajaSimulator,
} from '../../../../tools/daraja-simulator.mjs';

// Payments are verified against M-PESA's own records (issue 27): Transaction Status, Pull
// Transactions and statement imports, over real HTTP to the simulator. M-PESA's callbacks
// come from 127.0.0.2, the only address MPESA_CALLBACK_IPS allows; a forger on 127.0.0.1.

const mpesaAddress = '127.0.0.2';
let t: TestApp;
let sim: DarajaSimulator;
let serverUrl: string;
const time = testClock(new Date());
let mpesa: ReturnType<typeof testMpesaOptions>;
const errors: unknown[] = [];
const jobDeps = () => ({
  db: t.db,
  clock: time.clock,
  mpesa,
  onError: (e: unknown) => errors.push(e),
});

beforeAll(async () => {
  sim = await startDarajaSimulator({ sourceAddress: mpesaAddress, statusDelayMs: 5 });
  const port = await freePort();
  serverUrl = `http://127.0.0.1:${port}`;
  mpesa = testMpesaOptions({
    baseUrl: sim.url,
    publicUrl: serverUrl,
    callbackSources: callbackSourceCheck([mpesaAddress]),
  });
  t = await createTestApp({ clock: time.clock, mpesa });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});
beforeEach(() => {
  clearDarajaTokenCache();
  errors.length = 0;
});

let nextPaybill = 600_200;

/** An owner whose own paybill's Daraja app (and initiator) is saved and registered. */
async function registeredLandlord() {
  const paybill = String((nextPaybill += 1));
  const owner = await landlordWithRoom(t.app);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: {
      organizationname: 'Sunrise',
      paybillnumber: paybill,
      consumerkey: 'test-key',
      consumersecret: 'test-secret',
      initiatorname: 'apiop',
      securitycredential: 'ENCRYPTED-CREDENTIAL',
    },
  });
  expect(saved.statusCode).toBe(200);
  const settings = saved.json().mpesasettings;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/mpesasettings/register-urls',
    headers: authed(owner.token),
  });
  expect(registered.json()).toMatchObject({ success: true });
  const secret = /\/api\/c2b\/([0-9a-f]{40})\//.exec(settings.confirmationurl)![1]!;
  const tenant = await addTenant(t.app, owner.token, owner.place, { housenumber: 'K7' });
  return { ...owner, paybill, secret, settings, tenant };
}

async function transactionsOf(token: string) {
  const response = await t.app.inject({
    url: '/api/transactions/all-transactions',
    headers: authed(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().transactions as {
    transactionid: string;
    externalreference: string | null;
    verified: boolean;
    verifiedby: string | null;
  }[];
}

async function paymentOf(token: string, receipt: string) {
  const found = (await transactionsOf(token)).filter((x) => x.externalreference === receipt);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** M-PESA pays the landlord's paybill through the simulator; applied once stored. */
async function pay(paybill: string, amount: number, extra: { deliver?: boolean } = {}) {
  const paid = await sim.controls.payBill({ shortcode: paybill, account: 'K7', amount, ...extra });
  await t.app.c2bConfirmations.settled();
  return paid.body.TransID;
}

/** POSTs from a chosen local address, as the simulator does. */
function postFrom(localAddress: string, url: string, body: unknown) {
  const text = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

function statusSuccess(receipt: string, amount: number) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: '1-2-3',
      ConversationID: 'AG_1',
      TransactionID: randomTransId(),
      ResultParameters: {
        ResultParameter: [
          { Key: 'ReceiptNo', Value: receipt },
          { Key: 'Amount', Value: amount },
          { Key: 'TransactionStatus', Value: 'Completed' },
        ],
      },
    },
  };
}

describe('Transaction Status', () => {
  it('asks M-PESA about unverified payments and marks the confirmed one verified', async () => {
    const owner = await registeredLandlord();
    expect(owner.settings).toMatchObject({ initiatorname: 'apiop', securitycredentialset: true });
    expect(JSON.stringify(owner.settings)).not.toContain('ENCRYPTED-CREDENTIAL');
    const receipt = await pay(owner.paybill, 700);
    expect(await paymentOf(owner.token, receipt)).toMatchObject({
      verified: false,
      verifiedby: null,
    });

    await askTransactionStatuses(jobDeps());
    await sim.controls.statusResultsDelivered();
    expect(errors).toEqual([]);
    const query = sim.calls.statusQueries.find((q) => q.TransactionID === receipt)!;
    expect(query).toMatchObject({
      Initiator: 'apiop',
      SecurityCredential: 'ENCRYPTED-CREDENTIAL',
      CommandID: 'TransactionStatusQuery',
      PartyA: owner.paybill,
      IdentifierType: '4',
      ResultURL: `${serverUrl}/api/c2b/${owner.secret}/status-result`,
      QueueTimeOutURL: `${serverUrl}/api/c2b/${owner.secret}/status-timeout`,
    });
    const single = await t.app.inject({
      url: `/api/transactions/all-transactions/${(await paymentOf(owner.token, receipt)).transactionid}`,
      headers: authed(owner.token),
    });
    expect(single.json().transaction).toMatchObject({
      externalreference: receipt,
      verified: true,
      verifiedby: 'transaction_status',
    });

    // A verified payment is not asked about again.
    const asked = sim.calls.statusQueries.length;
    await askTransactionStatuses(jobDeps());
    expect(sim.calls.statusQueries.slice(asked).map((q) => q.TransactionID)).not.toContain(receipt);
  });

  it('ignores a forged result from a wrong address, and asks a receipt at most hourly', async () => {
    const owner = await registeredLandlord();
    // M-PESA refuses this initiator: its results verify nothing.
    sim.controls.setInitiator('someone-else', 'x');
    const receipt = await pay(owner.paybill, 1500);
    await askTransactionStatuses(jobDeps());
    await sim.controls.statusResultsDelivered();
    const firstAsks = sim.calls.statusQueries.filter((q) => q.TransactionID === receipt);
    expect(firstAsks).toHaveLength(1);
    expect(await paymentOf(owner.token, receipt)).toMatchObject({ verified: false });

    // Within the hour it is not asked again.
    await askTransactionStatuses(jobDeps());
    expect(sim.calls.statusQueries.filter((q) => q.TransactionID === receipt)).toHaveLength(1);

    // A forger with the URL, from an address that is not M-PESA's: answered, ignored.
    const url = `${serverUrl}/api/c2b/${owner.secret}/status-result`;
    expect(await postFrom('127.0.0.1', url, statusSuccess(receipt, 1500))).toBe(200);
    expect(await paymentOf(owner.token, receipt)).toMatchObject({ verified: false });
    // From M-PESA's address, a wrong amount verifies nothing either.
    expect(await postFrom(mpesaAddress, url, statusSuccess(receipt, 15))).toBe(200);
    expect(await paymentOf(owner.token, receipt)).toMatchObject({ verified: false });
    // An unknown secret is not found.
    const unknown = `${serverUrl}/api/c2b/${'0'.repeat(40)}/status-result`;
    expect(await postFrom(mpesaAddress, unknown, statusSuccess(receipt, 1500))).toBe(404);

    // An hour later it is asked again, and M-PESA (now accepting the initiator) confirms it.
    sim.controls.setInitiator();
    time.advanceMinutes(61);
    await askTransactionStatuses(jobDeps());
    await sim.controls.statusResultsDelivered();
    expect(sim.calls.statusQueries.filter((q) => q.TransactionID === receipt)).toHaveLength(2);
    expect(await paymentOf(owner.token, receipt)).toMatchObject({
      verified: true,
      verifiedby: 'transaction_status',
    });
  });

  it('lets one of two servers claim a receipt to ask about, once an hour', async () => {
    const owner = await registeredLandlord();
    const receipt = randomTransId();
    const claim = () => claimAsks(t.db, owner.organizationId, [receipt], time.clock());
    const both = await Promise.all([claim(), claim(), claim()]);
    expect(both.flat()).toEqual([receipt]);
    time.advanceMinutes(30);
    expect(await claim()).toEqual([]);
    time.advanceMinutes(31);
    expect(await claim()).toEqual([receipt]);
  });
});

describe('Pull Transactions', () => {
  it('recovers a confirmation that never arrived, once, and verifies the ones that did', async () => {
    const owner = await registeredLandlord();
    expect(sim.controls.pullRegistration(owner.paybill)).toMatchObject({
      nominatedNumber: `254${owner.body.phonenumber.slice(1)}`,
      callbackUrl: owner.settings.confirmationurl,
    });
    const row = await t.db
      .selectFrom('mpesa_settings')
      .select('pull_registered_at')
      .where('organization_id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    expect(row.pull_registered_at).not.toBeNull();

    const arrived = await pay(owner.paybill, 2000);
    const lost = await pay(owner.paybill, 1200, { deliver: false });
    expect((await transactionsOf(owner.token)).map((x) => x.externalreference)).toEqual([arrived]);

    await pullRecentTransactions(jobDeps());
    await t.app.c2bConfirmations.settled();
    expect(errors).toEqual([]);
    expect(await paymentOf(owner.token, arrived)).toMatchObject({
      verified: true,
      verifiedby: 'pull',
    });
    expect(await paymentOf(owner.token, lost)).toMatchObject({
      verified: true,
      verifiedby: 'pull',
    });
    const recovered = await t.db
      .selectFrom('transactions')
      .select(['amount_cents', 'tenant_id', 'recorded_by_name'])
      .where('organization_id', '=', owner.organizationId)
      .where('external_reference', '=', lost)
      .execute();
    expect(recovered).toEqual([
      { amount_cents: 120000, tenant_id: owner.tenant.tenantid, recorded_by_name: 'M-PESA' },
    ]);

    // Pulled again: nothing more is stored or posted.
    await pullRecentTransactions(jobDeps());
    await t.app.c2bConfirmations.settled();
    const callbacks = await t.db
      .selectFrom('mpesa_callbacks')
      .select(['source_ip', 'source_trusted'])
      .where('organization_id', '=', owner.organizationId)
      .where('trans_id', '=', lost)
      .execute();
    expect(callbacks).toEqual([{ source_ip: null, source_trusted: 1 }]);
    expect((await transactionsOf(owner.token)).map((x) => x.externalreference).sort()).toEqual(
      [arrived, lost].sort(),
    );
  });
});

describe('statement import', () => {
  const header =
    'Receipt No.,Completion Time,Details,Transaction Status,Paid In,Other Party Info,A/C No.';
  const line = (receipt: string, at: Date, amount: string) => {
    const k = kenyaTime(at);
    const when = `${k.slice(0, 4)}-${k.slice(4, 6)}-${k.slice(6, 8)} ${k.slice(8, 10)}:${k.slice(10, 12)}:${k.slice(12)}`;
    return `${receipt},${when},Pay Bill from 2547***126 - JOHN DOE Acc. K7,Completed,${amount},2547***126 - JOHN DOE,K7`;
  };

  it('verifies the payments it lists and names those it lacks', async () => {
    const owner = await registeredLandlord();
    const hoursAgo = (h: number) => new Date(time.clock().getTime() - h * 3600_000);
    const inBoth = randomTransId();
    const notInStatement = randomTransId();
    const otherAmount = randomTransId();
    const before = randomTransId();
    for (const [transId, hours, amount] of [
      [before, 10, 300],
      [inBoth, 5, 2500],
      [notInStatement, 4, 800],
      [otherAmount, 3, 900],
    ] as const) {
      await sim.controls.payBill({
        shortcode: owner.paybill,
        account: 'K7',
        amount,
        transId,
        time: kenyaTime(hoursAgo(hours)),
      });
    }
    await t.app.c2bConfirmations.settled();
    const onlyInStatement = randomTransId();
    const csv = [
      header,
      line(inBoth, hoursAgo(5), '2500.00'),
      line(otherAmount, hoursAgo(3), '90.00'),
      line(onlyInStatement, hoursAgo(2), '650.00'),
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mpesa/statement-import',
      headers: { ...authed(owner.token), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(response.statusCode).toBe(200);
    const paidAt = (h: number) => new Date(Math.floor(hoursAgo(h).getTime() / 1000) * 1000);
    expect(response.json()).toMatchObject({
      matched: 1,
      duplicates: 2,
      // Within the statement's first and last line only: `before` is outside its period.
      notinstatement: [{ transid: notInStatement, amount: 800, paidat: paidAt(4).toISOString() }],
    });
    expect(await paymentOf(owner.token, inBoth)).toMatchObject({ verifiedby: 'statement' });
    expect(await paymentOf(owner.token, onlyInStatement)).toMatchObject({
      verifiedby: 'statement',
    });
    // The statement says another amount: not verified.
    expect(await paymentOf(owner.token, otherAmount)).toMatchObject({ verified: false });
    expect(await paymentOf(owner.token, notInStatement)).toMatchObject({ verified: false });
  });
});
