import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackSourceCheck } from '../../src/integrations/mpesa/callback-sources.js';
import { tenantBalance } from '../../src/modules/ledger/balances.js';
import { authed } from '../helpers/accounts.js';
import { addTenant } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signedInMember } from '../transactions/fixtures.js';
import { c2bSample, landlordOnPaybill, paymentsOf } from './c2b-fixtures.js';

/**
 * Only M-PESA's confirmations post money by themselves (issue 27): one from another address,
 * outside M-PESA's limits, from another time or to another shortcode is held for the owner,
 * who accepts it (posted once, as usual) or rejects it (never posted).
 */
const mpesaAddress = '196.201.214.200';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mpesa: { callbackSources: callbackSourceCheck([mpesaAddress]) } });
});
afterAll(() => t.close());

async function secretOf(organizationId: string) {
  const row = await t.db
    .selectFrom('mpesa_settings')
    .select('callback_secret')
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.callback_secret!;
}

/** A confirmation as it arrives from `from`, applied (or held) before this settles. */
async function confirm(secret: string, body: object, from = mpesaAddress) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/c2b/${secret}/confirmation`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: from,
  });
  await t.app.c2bConfirmations.settled();
  return response;
}

async function landlordWithTenant(paybill: string) {
  const owner = await landlordOnPaybill(t.app, paybill);
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    housenumber: 'A4',
    openingrentbalance: 7000,
    openingwaterbalance: 0,
  });
  return { ...owner, tenant, secret: await secretOf(owner.organizationId) };
}

function held(token: string) {
  return t.app.inject({ url: '/api/mpesa/quarantine', headers: authed(token) });
}

function decide(token: string, id: string, decision: 'accept' | 'reject') {
  return t.app.inject({
    method: 'POST',
    url: `/api/mpesa/quarantine/${id}/${decision}`,
    headers: authed(token),
  });
}

describe('a confirmation that fails a check', () => {
  it('from a wrong address is held, never posted; accepted, it is posted once', async () => {
    const owner = await landlordWithTenant('600966');
    const forged = c2bSample({ TransID: 'FAKEABCDEF', TransAmount: '7000.00' });
    const answer = await confirm(owner.secret, forged, '203.0.113.9');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(0);
    expect(await tenantBalance(t.db, owner.organizationId, owner.tenant.tenantid)).toBe(700_000);

    const list = await held(owner.token);
    expect(list.statusCode).toBe(200);
    const [payment] = list.json().payments;
    expect(payment).toMatchObject({
      source: 'c2b',
      transid: 'FAKEABCDEF',
      amount: 7000,
      billref: 'A4',
      reasons: ['source_address'],
      details: { sourceip: '203.0.113.9' },
      status: 'open',
    });
    const notifications = await t.app.inject({
      url: '/api/notifications',
      headers: authed(owner.token),
    });
    expect(notifications.json().notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'payments_held', params: { count: 1 } }),
      ]),
    );

    // Twice at once, as two clicks would: one posts, the other finds it decided.
    const [first, second] = await Promise.all([
      decide(owner.token, payment.id, 'accept'),
      decide(owner.token, payment.id, 'accept'),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const accepted = first.statusCode === 200 ? first : second;
    expect(accepted.json()).toMatchObject({ outcome: 'matched' });
    const payments = await paymentsOf(t.db, owner.organizationId);
    expect(payments.map((p) => [p.external_reference, Number(p.amount_cents)])).toEqual([
      ['FAKEABCDEF', 700_000],
    ]);
    expect(accepted.json().transactionid).toBe(payments[0]!.id);
    expect(await tenantBalance(t.db, owner.organizationId, owner.tenant.tenantid)).toBe(0);
    const log = await t.db
      .selectFrom('activity_log')
      .select(['kind', 'user_id'])
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'quarantine_accepted')
      .execute();
    expect(log).toEqual([{ kind: 'quarantine_accepted', user_id: owner.user.userid }]);
    expect((await decide(owner.token, payment.id, 'reject')).statusCode).toBe(409);
  });

  it('rejected, is never posted', async () => {
    const owner = await landlordWithTenant('600967');
    await confirm(owner.secret, c2bSample({ BusinessShortCode: '600967' }), '10.1.2.3');
    const [payment] = (await held(owner.token)).json().payments;
    const rejected = await decide(owner.token, payment.id, 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decidedby: expect.any(String) });
    expect((await decide(owner.token, payment.id, 'accept')).statusCode).toBe(409);
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(0);
    expect(await tenantBalance(t.db, owner.organizationId, owner.tenant.tenantid)).toBe(700_000);
  });

  it('is held with its reason: 250,001 KES, a TransTime in 2099 or 1900, another shortcode', async () => {
    const owner = await landlordWithTenant('600968');
    const cases = [
      [c2bSample({ BusinessShortCode: '600968', TransAmount: '250001.00' }), 'amount_out_of_range'],
      [c2bSample({ BusinessShortCode: '600968', TransAmount: '0.50' }), 'amount_out_of_range'],
      [c2bSample({ BusinessShortCode: '600968', TransTime: '20990101120000' }), 'trans_time'],
      [c2bSample({ BusinessShortCode: '600968', TransTime: '19000101120000' }), 'trans_time'],
      [c2bSample({ BusinessShortCode: '600999' }), 'shortcode'],
    ] as const;
    for (const [body] of cases) {
      expect((await confirm(owner.secret, body)).statusCode).toBe(200);
    }
    // And one within every bound, at the limit: posted as usual.
    await confirm(owner.secret, c2bSample({ BusinessShortCode: '600968', TransAmount: '250000' }));

    const payments = (await held(owner.token)).json().payments as {
      transid: string;
      reasons: string[];
    }[];
    const reasonOf = new Map(payments.map((p) => [p.transid, p.reasons]));
    expect(cases.map(([body]) => reasonOf.get(body.TransID))).toEqual(
      cases.map(([, reason]) => [reason]),
    );
    const posted = await paymentsOf(t.db, owner.organizationId);
    expect(posted.map((p) => Number(p.amount_cents))).toEqual([25_000_000]);
  });

  it('is listed and decided by the owner and managers only', async () => {
    const owner = await landlordWithTenant('600969');
    await confirm(owner.secret, c2bSample({ BusinessShortCode: '600969' }), '10.9.9.9');
    const [payment] = (await held(owner.token)).json().payments;
    const name = { firstname: 'Otieno', lastname: 'Ochieng' };
    const accountant = await signedInMember(t.app, t.db, owner.organizationId, name, 'accountant');
    expect((await held(accountant.token)).statusCode).toBe(403);
    expect((await decide(accountant.token, payment.id, 'accept')).statusCode).toBe(403);
    const caretaker = await signedInMember(t.app, t.db, owner.organizationId, name, 'caretaker');
    expect((await decide(caretaker.token, payment.id, 'accept')).statusCode).toBe(403);
    const manager = await signedInMember(t.app, t.db, owner.organizationId, name, 'manager');
    expect((await held(manager.token)).json().payments).toHaveLength(1);
    const stranger = await landlordWithTenant('600970');
    expect((await decide(stranger.token, payment.id, 'accept')).statusCode).toBe(404);
    expect((await held(stranger.token)).json().payments).toEqual([]);
  });

  it('a validation from a wrong address is answered accepted, telling nothing', async () => {
    const owner = await landlordWithTenant('600971');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/c2b/${owner.secret}/validation`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(c2bSample({ BusinessShortCode: '600971', BillRefNumber: 'Z9' })),
      remoteAddress: '10.0.0.1',
    });
    expect(response.json()).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
    const stored = await t.db
      .selectFrom('mpesa_callbacks')
      .select(['outcome', 'source_ip', 'source_trusted'])
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(stored).toEqual([
      { outcome: 'untrusted-source', source_ip: '10.0.0.1', source_trusted: 0 },
    ]);
  });
});

describe('behind a proxy TRUST_PROXY names', () => {
  it("takes the client's address from X-Forwarded-For, and only from that proxy", async () => {
    const proxied = await createTestApp({
      trustProxy: ['127.0.0.1'],
      mpesa: { callbackSources: callbackSourceCheck([mpesaAddress]) },
    });
    try {
      const owner = await landlordOnPaybill(proxied.app, '600972');
      await addTenant(proxied.app, owner.token, owner.place, { housenumber: 'A4' });
      const { callback_secret: secret } = await proxied.db
        .selectFrom('mpesa_settings')
        .select('callback_secret')
        .where('organization_id', '=', owner.organizationId)
        .executeTakeFirstOrThrow();
      const post = (remoteAddress: string, forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: `/api/c2b/${secret}/confirmation`,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          payload: JSON.stringify(c2bSample({ BusinessShortCode: '600972' })),
          remoteAddress,
        });
      // Through the proxy, from M-PESA: posted.
      expect((await post('127.0.0.1', mpesaAddress)).statusCode).toBe(200);
      // M-PESA's address claimed by a client that is not the proxy: held.
      expect((await post('198.51.100.7', mpesaAddress)).statusCode).toBe(200);
      await proxied.app.c2bConfirmations.settled();
      expect(await paymentsOf(proxied.db, owner.organizationId)).toHaveLength(1);
      const held = await proxied.db
        .selectFrom('quarantined_payments')
        .select('details')
        .where('organization_id', '=', owner.organizationId)
        .execute();
      expect(held.map((row) => JSON.parse(row.details) as object)).toEqual([
        { sourceip: '198.51.100.7' },
      ]);
    } finally {
      await proxied.close();
    }
  });
});
