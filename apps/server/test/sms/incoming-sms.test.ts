import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import { buildApp } from '../../src/app.js';
import type { TenantsTable } from '../../src/db/types.js';
import { drainOutbox } from '../../src/jobs/sms-sender.js';
import type { SmsDeps } from '../../src/modules/sms/sms-options.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { testMpesaOptions } from '../helpers/test-options.js';
import { simulatorApiKey, smsOptions, useAfricasTalking } from './fixtures.js';

// Balance by SMS: a tenant texts BAL or SALIO to the landlord's Africa's Talking number; the
// simulator posts it to the organization's secret incoming URL over real HTTP, exactly as the
// provider would, and the answer goes out through the outbox.

let test: TestApp;
let simulator: AfricasTalkingSimulator;
let deps: SmsDeps;
/** Where the app listens: the simulator posts incoming messages here. */
let address: string;
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));

beforeAll(async () => {
  simulator = await startAfricasTalkingSimulator({ apiKeys: [simulatorApiKey] });
  const sms = smsOptions(simulator.url, 3000);
  test = await createTestApp({ clock: time.clock, sms });
  deps = { db: test.db, clock: time.clock, sms };
  address = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await test.close();
  await simulator.close();
});
// Each test in an hour of its own: the answers per hour are counted per phone.
beforeEach(() => time.advanceMinutes(60));

const akinyiPhone = '0722000111';
const barakaPhone = '0733000222';

/**
 * A landlord (paybill 600984, "Jua Court Homes", 0700111222) with Akinyi (English, owes
 * KES 4,500.50, house B1) and Baraka (Kiswahili, owes KES 12,000, house B2).
 */
async function landlordWithTenants() {
  const { token, user } = await signUp(test.app);
  const organizationId = user.organizationid;
  const paybill = await test.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(token),
    payload: { organizationname: 'Jua Court Homes', paybillnumber: '600984' },
  });
  expect(paybill.statusCode).toBe(200);
  await test.db
    .updateTable('organizations')
    .set({ display_name: 'Jua Court Homes', phone: '0700111222' })
    .where('id', '=', organizationId)
    .execute();
  const rental = await createRental(test.app, token);
  const room = await createRoom(test.app, token, rental.rentalid);
  const place = { organizationId, rentalId: rental.rentalid, roomId: room.roomid };
  const tenant = (overrides: Partial<TenantsTable>) => insertTenant(test.db, place, overrides);
  const akinyi = await tenant({
    firstname: 'Akinyi',
    lastname: 'Otieno',
    phonenumber: akinyiPhone,
    house_number: 'B1',
    house_number_key: 'B1',
    opening_rent_balance_cents: 450_050,
  });
  const baraka = await tenant({
    firstname: 'Baraka',
    lastname: 'Mwangi',
    phonenumber: barakaPhone,
    house_number: 'B2',
    house_number_key: 'B2',
    opening_rent_balance_cents: 1_200_000,
    language: 'sw',
  });
  const settings = await test.app.inject({ url: '/api/sms/settings', headers: authed(token) });
  const incomingUrl: string = settings.json().settings.incomingurl;
  const secret = incomingUrl.split('/').at(-1)!;
  /** The incoming URL as the landlord pastes it, at the address the app listens on. */
  const url = `${address}${new URL(incomingUrl).pathname}`;
  return { token, organizationId, tenant, akinyi, baraka, incomingUrl, secret, url };
}

type Landlord = Awaited<ReturnType<typeof landlordWithTenants>>;

/** Africa's Talking posts what `from` texted; answers the callback's result. */
async function texts(landlord: Landlord, from: string, text: string, id?: string) {
  const answer = await simulator.controls.sendIncomingMessage({
    url: landlord.url,
    from,
    text,
    id,
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body).result as string;
}

function answersTo(organizationId: string, tenantId?: string) {
  let query = test.db
    .selectFrom('sms_messages')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('purpose', '=', 'balance');
  if (tenantId) query = query.where('tenant_id', '=', tenantId);
  return query.execute();
}

function incomingRows(organizationId: string) {
  return test.db
    .selectFrom('incoming_sms')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

describe('a tenant texting BAL or SALIO', () => {
  it('gets their balance and how to pay, in their language, through the outbox', async () => {
    const landlord = await landlordWithTenants();
    expect(landlord.incomingUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/sms\/incoming\/[0-9a-f]{40}$/,
    );
    expect(await texts(landlord, '+254722000111', ' bal ')).toBe('answered');
    expect(await texts(landlord, '+254733000222', 'Salio')).toBe('answered');

    const [english] = await answersTo(landlord.organizationId, landlord.akinyi.id);
    const [kiswahili] = await answersTo(landlord.organizationId, landlord.baraka.id);
    expect(english).toMatchObject({
      phone: '+254722000111',
      recipient_name: 'Akinyi Otieno',
      status: 'queued',
      parts: 1,
      text:
        'Dear Akinyi, your balance for house B1 is KES 4,500.50. Pay via M-PESA paybill ' +
        '600984, account B1. Queries: Jua Court Homes, 0700111222.',
    });
    expect(kiswahili).toMatchObject({
      phone: '+254733000222',
      text:
        'Mpendwa Baraka, salio lako la nyumba B2 ni KES 12,000. Lipa kupitia M-PESA, nambari ' +
        'ya paybill 600984, nambari ya akaunti B2. Maswali: Jua Court Homes, 0700111222.',
    });
    expect(await incomingRows(landlord.organizationId)).toMatchObject([
      {
        phone: '+254722000111',
        short_code: '22384',
        text: ' bal ',
        tenant_id: landlord.akinyi.id,
        outcome: 'answered',
        reply_message_id: english!.id,
      },
      { tenant_id: landlord.baraka.id, outcome: 'answered', reply_message_id: kiswahili!.id },
    ]);

    // Sent as any other message: through the landlord's Africa's Talking account.
    await useAfricasTalking(test.db, landlord.organizationId);
    while ((await drainOutbox(deps)).claimed > 0);
    expect(simulator.controls.countOf('+254722000111', english!.text)).toBe(1);
    expect(simulator.controls.countOf('+254733000222', kiswahili!.text)).toBe(1);

    // The activity log has the tenant as the actor, and never the secret.
    const entries = await test.db
      .selectFrom('activity_log')
      .selectAll()
      .where('organization_id', '=', landlord.organizationId)
      .where('kind', '=', 'sms_balance_answered')
      .orderBy('id')
      .execute();
    expect(entries).toMatchObject([
      {
        role: 'tenant',
        user_name: 'Akinyi Otieno',
        user_id: null,
        entity_id: landlord.akinyi.id,
        summary: 'Texted BAL and was sent their balance: KES 4,500.50 (house B1)',
      },
      { user_name: 'Baraka Mwangi', summary: expect.stringContaining('Texted SALIO') },
    ]);
    const everything = await test.db
      .selectFrom('activity_log')
      .selectAll()
      .where('organization_id', '=', landlord.organizationId)
      .execute();
    expect(JSON.stringify(everything)).not.toContain(landlord.secret);
  });

  it('from an unknown number, or with another text, is stored and not answered', async () => {
    const landlord = await landlordWithTenants();
    expect(await texts(landlord, '+254799999999', 'BAL')).toBe('unknown_sender');
    expect(await texts(landlord, '+447700900123', 'BAL')).toBe('unknown_sender');
    expect(await texts(landlord, '+254722000111', 'Hello, the tap is leaking')).toBe(
      'not_a_command',
    );
    expect(await texts(landlord, '+254722000111', 'BALANCE PLEASE')).toBe('not_a_command');
    expect(await answersTo(landlord.organizationId)).toEqual([]);
    expect(await incomingRows(landlord.organizationId)).toMatchObject([
      { phone: '+254799999999', tenant_id: null, outcome: 'unknown_sender' },
      { phone: '+447700900123', tenant_id: null, outcome: 'unknown_sender' },
      {
        text: 'Hello, the tap is leaking',
        tenant_id: landlord.akinyi.id,
        outcome: 'not_a_command',
      },
      { outcome: 'not_a_command' },
    ]);
  });

  it('gets at most 3 answers an hour, also when 10 arrive at once', async () => {
    const landlord = await landlordWithTenants();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => texts(landlord, '+254722000111', 'BAL')),
    );
    expect(results.filter((r) => r === 'answered')).toHaveLength(3);
    expect(results.filter((r) => r === 'rate_limited')).toHaveLength(7);
    expect(await answersTo(landlord.organizationId, landlord.akinyi.id)).toHaveLength(3);
    const rows = await incomingRows(landlord.organizationId);
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.reply_message_id !== null)).toHaveLength(3);
    // Another phone of the same landlord has its own count.
    expect(await texts(landlord, '+254733000222', 'SALIO')).toBe('answered');

    // The next hour answers again.
    time.advanceMinutes(60);
    expect(await texts(landlord, '+254722000111', 'BAL')).toBe('answered');
    expect(await answersTo(landlord.organizationId, landlord.akinyi.id)).toHaveLength(4);
  });

  it('is answered once when Africa’s Talking retries the callback, even at once', async () => {
    const landlord = await landlordWithTenants();
    const id = 'a1b2c3d4-0000-4000-8000-000000000001';
    const results = await Promise.all(
      Array.from({ length: 5 }, () => texts(landlord, '+254722000111', 'BAL', id)),
    );
    expect(results.sort()).toEqual([
      'answered',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(await texts(landlord, '+254722000111', 'BAL', id)).toBe('duplicate');
    expect(await answersTo(landlord.organizationId)).toHaveLength(1);
    expect(await incomingRows(landlord.organizationId)).toHaveLength(1);
    // Retries did not use up the hour's answers.
    expect(await texts(landlord, '+254722000111', 'BAL')).toBe('answered');
  });

  it('gets no answer once they opted out of SMS', async () => {
    const landlord = await landlordWithTenants();
    await test.db
      .updateTable('tenants')
      .set({ sms_blocked_at: time.clock().toISOString() })
      .where('id', '=', landlord.akinyi.id)
      .execute();
    expect(await texts(landlord, '+254722000111', 'BAL')).toBe('blocked');
    expect(await answersTo(landlord.organizationId)).toEqual([]);
    expect((await incomingRows(landlord.organizationId))[0]).toMatchObject({
      tenant_id: landlord.akinyi.id,
      outcome: 'blocked',
    });
  });

  it('as a former tenant who owes is told whom to contact; owing nothing, no answer', async () => {
    const landlord = await landlordWithTenants();
    await landlord.tenant({
      firstname: 'Chebet',
      lastname: 'Kiprop',
      phonenumber: '0744000333',
      house_number: 'B3',
      house_number_key: 'B3',
      opening_rent_balance_cents: 300_000,
      status: 'former',
      move_out_date: '2026-02-01',
    });
    await landlord.tenant({
      firstname: 'Dan',
      lastname: 'Ouma',
      phonenumber: '0755000444',
      status: 'former',
      move_out_date: '2026-02-01',
    });
    expect(await texts(landlord, '+254744000333', 'BAL')).toBe('answered');
    expect(await texts(landlord, '+254755000444', 'BAL')).toBe('former_tenant');
    const answers = await answersTo(landlord.organizationId);
    expect(answers.map((answer) => answer.text)).toEqual([
      'Dear Chebet, your balance for house B3 is KES 3,000. ' +
        'To pay, contact Jua Court Homes, 0700111222.',
    ]);
  });

  it('with a current tenancy and a former one on the number hears of the current one', async () => {
    const landlord = await landlordWithTenants();
    await landlord.tenant({
      firstname: 'Akinyi',
      lastname: 'Otieno',
      phonenumber: akinyiPhone,
      house_number: 'A9',
      house_number_key: 'A9',
      opening_rent_balance_cents: 99_900,
      status: 'former',
      move_out_date: '2026-01-31',
    });
    expect(await texts(landlord, '+254722000111', 'BAL')).toBe('answered');
    const [answer] = await answersTo(landlord.organizationId);
    expect(answer!.text).toContain('house B1 is KES 4,500.50');
    expect(answer!.text).not.toContain('A9');
  });
});

describe('the incoming callback', () => {
  it('is 404 in the one error shape for an unknown secret', async () => {
    const response = await fetch(`${address}/api/sms/incoming/${'0'.repeat(40)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        from: '+254722000111',
        to: '22384',
        text: 'BAL',
        date: '2026-03-02 10:15:02',
        id: 'x1',
      }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { code: 'not_found', message: expect.any(String) },
    });
  });

  it('answers 400 for missing or bad fields and stores nothing', async () => {
    const landlord = await landlordWithTenants();
    const good = {
      from: '+254722000111',
      to: '22384',
      text: 'BAL',
      date: '2026-03-02 10:15:02',
      id: 'b-1',
    };
    const post = (fields: Record<string, string>) =>
      fetch(landlord.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    const { id: _id, ...noId } = good;
    const { text: _text, ...noText } = good;
    for (const fields of [noId, noText, { ...good, from: 'not-a-phone' }, { ...good, date: '' }]) {
      const response = await post(fields);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('validation');
      expect(typeof body.error.message).toBe('string');
    }
    expect(await incomingRows(landlord.organizationId)).toEqual([]);
    expect(await answersTo(landlord.organizationId)).toEqual([]);
    expect((await post(good)).status).toBe(200);
  });

  it('never writes the secret to the server log', async () => {
    const landlord = await landlordWithTenants();
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const logged = await buildApp({
      db: test.db,
      clock: time.clock,
      logger: { level: 'trace', stream },
      webDistDir: null,
      sms: deps.sms,
      mpesa: testMpesaOptions(),
    });
    try {
      const answer = await logged.inject({
        method: 'POST',
        url: new URL(landlord.incomingUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          from: '+254722000111',
          to: '22384',
          text: 'BAL',
          date: '2026-03-02 10:15:02',
          id: 'log-1',
        }).toString(),
      });
      expect(answer.json()).toEqual({ result: 'answered' });
      await logged.inject({ url: '/api/sms/settings', headers: authed(landlord.token) });
    } finally {
      await logged.close();
    }
    expect(log).toContain('/api/sms/settings');
    expect(log).not.toContain(landlord.secret);
  });
});

describe('GET /api/sms/incoming', () => {
  it('lists what was received, newest first, a page at a time, for the organization only', async () => {
    const landlord = await landlordWithTenants();
    await texts(landlord, '+254799999999', 'BAL');
    time.advanceMinutes(1);
    await texts(landlord, '+254722000111', 'BAL');
    time.advanceMinutes(1);
    await texts(landlord, '+254733000222', 'Asante');

    const list = (query: string, token = landlord.token) =>
      test.app.inject({ url: `/api/sms/incoming${query}`, headers: authed(token) });
    const first = await list('?limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.messages).toMatchObject([
      {
        phonenumber: '+254733000222',
        to: '22384',
        text: 'Asante',
        tenantid: landlord.baraka.id,
        sender: 'Baraka Mwangi',
        outcome: 'not_a_command',
        replyid: null,
        replystatus: null,
      },
      {
        sender: 'Akinyi Otieno',
        outcome: 'answered',
        replyid: expect.any(String),
        replystatus: 'queued',
      },
    ]);
    expect(page.nextcursor).toEqual(expect.any(String));
    const second = (await list(`?limit=2&before=${page.nextcursor}`)).json();
    expect(second).toMatchObject({
      messages: [{ phonenumber: '+254799999999', tenantid: null, sender: null }],
      nextcursor: null,
    });
    expect((await list('?before=nonsense')).statusCode).toBe(400);

    const stranger = await signUp(test.app);
    expect((await list('', stranger.token)).json()).toEqual({ messages: [], nextcursor: null });
    expect((await test.app.inject({ url: '/api/sms/incoming' })).statusCode).toBe(401);
  });

  it('gives each organization its own secret URL, the same on every read', async () => {
    const one = await landlordWithTenants();
    const two = await landlordWithTenants();
    expect(one.secret).not.toBe(two.secret);
    const again = await test.app.inject({ url: '/api/sms/settings', headers: authed(one.token) });
    expect(again.json().settings.incomingurl).toBe(one.incomingUrl);
    // A new landlord's secret is made on the first read, once, however many reads race for it.
    const fresh = await signUp(test.app);
    const reads = await Promise.all(
      Array.from({ length: 5 }, () =>
        test.app.inject({ url: '/api/sms/settings', headers: authed(fresh.token) }),
      ),
    );
    const urls = new Set(reads.map((read) => read.json().settings.incomingurl as string));
    expect(urls.size).toBe(1);
    // Another landlord's path never reaches this landlord's tenants.
    expect(await texts(two, '+254722000111', 'BAL')).toBe('answered');
    expect(await answersTo(one.organizationId)).toEqual([]);
  });
});
