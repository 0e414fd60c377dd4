import { smsLength } from '@rental/shared/sms-parts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import type { TenantsTable } from '../../src/db/types.js';
import { channelChangedSms } from '../../src/modules/sms/index.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { simulatorApiKey, smsOptions } from './fixtures.js';

// A tenant texts WHATSAPP or SMS to the landlord's number (issue 34): the simulator posts it
// to the organization's incoming URL as Africa's Talking would, the tenant's channel changes,
// and the confirmation goes into the outbox in the tenant's language.

let test: TestApp;
let simulator: AfricasTalkingSimulator;
let address: string;
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));

beforeAll(async () => {
  simulator = await startAfricasTalkingSimulator({ apiKeys: [simulatorApiKey] });
  test = await createTestApp({ clock: time.clock, sms: smsOptions(simulator.url, 3000) });
  address = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await test.close();
  await simulator.close();
});
beforeEach(() => time.advanceMinutes(60));

async function landlordWithTenant(overrides: Partial<TenantsTable> = {}) {
  const { token, user } = await signUp(test.app);
  const organizationId = user.organizationid;
  const rental = await createRental(test.app, token);
  const room = await createRoom(test.app, token, rental.rentalid);
  const place = { organizationId, rentalId: rental.rentalid, roomId: room.roomid };
  const tenant = await insertTenant(test.db, place, {
    firstname: 'Baraka',
    lastname: 'Mwangi',
    phonenumber: '0733000222',
    ...overrides,
  });
  const settings = await test.app.inject({ url: '/api/sms/settings', headers: authed(token) });
  const url = `${address}${new URL(settings.json().settings.incomingurl as string).pathname}`;
  return { token, organizationId, tenant, url };
}

async function texts(url: string, text: string, from = '+254733000222', id?: string) {
  const answer = await simulator.controls.sendIncomingMessage({ url, from, text, id });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body).result as string;
}

async function channelOf(tenantId: string) {
  const row = await test.db
    .selectFrom('tenants')
    .select('channel')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return row.channel;
}

function replies(organizationId: string) {
  return test.db
    .selectFrom('sms_messages')
    .select(['text', 'phone'])
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .execute();
}

describe('a tenant texting WHATSAPP or SMS', () => {
  it('switches to WhatsApp (with SMS fallback) and back, confirmed in Kiswahili', async () => {
    const landlord = await landlordWithTenant({ language: 'sw' });
    expect(await channelOf(landlord.tenant.id)).toBe('sms');

    expect(await texts(landlord.url, ' whatsapp ')).toBe('channel_changed');
    expect(await channelOf(landlord.tenant.id)).toBe('whatsapp_sms');
    const [confirmation] = await replies(landlord.organizationId);
    expect(confirmation?.phone).toBe('+254733000222');
    expect(confirmation?.text).toContain('atakutumia jumbe zako kwa WhatsApp');
    // Messages answer their channel; nothing goes by WhatsApp until that path is built.
    const listed = await test.app.inject({
      url: '/api/sms/messages',
      headers: authed(landlord.token),
    });
    expect(listed.json().messages).toEqual([
      expect.objectContaining({ text: confirmation?.text, channel: 'sms' }),
    ]);

    expect(await texts(landlord.url, 'SMS')).toBe('channel_changed');
    expect(await channelOf(landlord.tenant.id)).toBe('sms');
    expect((await replies(landlord.organizationId)).at(-1)?.text).toContain('Jibu WHATSAPP');

    const tenant = await test.app.inject({
      url: `/api/tenant/all-tenants/${landlord.tenant.id}`,
      headers: authed(landlord.token),
    });
    expect(tenant.json().tenant.tenantdata.channel).toBe('sms');
    const log = await test.db
      .selectFrom('activity_log')
      .select(['kind', 'details'])
      .where('organization_id', '=', landlord.organizationId)
      .where('kind', '=', 'tenant_channel_changed')
      .execute();
    expect(log).toHaveLength(2);
  });

  it('changes nothing again for a retried callback', async () => {
    const landlord = await landlordWithTenant();
    expect(await texts(landlord.url, 'WHATSAPP', undefined, 'ATXid_same')).toBe('channel_changed');
    expect(await texts(landlord.url, 'WHATSAPP', undefined, 'ATXid_same')).toBe('duplicate');
    expect(await replies(landlord.organizationId)).toHaveLength(1);
  });

  it('changes no one for a number that is not a current tenant’s', async () => {
    const landlord = await landlordWithTenant();
    expect(await texts(landlord.url, 'WHATSAPP', '+254799999999')).toBe('unknown_sender');
    expect(await channelOf(landlord.tenant.id)).toBe('sms');
    expect(await replies(landlord.organizationId)).toHaveLength(0);
  });

  it('keeps each confirmation to one SMS part, in English and Kiswahili', () => {
    for (const channel of ['sms', 'whatsapp_sms'] as const) {
      for (const language of ['en', 'sw'] as const) {
        const text = channelChangedSms(language, {
          firstname: 'Wanjiku',
          landlord: 'Jua Court Homes',
          channel,
        });
        expect(smsLength(text).parts).toBe(1);
      }
    }
  });
});

describe('a tenant texting STOP or START (decision 0068)', () => {
  it('stops every message to the phone and starts them again, unanswered, once per message', async () => {
    const landlord = await landlordWithTenant();
    const blockedAt = async () =>
      (
        await test.db
          .selectFrom('tenants')
          .select('sms_blocked_at')
          .where('id', '=', landlord.tenant.id)
          .executeTakeFirstOrThrow()
      ).sms_blocked_at;
    expect(await texts(landlord.url, 'Stop', undefined, 'at-stop-1')).toBe('opted_out');
    expect(await texts(landlord.url, 'Stop', undefined, 'at-stop-1')).toBe('duplicate');
    expect(await blockedAt()).not.toBeNull();
    expect(await texts(landlord.url, 'START')).toBe('opted_in');
    expect(await blockedAt()).toBeNull();
    expect(await replies(landlord.organizationId)).toEqual([]);
    const entries = await test.db
      .selectFrom('activity_log')
      .select(['kind', 'role', 'details'])
      .where('entity_id', '=', landlord.tenant.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => [entry.kind, entry.role])).toEqual([
      ['tenant_opted_out', 'tenant'],
      ['tenant_opted_in', 'tenant'],
    ]);
    expect(JSON.parse(entries[0]!.details)).toEqual({ keyword: 'STOP', via: 'SMS' });
  });
});
