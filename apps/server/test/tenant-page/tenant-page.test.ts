import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { testClock } from '../helpers/test-clock.js';
import {
  createStkTestApp,
  eventually,
  saveOwnDarajaApp,
  type StkTestApp,
} from '../stk/stk-fixtures.js';

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
const minute = 60_000;
let t: StkTestApp;
beforeAll(async () => {
  t = await createStkTestApp({
    clock: time.clock,
    tenantPageLimits: {
      viewsPerToken: { max: 4, windowMs: minute },
      viewsPerIp: { max: 40, windowMs: minute },
      paymentsPerToken: { max: 3, windowMs: minute },
      unknownPerIp: { max: 40, windowMs: minute },
    },
  });
});
afterAll(() => t.close());
// Each test starts in a window of its own: every request here comes from one IP.
beforeEach(() => time.advanceMinutes(1));

/** A landlord with two tenants: Akinyi owes KES 4,500.50, Baraka owes 12,000. */
async function landlordWithTenants() {
  const { token, user } = await signUp(t.app);
  const rental = await createRental(t.app, token);
  const room = await createRoom(t.app, token, rental.rentalid);
  const ref = {
    organizationId: user.organizationid,
    rentalId: rental.rentalid,
    roomId: room.roomid,
  };
  const akinyi = await insertTenant(t.db, ref, {
    firstname: 'Akinyi',
    lastname: 'Otieno',
    house_number: 'B1',
    house_number_key: 'B1',
    phonenumber: '0722000111',
    pays_from_phone: '0733000222',
    opening_rent_balance_cents: 450_050,
  });
  const baraka = await insertTenant(t.db, ref, {
    firstname: 'Baraka',
    lastname: 'Mwangi',
    house_number: 'B2',
    house_number_key: 'B2',
    opening_rent_balance_cents: 1_200_000,
  });
  return { token, organizationId: user.organizationid, rental, akinyi, baraka };
}

function issue(token: string, tenantId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/tenant/${tenantId}/link`,
    headers: authed(token),
  });
}

function revoke(token: string, tenantId: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/tenant/${tenantId}/link`,
    headers: authed(token),
  });
}

/** The token at the end of a link's URL. */
function tokenOf(url: string): string {
  return /\/t\/([\w-]+)$/.exec(url)![1]!;
}

function openPage(pageToken: string) {
  return t.app.inject({ url: `/api/public/tenant/${pageToken}` });
}

async function newLink(token: string, tenantId: string) {
  const response = await issue(token, tenantId);
  expect(response.statusCode).toBe(201);
  return tokenOf(response.json().url);
}

describe('a tenant’s private link', () => {
  it('opens a page of that tenant only: whom to pay, balance, deposit and statement', async () => {
    const { token, akinyi } = await landlordWithTenants();
    const response = await issue(token, akinyi.id);
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    // 128 random bits, base64url, at the server's public address.
    expect(url).toMatch(new RegExp(`^${t.url}/t/[\\w-]{22}$`));

    const page = await openPage(tokenOf(url));
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({
      tenant: { name: 'Akinyi Otieno', housenumber: 'B1', language: 'en', status: 'current' },
      balance: 4500.5,
      depositheld: 0,
      payto: { paybill: null, account: 'B1' },
      canpay: false,
    });
    expect(body.statement.at(-1).balance).toBe(4500.5);
    // Nothing of the other tenant, nothing of the landlord beyond whom to pay.
    expect(page.body).not.toContain('Baraka');
    expect(Object.keys(body.landlord).sort()).toEqual(['name', 'phone']);
  });

  it('is 404 for another organization’s tenant, and once revoked, like an unknown token', async () => {
    const { token, akinyi } = await landlordWithTenants();
    const stranger = await signUp(t.app);
    expect((await issue(stranger.token, akinyi.id)).statusCode).toBe(404);
    expect((await revoke(stranger.token, akinyi.id)).statusCode).toBe(404);

    const pageToken = await newLink(token, akinyi.id);
    expect((await revoke(token, akinyi.id)).statusCode).toBe(204);
    const revoked = await openPage(pageToken);
    const unknown = await openPage('AAAAAAAAAAAAAAAAAAAAAA');
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual(unknown.json());
    // Nothing left to revoke.
    expect((await revoke(token, akinyi.id)).statusCode).toBe(404);
  });

  it('re-issued, kills the old link; the status tells since when, never the link', async () => {
    const { token, akinyi } = await landlordWithTenants();
    const first = await newLink(token, akinyi.id);
    time.advanceMinutes(5);
    const second = await newLink(token, akinyi.id);
    expect(second).not.toBe(first);
    expect((await openPage(first)).statusCode).toBe(404);
    expect((await openPage(second)).statusCode).toBe(200);

    const status = await t.app.inject({
      url: `/api/tenant/${akinyi.id}/link`,
      headers: authed(token),
    });
    expect(status.json()).toEqual({
      link: { createdat: time.clock().toISOString(), createdby: expect.any(String) },
    });
    expect(status.body).not.toContain(second);
  });

  it('records making it and each opening in the activity log, never the token', async () => {
    const { token, organizationId, akinyi } = await landlordWithTenants();
    const pageToken = await newLink(token, akinyi.id);
    await openPage(pageToken);
    const entries = await t.db
      .selectFrom('activity_log')
      .select(['kind', 'role', 'user_name', 'entity_id', 'summary', 'details'])
      .where('organization_id', '=', organizationId)
      .where('kind', 'in', ['tenant_link_issued', 'tenant_page_opened'])
      .orderBy('id')
      .execute();
    expect(entries).toMatchObject([
      { kind: 'tenant_link_issued', role: 'owner', entity_id: akinyi.id },
      { kind: 'tenant_page_opened', role: 'tenant', user_name: 'Akinyi Otieno' },
    ]);
    expect(JSON.stringify(entries)).not.toContain(pageToken);
  });
});

describe('the rate limit of a page', () => {
  it('lets exactly its limit through when requests arrive at once', async () => {
    const { token, akinyi } = await landlordWithTenants();
    const pageToken = await newLink(token, akinyi.id);
    const answers = await Promise.all(Array.from({ length: 12 }, () => openPage(pageToken)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    expect(answers.find((a) => a.statusCode === 429)!.json().error.code).toBe('rate_limited');
    // The next window opens the page again.
    time.advanceMinutes(1);
    expect((await openPage(pageToken)).statusCode).toBe(200);
  });

  it('counts guesses of unknown tokens against the IP, in memory only', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 45 }, (_, i) => openPage(`guess${String(i).padStart(17, '0')}`)),
    );
    const statuses = guesses.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(40);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // Nothing was written for them: no rate window holds a guess.
    const windows = await t.db.selectFrom('rate_windows').select('key').execute();
    expect(windows.filter((row) => row.key.includes('guess'))).toEqual([]);
  });
});

describe('Pay with M-PESA on the page', () => {
  function pay(
    pageToken: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api/public/tenant/${pageToken}/pay`,
      payload,
      headers,
    });
  }

  it('shows the paybill instead while the landlord has no Daraja app of their own', async () => {
    const { token, akinyi } = await landlordWithTenants();
    const pageToken = await newLink(token, akinyi.id);
    const pushes = t.simulator.calls.stkPushes.length;
    const response = await pay(pageToken, { amount: 100, phonenumber: '0722000111' });
    expect(response.statusCode).toBe(400);
    expect(t.simulator.calls.stkPushes).toHaveLength(pushes);
  });

  it('answers in the page’s language: Kiswahili when it asks in Kiswahili', async () => {
    const { token, akinyi } = await landlordWithTenants();
    await saveOwnDarajaApp(t.app, token);
    const pageToken = await newLink(token, akinyi.id);
    const body = { amount: 4502, phonenumber: '0722000111' };

    const swahili = await pay(pageToken, body, { 'accept-language': 'sw' });
    expect(swahili.statusCode).toBe(400);
    expect(swahili.json().error).toEqual({
      code: 'validation',
      message: 'Kisichozidi salio lako, KES 4,501',
      key: 'error.tenantPageAmountAboveBalance',
      fields: { amount: 'Kisichozidi salio lako, KES 4,501' },
      params: { balance: 'KES 4,501' },
    });
    const english = await pay(pageToken, body, { 'accept-language': 'en-KE' });
    expect(english.json().error).toMatchObject({
      message: 'At most your balance, KES 4,501',
      key: 'error.tenantPageAmountAboveBalance',
    });

    const sent = await pay(
      pageToken,
      { amount: 100, phonenumber: '0722000111' },
      {
        'accept-language': 'sw-KE,sw;q=0.9',
      },
    );
    expect(sent.statusCode).toBe(201);
    // The simulator answers the prompt after 20 ms: on a busy machine its result is applied
    // before the answer is read back. Either way the status is told in Kiswahili.
    const kiswahili = {
      pending: 'Angalia simu yako na uweke PIN yako ya M-PESA',
      succeeded: expect.stringMatching(/^Malipo yamepokelewa\. Risiti ya M-PESA \w+$/),
    };
    const { status, message } = sent.json();
    expect(status).toMatch(/^(pending|succeeded)$/);
    expect(message).toEqual(kiswahili[status as keyof typeof kiswahili]);
  });

  it('sends a push for up to the balance, and the payment lands on this tenant', async () => {
    const { token, organizationId, akinyi, baraka } = await landlordWithTenants();
    await saveOwnDarajaApp(t.app, token);
    const pageToken = await newLink(token, akinyi.id);
    expect((await openPage(pageToken)).json().canpay).toBe(true);

    const tooMuch = await pay(pageToken, { amount: 4502, phonenumber: '0722000111' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields.amount).toBe('At most your balance, KES 4,501');
    expect((await pay(pageToken, { amount: 0, phonenumber: '0722000111' })).statusCode).toBe(400);

    // The phone the landlord saved as paying for Akinyi, chosen on the page.
    const response = await pay(pageToken, { amount: 1500, payphone: 'paysfrom' });
    expect(response.statusCode).toBe(201);
    expect(t.simulator.calls.stkPushes.at(-1)!.body).toMatchObject({
      PhoneNumber: '254733000222',
      AccountReference: 'B1',
      Amount: 1500,
    });
    const payment = await eventually(() =>
      t.db
        .selectFrom('transactions')
        .select(['tenant_id', 'amount_cents'])
        .where('organization_id', '=', organizationId)
        .where('transaction_type', '=', 'Tenant Payment')
        .executeTakeFirst(),
    );
    expect(payment).toEqual({ tenant_id: akinyi.id, amount_cents: 150_000 });
    const page = (await openPage(pageToken)).json();
    expect(page.balance).toBe(3000.5);
    // Baraka's balance is untouched.
    const other = await t.app.inject({
      url: `/api/tenant/all-tenants/${baraka.id}/statement`,
      headers: authed(token),
    });
    expect(other.json().balance).toBe(12000);
  });
});
