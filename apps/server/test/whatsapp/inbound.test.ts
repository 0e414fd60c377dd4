import type { MessageTotals, SmsMessage } from '@rental/shared/schemas/sms';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AfricasTalkingSimulator } from '../../../../tools/africastalking-simulator.mjs';
import type { WhatsAppSimulator } from '../../../../tools/whatsapp-simulator.mjs';
import { costTenThousandths } from '../../src/modules/sms/channel-totals.js';
import { optedOutReason } from '../../src/modules/sms/opt-outs.js';
import type { SmsDeps } from '../../src/modules/sms/sms-options.js';
import {
  drainAll,
  tenantOnIn,
  whatsappLandlord,
  whatsappWorld,
  type WhatsappOwner,
} from './fixtures.js';
import { authed } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// Issue 34, decision 0068: STOP, START, WHATSAPP and SMS written by WhatsApp work as by SMS,
// each message once, only when Meta signed it; a fallback SMS keeps the sending hours and the
// opt-outs; the Messages list totals each channel's month. Over real HTTP to both simulators.

// 10:00 in Nairobi: within the sending hours.
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
const appSecret = 'meta-app-secret-for-inbound';
const world = whatsappWorld(time.clock, {
  appSecret,
  notOnWhatsApp: ['+254711000810', '+254711000811'],
});
let t: TestApp;
let whatsapp: WhatsAppSimulator;
let sms: AfricasTalkingSimulator;
let deps: SmsDeps;
beforeAll(() => ({ t, whatsapp, sms, deps } = world));

const landlord = () =>
  whatsappLandlord(world, {
    appSecret,
    templates: { invoice: { en: 'rent_invoice' }, notice: { en: 'tenant_notice' } },
  });
type Owner = WhatsappOwner;
const tenantOn = tenantOnIn(world);

/** Bills the tenant a one-off charge with its message; the message's row. */
async function bill(owner: Owner, tenantId: string) {
  const charged = await t.app.inject({
    method: 'POST',
    url: '/api/invoice/new-charge',
    headers: authed(owner.token),
    payload: {
      tenantid: tenantId,
      chargetype: 'repair',
      description: 'Broken window pane',
      amount: '1500',
      sendsms: true,
    },
  });
  expect(charged.statusCode, charged.body).toBe(201);
  return messageOf(tenantId);
}

/** A notice to every tenant of the landlord (held to the sending hours, as reminders are). */
async function notify(owner: Owner) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/notices',
    headers: authed(owner.token),
    payload: { all: true, message: 'Dear {customername}, the water is off on Saturday.' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
}

function messageOf(tenantId: string, purpose: 'invoice' | 'notice' = 'invoice') {
  return t.db
    .selectFrom('sms_messages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}

function tenantRow(tenantId: string) {
  return t.db
    .selectFrom('tenants')
    .select(['sms_blocked_at', 'channel'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
}

function activityOf(tenantId: string) {
  return t.db
    .selectFrom('activity_log')
    .select(['kind', 'role', 'user_name', 'details', 'at'])
    .where('entity_id', '=', tenantId)
    .where('kind', 'in', ['tenant_opted_out', 'tenant_opted_in', 'tenant_channel_changed'])
    .orderBy('at')
    .orderBy('id')
    .execute();
}

const smsCount = (phone: string) => sms.controls.countOf(phone);
const whatsappCount = (phone: string) => whatsapp.controls.countOf(phone);

describe('keywords written by WhatsApp', () => {
  it('STOP opts the phone out of both channels, once however often Meta repeats it', async () => {
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000801', 'whatsapp_sms');
    const inbound = {
      from: '254711000801',
      text: ' stop ',
      id: 'wamid.stop-801',
      url: owner.webhookUrl,
    };
    for (let i = 0; i < 3; i++) {
      const answer = await whatsapp.controls.sendInbound(inbound);
      expect(answer.status, answer.body).toBe(200);
    }
    expect((await tenantRow(tenant.tenantid)).sms_blocked_at).not.toBeNull();
    const entries = await activityOf(tenant.tenantid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'tenant_opted_out', role: 'tenant' });
    expect(JSON.parse(entries[0]!.details)).toMatchObject({
      keyword: 'STOP',
      via: 'WhatsApp',
    });
    const stored = await t.db
      .selectFrom('incoming_sms')
      .select(['outcome', 'channel', 'tenant_id'])
      .where('provider_message_id', '=', 'wamid.stop-801')
      .execute();
    expect(stored).toEqual([
      { outcome: 'opted_out', channel: 'whatsapp', tenant_id: tenant.tenantid },
    ]);

    // The next invoice goes by neither channel.
    const queued = await bill(owner, tenant.tenantid);
    await drainAll(deps);
    time.advanceMinutes(11);
    await drainAll(deps);
    expect(await messageOf(tenant.tenantid)).toMatchObject({
      id: queued.id,
      status: 'failed',
      failure_reason: optedOutReason,
    });
    expect(whatsappCount('+254711000801')).toBe(0);
    expect(smsCount('+254711000801')).toBe(0);

    // START undoes it, as the tenant's own act.
    const started = await whatsapp.controls.sendInbound({
      from: '254711000801',
      text: 'START',
      url: owner.webhookUrl,
    });
    expect(started.status).toBe(200);
    expect((await tenantRow(tenant.tenantid)).sms_blocked_at).toBeNull();
    expect((await activityOf(tenant.tenantid)).map((entry) => entry.kind)).toEqual([
      'tenant_opted_out',
      'tenant_opted_in',
    ]);
  });

  it('a forged or unsigned STOP changes nothing', async () => {
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000802', 'whatsapp_sms');
    const inbound = { from: '254711000802', text: 'STOP', url: owner.webhookUrl };
    expect((await whatsapp.controls.sendInbound(inbound, 'wrong')).status).toBe(403);
    expect((await whatsapp.controls.sendInbound(inbound, 'none')).status).toBe(401);
    expect((await tenantRow(tenant.tenantid)).sms_blocked_at).toBeNull();
    expect(await activityOf(tenant.tenantid)).toEqual([]);
    const stored = await t.db
      .selectFrom('incoming_sms')
      .select('id')
      .where('tenant_id', '=', tenant.tenantid)
      .execute();
    expect(stored).toEqual([]);
  });

  it('SMS and WHATSAPP switch the channel; other texts and unknown numbers change nothing', async () => {
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000803', 'whatsapp_sms');
    const send = (from: string, text: string) =>
      whatsapp.controls.sendInbound({ from, text, url: owner.webhookUrl });
    expect((await send('254711000803', 'SMS')).status).toBe(200);
    expect((await tenantRow(tenant.tenantid)).channel).toBe('sms');
    // The confirmation goes by SMS, as for the same word by SMS.
    await drainAll(deps);
    expect(smsCount('+254711000803')).toBe(1);
    expect((await send('254711000803', 'WhatsApp')).status).toBe(200);
    expect((await tenantRow(tenant.tenantid)).channel).toBe('whatsapp_sms');

    expect((await send('254711000803', 'Hello, is the water back?')).status).toBe(200);
    expect((await send('254711000899', 'STOP')).status).toBe(200);
    const row = await tenantRow(tenant.tenantid);
    expect(row).toEqual({ sms_blocked_at: null, channel: 'whatsapp_sms' });
    const unknown = await t.db
      .selectFrom('incoming_sms')
      .select(['outcome', 'tenant_id'])
      .where('organization_id', '=', owner.organizationId)
      .where('phone', '=', '+254711000899')
      .execute();
    expect(unknown).toEqual([{ outcome: 'unknown_sender', tenant_id: null }]);
  });
});

describe('the SMS fallback', () => {
  it('of a bill goes at once, at night too, as the bill would by SMS', async () => {
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000810', 'whatsapp_sms');
    // 22:00 Nairobi.
    time.set('2026-03-02T19:00:00.000Z');
    await bill(owner, tenant.tenantid);
    await drainAll(deps);
    // Not on WhatsApp: refused, and the bill goes by SMS now, once.
    await drainAll(deps);
    expect(smsCount('+254711000810')).toBe(1);
    expect(await messageOf(tenant.tenantid)).toMatchObject({
      channel: 'sms',
      status: 'sent',
      next_attempt_at: '2026-03-02T19:00:00.000Z',
    });
    await drainAll(deps);
    expect(smsCount('+254711000810')).toBe(1);
  });

  it('of a notice undelivered at closing waits for the morning, and fails for a tenant who said STOP', async () => {
    const owner = await landlord();
    const waits = await tenantOn(owner, '0711000812', 'whatsapp_sms');
    const stops = await tenantOn(owner, '0711000813', 'whatsapp_sms');
    time.set('2026-03-03T14:50:00.000Z'); // 17:50 Nairobi
    await notify(owner);
    await drainAll(deps);
    expect(whatsappCount('+254711000812')).toBe(1);
    expect(whatsappCount('+254711000813')).toBe(1);
    expect(
      (
        await whatsapp.controls.sendInbound({
          from: '254711000813',
          text: 'STOP',
          url: owner.webhookUrl,
        })
      ).status,
    ).toBe(200);

    time.set('2026-03-03T15:01:00.000Z'); // 18:01 Nairobi: closed
    await drainAll(deps);
    expect(await messageOf(waits.tenantid, 'notice')).toMatchObject({
      channel: 'sms',
      status: 'queued',
      next_attempt_at: '2026-03-04T05:00:00.000Z',
    });
    time.set('2026-03-04T04:59:00.000Z');
    await drainAll(deps);
    expect(smsCount('+254711000812')).toBe(0);
    time.set('2026-03-04T05:00:00.000Z');
    await drainAll(deps);
    await drainAll(deps);
    expect(smsCount('+254711000812')).toBe(1);
    expect(await messageOf(stops.tenantid, 'notice')).toMatchObject({
      channel: 'sms',
      status: 'failed',
      failure_reason: optedOutReason,
    });
    expect(smsCount('+254711000813')).toBe(0);
  });
});

describe('the month’s totals per channel', () => {
  it('match the rows', async () => {
    time.set('2026-03-05T07:00:00.000Z');
    const owner = await landlord();
    const bySms = await tenantOn(owner, '0711000820', 'sms');
    const byWhatsapp = await tenantOn(owner, '0711000821', 'whatsapp');
    const fellBack = await tenantOn(owner, '0711000811', 'whatsapp_sms');
    for (const tenant of [bySms, byWhatsapp, fellBack]) await bill(owner, tenant.tenantid);
    await drainAll(deps);
    await drainAll(deps);
    const listed = await t.app.inject({ url: '/api/sms/messages', headers: authed(owner.token) });
    expect(listed.statusCode).toBe(200);
    const totals = listed.json().totals as MessageTotals;
    const messages = listed.json().messages as SmsMessage[];
    const went = messages.filter((m) => m.status === 'sent' || m.status === 'delivered');
    const bySmsRows = went.filter((m) => m.channel === 'sms');
    const costs = bySmsRows.map((m) => costTenThousandths(m.cost ?? null) ?? 0);
    expect(bySmsRows.length).toBeGreaterThanOrEqual(2);
    expect(totals).toEqual({
      month: '2026-03',
      sms: {
        count: bySmsRows.length,
        costcents: Math.round(costs.reduce((a, b) => a + b, 0) / 100),
      },
      whatsapp: { count: went.filter((m) => m.channel === 'whatsapp').length, costcents: null },
    });
    expect(totals.whatsapp.count).toBe(1);
    expect(totals.sms.costcents).toBeGreaterThan(0);
  });

  it('reads the provider’s cost exactly', () => {
    expect(costTenThousandths('KES 0.8000')).toBe(8000);
    expect(costTenThousandths('KES 12.5')).toBe(125000);
    expect(costTenThousandths('USD 0.0100')).toBeNull();
    expect(costTenThousandths(null)).toBeNull();
  });
});
