import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/modules/auth/session-token.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { testClock } from '../helpers/test-clock.js';
import { createStkTestApp, saveOwnDarajaApp, type StkTestApp } from '../stk/stk-fixtures.js';

/**
 * The tenant's page cannot be used to ring phones (issue 27): prompts go only to the phones
 * the landlord saved on the tenant, at most 3 an hour to a phone whatever the link; views and
 * prompts are counted apart; a request refused for its IP costs the link nothing; an unknown
 * token writes nothing.
 */
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
const minute = 60_000;
let t: StkTestApp;
beforeAll(async () => {
  t = await createStkTestApp({
    clock: time.clock,
    tenantPageLimits: {
      viewsPerToken: { max: 8, windowMs: minute },
      viewsPerIp: { max: 5, windowMs: minute },
      paymentsPerToken: { max: 10, windowMs: 15 * minute },
      paymentsPerIp: { max: 2, windowMs: 15 * minute },
      unknownPerIp: { max: 3, windowMs: minute },
    },
  });
});
afterAll(() => t.close());
// Each test in windows of its own (the phone's window is an hour).
beforeEach(() => time.advanceMinutes(61));

let nextIp = 0;
/** A new client address: each test's requests come from addresses of its own. */
const newIp = () => `10.0.0.${(nextIp += 1)}`;

/** A landlord whose Daraja app is set, with tenants (each owes KES 5,000) and their links. */
async function landlord() {
  const { token, user } = await signUp(t.app);
  await saveOwnDarajaApp(t.app, token);
  const rental = await createRental(t.app, token);
  const room = await createRoom(t.app, token, rental.rentalid);
  const ref = {
    organizationId: user.organizationid,
    rentalId: rental.rentalid,
    roomId: room.roomid,
  };
  async function tenant(phonenumber: string, paysFrom: string | null) {
    const row = await insertTenant(t.db, ref, {
      phonenumber,
      pays_from_phone: paysFrom,
      opening_rent_balance_cents: 500_000,
    });
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/tenant/${row.id}/link`,
      headers: authed(token),
    });
    return { row, pageToken: /\/t\/([\w-]+)$/.exec(link.json().url)![1]! };
  }
  return { token, organizationId: user.organizationid, tenant };
}

function pay(pageToken: string, payload: Record<string, unknown>, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/tenant/${pageToken}/pay`,
    payload,
    remoteAddress: ip,
  });
}

function view(pageToken: string, ip: string) {
  return t.app.inject({ url: `/api/public/tenant/${pageToken}`, remoteAddress: ip });
}

const pushedTo = (from: number) =>
  t.simulator.calls.stkPushes.slice(from).map((push) => push.body.PhoneNumber);

describe('a prompt from the tenant’s page', () => {
  it('goes only to the tenant’s own phone or the one saved as paying for them', async () => {
    const { tenant } = await landlord();
    const akinyi = await tenant('0722000111', '0733000222');
    const page = await view(akinyi.pageToken, newIp());
    expect(page.json().payphones).toEqual([
      { payphone: 'own', masked: '07•• ••• 111' },
      { payphone: 'paysfrom', masked: '07•• ••• 222' },
    ]);
    // The page never carries either number in full.
    expect(page.body).not.toMatch(/722000111|733000222/);

    const before = t.simulator.calls.stkPushes.length;
    const ip = newIp();
    expect((await pay(akinyi.pageToken, { amount: 10, payphone: 'own' }, ip)).statusCode).toBe(201);
    const other = await pay(akinyi.pageToken, { amount: 10, payphone: 'paysfrom' }, newIp());
    expect(other.statusCode).toBe(201);
    // An older page sends the number: taken when it is a saved one, in any written form.
    const legacy = await pay(
      akinyi.pageToken,
      { amount: 10, phonenumber: '+254 733 000 222' },
      newIp(),
    );
    expect(legacy.statusCode).toBe(201);
    expect(pushedTo(before)).toEqual(['254722000111', '254733000222', '254733000222']);

    // Any other number is refused with the field to blame, in the page's language.
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/public/tenant/${akinyi.pageToken}/pay`,
      payload: { amount: 10, phonenumber: '0799000333' },
      headers: { 'accept-language': 'sw' },
      remoteAddress: newIp(),
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().error).toMatchObject({
      code: 'unprocessable',
      key: 'tenantPage.phoneNotSaved',
      fields: { phonenumber: expect.stringContaining('mwenye nyumba') },
    });
    // A saved choice with another number beside it is refused too.
    const mixed = await pay(
      akinyi.pageToken,
      { amount: 10, payphone: 'own', phonenumber: '0799000333' },
      newIp(),
    );
    expect(mixed.statusCode).toBe(422);
    const neither = await pay(akinyi.pageToken, { amount: 10 }, newIp());
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields.payphone).toBe('Choose the phone M-PESA prompts');
    expect(pushedTo(before)).toHaveLength(3);
  });

  it('is refused for “pays from” when the landlord saved no such phone', async () => {
    const { tenant } = await landlord();
    const baraka = await tenant('0722000444', null);
    expect((await view(baraka.pageToken, newIp())).json().payphones).toEqual([
      { payphone: 'own', masked: '07•• ••• 444' },
    ]);
    const before = t.simulator.calls.stkPushes.length;
    const response = await pay(baraka.pageToken, { amount: 10, payphone: 'paysfrom' }, newIp());
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.payphone).toBe(
      'No other paying phone is saved for you. Choose your own phone.',
    );
    expect(t.simulator.calls.stkPushes).toHaveLength(before);
  });

  it('is recorded in the activity log by which saved phone, masked, never the number', async () => {
    const { organizationId, tenant } = await landlord();
    const akinyi = await tenant('0722000555', '0733000666');
    expect(
      (await pay(akinyi.pageToken, { amount: 10, payphone: 'paysfrom' }, newIp())).statusCode,
    ).toBe(201);
    const entries = await t.db
      .selectFrom('activity_log')
      .select(['summary', 'details'])
      .where('organization_id', '=', organizationId)
      .where('kind', '=', 'tenant_page_payment')
      .execute();
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]!.details)).toMatchObject({
      phonenumber: '07•• ••• 666',
      payphone: 'paysfrom',
    });
    expect(JSON.stringify(entries)).not.toContain('733000666');
  });
});

describe('prompts to one phone', () => {
  it('are at most 3 an hour, through every link', async () => {
    const { tenant } = await landlord();
    // One employer pays for two tenants: their phone is saved on both.
    const first = await tenant('0722000777', '0733000888');
    const second = await tenant('0722000999', '0733000888');
    const before = t.simulator.calls.stkPushes.length;
    const ok = [
      await pay(first.pageToken, { amount: 10, payphone: 'paysfrom' }, newIp()),
      await pay(second.pageToken, { amount: 10, payphone: 'paysfrom' }, newIp()),
      await pay(first.pageToken, { amount: 10, phonenumber: '0733000888' }, newIp()),
    ];
    expect(ok.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);

    const fourth = await pay(second.pageToken, { amount: 10, payphone: 'paysfrom' }, newIp());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatchObject({
      code: 'rate_limited',
      key: 'tenantPage.phoneTooManyPrompts',
      message:
        'This phone has had the most M-PESA prompts allowed in an hour (3). Try again later, or pay by paybill.',
    });
    expect(pushedTo(before)).toEqual(['254733000888', '254733000888', '254733000888']);
    // The tenants' own phones are other phones: still prompted.
    expect((await pay(second.pageToken, { amount: 10, payphone: 'own' }, newIp())).statusCode).toBe(
      201,
    );

    time.advanceMinutes(60);
    expect(
      (await pay(second.pageToken, { amount: 10, payphone: 'paysfrom' }, newIp())).statusCode,
    ).toBe(201);
  });

  it('are counted once each when they arrive at once', async () => {
    const { tenant } = await landlord();
    const akinyi = await tenant('0722001111', null);
    const before = t.simulator.calls.stkPushes.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        pay(akinyi.pageToken, { amount: 10, payphone: 'own' }, newIp()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(t.simulator.calls.stkPushes.length - before).toBe(3);
  });
});

describe('the page’s counters', () => {
  it('keep views and prompts apart', async () => {
    const { tenant } = await landlord();
    const akinyi = await tenant('0722002222', null);
    // The link's 8 views used up, from two addresses (5 a minute each).
    const views = await Promise.all([
      ...Array.from({ length: 4 }, () => view(akinyi.pageToken, '10.1.0.1')),
      ...Array.from({ length: 4 }, () => view(akinyi.pageToken, '10.1.0.2')),
    ]);
    expect(views.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect((await view(akinyi.pageToken, '10.1.0.3')).statusCode).toBe(429);
    // A prompt from the same address still goes.
    expect(
      (await pay(akinyi.pageToken, { amount: 10, payphone: 'own' }, '10.1.0.1')).statusCode,
    ).toBe(201);
    // And prompts use up nothing of the views: the next minute's views all open.
    time.advanceMinutes(1);
    expect(
      (await pay(akinyi.pageToken, { amount: 10, payphone: 'own' }, '10.1.0.1')).statusCode,
    ).toBe(201);
    expect((await view(akinyi.pageToken, '10.1.0.1')).statusCode).toBe(200);
  });

  it('do not count against the link a request refused for its IP', async () => {
    const { tenant } = await landlord();
    const akinyi = await tenant('0722003333', null);
    const busy = '10.2.0.1';
    const fromBusy = [];
    for (let i = 0; i < 12; i++) fromBusy.push((await view(akinyi.pageToken, busy)).statusCode);
    // 5 a minute from one address; the 7 refused cost the link (8 a minute) nothing.
    expect(fromBusy.filter((status) => status === 200)).toHaveLength(5);
    expect(fromBusy.filter((status) => status === 429)).toHaveLength(7);
    const other = [];
    for (let i = 0; i < 4; i++) other.push((await view(akinyi.pageToken, '10.2.0.2')).statusCode);
    expect(other).toEqual([200, 200, 200, 429]);

    // Prompts likewise: 2 per address; the third, refused for it, costs the link nothing.
    for (let i = 0; i < 2; i++) {
      expect((await pay(akinyi.pageToken, { amount: 10, payphone: 'own' }, busy)).statusCode).toBe(
        201,
      );
    }
    expect((await pay(akinyi.pageToken, { amount: 10, payphone: 'own' }, busy)).statusCode).toBe(
      429,
    );
    // The link's own counts (by its token's hash): 5 + 4 views, 2 prompts; never the refused.
    const link = hashSessionToken(akinyi.pageToken);
    const hits = async (use: string) => {
      const row = await t.db
        .selectFrom('rate_windows')
        .select((eb) => eb.fn.sum<number>('hits').as('hits'))
        .where('key', '=', `tenant-page:${use}:link:${link}`)
        .executeTakeFirstOrThrow();
      return Number(row.hits);
    };
    expect(await hits('view')).toBe(9);
    expect(await hits('payment')).toBe(2);
  });
});

describe('an unknown token', () => {
  it('writes nothing: no rate window, no activity', async () => {
    const count = async (table: 'rate_windows') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const windows = await count('rate_windows');
    // What the page itself logs (an earlier test's prompt may still post its payment).
    const pageActivity = () =>
      t.db
        .selectFrom('activity_log')
        .select('id')
        .where('kind', 'in', ['tenant_page_opened', 'tenant_page_payment'])
        .execute();
    const activity = (await pageActivity()).length;
    const ip = newIp();
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    const answers = [
      await view(unknown, ip),
      await pay(unknown, { amount: 10, payphone: 'own' }, ip),
      await t.app.inject({
        url: `/api/public/tenant/${unknown}/invoices/INV-000001`,
        remoteAddress: ip,
      }),
      await t.app.inject({ url: `/api/public/tenant/${unknown}/receipts/abc`, remoteAddress: ip }),
      await view(unknown, ip),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 429, 429]);
    // No row names the address or the token. (Not a count of every row: a prompt of an
    // earlier test may still be settling in the background.)
    const keys = (await t.db.selectFrom('rate_windows').select('key').execute()).map((r) => r.key);
    expect(
      keys.filter((key) => key.endsWith(`:ip:${ip}`) || key.includes(hashSessionToken(unknown))),
    ).toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(windows);
    expect((await pageActivity()).length).toBe(activity);
  });

  it('past the guesses, is refused even for a real token from that address', async () => {
    const { tenant } = await landlord();
    const akinyi = await tenant('0722004444', null);
    const ip = newIp();
    for (let i = 0; i < 3; i++)
      expect((await view(`guess${i}`.padEnd(22, 'x'), ip)).statusCode).toBe(404);
    // An answer of 200 here would tell a guesser which token is real.
    expect((await view(akinyi.pageToken, ip)).statusCode).toBe(429);
    expect((await view(akinyi.pageToken, newIp())).statusCode).toBe(200);
  });
});
