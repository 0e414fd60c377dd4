import type { LandlordBody } from '@rental/shared/schemas/landlords';
import { smsLength } from '@rental/shared/sms-parts';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { drainOutbox } from '../../src/jobs/sms-sender.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testMpesaOptions, testSmsOptions } from '../helpers/test-options.js';
import { settableClock } from '../transactions/fixtures.js';

// "Send link by SMS" (issue 32, part 5): the agent texts a landlord their own page's link, in
// the landlord's language, through the organization's outbox; the token is in the SMS only.

const time = settableClock('2026-03-10T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

const landlordBody = (language?: 'en' | 'sw'): LandlordBody => ({
  name: 'Wanjiru Estates',
  phonenumber: '0711000333',
  payout: { method: 'mpesa', phonenumber: '0711000333' },
  commissiontype: 'percent',
  commission: 10,
  ...(language && { language }),
});

async function agentWithLandlord(language?: 'en' | 'sw') {
  const account = await signUp(t.app, { accounttype: 'Agent' });
  await call('PUT', '/api/organization/profile', account.token, {
    displayname: 'Jua Agencies',
    phone: '0711000222',
  });
  const created = await call(
    'POST',
    '/api/landlords/new-landlord',
    account.token,
    landlordBody(language),
  );
  expect(created.statusCode, created.body).toBe(201);
  return {
    token: account.token,
    organizationId: account.user.organizationid,
    landlordId: created.json().landlord.landlordid as string,
  };
}

const sendLink = (token: string, landlordId: string) =>
  call('POST', `/api/landlords/${landlordId}/page-link/sms`, token);

const tokenIn = (text: string) => /\/o\/([\w-]{22})\b/.exec(text)![1]!;

function outboxOf(organizationId: string) {
  return t.db
    .selectFrom('sms_messages')
    .select(['id', 'tenant_id', 'phone', 'text', 'purpose', 'status'])
    .where('organization_id', '=', organizationId)
    .execute();
}

describe('POST /api/landlords/{id}/page-link/sms', () => {
  it("queues one SMS in the landlord's language with the link to their page", async () => {
    const en = await agentWithLandlord();
    const response = await sendLink(en.token, en.landlordId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      newlink: true,
      message: {
        tenantid: null,
        recipient: 'Wanjiru Estates',
        phonenumber: '+254711000333',
        purpose: 'owner_link',
        status: 'queued',
      },
    });
    expect(body.message.text).toMatch(
      /^Hello Wanjiru Estates, see your rentals, rent collected, statements and payments here: http:\/\/localhost:3000\/o\/[\w-]{22} - Jua Agencies$/,
    );
    expect(await outboxOf(en.organizationId)).toHaveLength(1);
    const page = await t.app.inject({ url: `/api/public/owner/${tokenIn(body.message.text)}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ language: 'en', landlord: { name: 'Wanjiru Estates' } });

    const sw = await agentWithLandlord('sw');
    const swText = (await sendLink(sw.token, sw.landlordId)).json().message.text as string;
    expect(swText).toMatch(
      /^Habari Wanjiru Estates, angalia majengo yako, kodi iliyokusanywa, taarifa na malipo hapa: http\S+\/o\/[\w-]{22} - Jua Agencies$/,
    );
    for (const text of [body.message.text as string, swText]) {
      expect(smsLength(text).encoding).toBe('GSM-7');
    }
    const swPage = await t.app.inject({ url: `/api/public/owner/${tokenIn(swText)}` });
    expect(swPage.json().language).toBe('sw');
  });

  it('sends the link the landlord has; makes one only when there is none', async () => {
    const { token, organizationId, landlordId } = await agentWithLandlord();
    const made = await call('POST', `/api/landlords/${landlordId}/page-link`, token);
    const url = made.json().url as string;
    const first = (await sendLink(token, landlordId)).json();
    const second = (await sendLink(token, landlordId)).json();
    expect([first.newlink, second.newlink]).toEqual([false, false]);
    expect(first.message.text).toContain(url);
    expect(second.message.text).toContain(url);
    const status = await call('GET', `/api/landlords/${landlordId}/page-link`, token);
    expect(status.json()).toMatchObject({ exists: true, url });

    // Each SMS is sent once: the sender takes each message one time, however often it runs.
    const deps = { db: t.db, clock: time.clock, sms: testSmsOptions() };
    const messageIds = [first.message.messageid, second.message.messageid] as string[];
    const runs = await Promise.all([
      drainOutbox(deps, { messageIds }),
      drainOutbox(deps, { messageIds }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.claimed, 0)).toBe(2);
    expect((await drainOutbox(deps, { messageIds })).claimed).toBe(0);
    const outbox = await outboxOf(organizationId);
    expect(outbox.map((row) => row.status)).toEqual(['stored', 'stored']);
  });

  it('records who sent it, without the link, and refuses what is not theirs', async () => {
    const { token, landlordId } = await agentWithLandlord();
    const text = (await sendLink(token, landlordId)).json().message.text as string;
    const pageToken = tokenIn(text);
    const activity = await call('GET', '/api/activity', token);
    expect(activity.json().activity.map((entry: { kind: string }) => entry.kind)).toEqual(
      expect.arrayContaining(['owner_link_sent', 'owner_link_issued']),
    );
    expect(activity.body).toContain('0711000333');
    expect(activity.body).not.toContain(pageToken);
    const rows = await t.db.selectFrom('activity_log').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(pageToken);

    const other = await agentWithLandlord();
    expect((await sendLink(other.token, landlordId)).statusCode).toBe(404);
    const owner = await signUp(t.app, { accounttype: 'Landlord' });
    expect((await sendLink(owner.token, landlordId)).statusCode).toBe(403);
    expect((await sendLink(token, 'no-such-landlord')).statusCode).toBe(404);
  });

  it('never writes the token to the server log', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const logged = await buildApp({
      db: t.db,
      clock: time.clock,
      logger: { level: 'trace', stream },
      webDistDir: null,
      sms: testSmsOptions(),
      mpesa: testMpesaOptions(),
    });
    try {
      const { token, landlordId } = await agentWithLandlord();
      const sent = await logged.inject({
        method: 'POST',
        url: `/api/landlords/${landlordId}/page-link/sms`,
        headers: authed(token),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const pageToken = tokenIn(sent.json().message.text);
      const page = await logged.inject({ url: `/api/public/owner/${pageToken}` });
      expect(page.statusCode).toBe(200);
      await logged.inject({ url: `/o/${pageToken}` });
      await logged.inject({ url: '/api/activity', headers: authed(token) });
      await logged.inject({
        url: `/api/landlords/${landlordId}/page-link`,
        headers: authed(token),
      });
      expect(log).toContain('page-link/sms');
      expect(log).not.toContain(pageToken);
    } finally {
      await logged.close();
    }
  });
});
