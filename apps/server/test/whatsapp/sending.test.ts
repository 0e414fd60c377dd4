import type { Language, TenantChannel } from '@rental/shared/enums';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AfricasTalkingSimulator } from '../../../../tools/africastalking-simulator.mjs';
import type { WhatsAppSimulator } from '../../../../tools/whatsapp-simulator.mjs';
import { oneOffChargeMessages } from '../../src/modules/sms/index.js';
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
import { secondPostgresHandle } from '../sms/fixtures.js';
import { pay } from '../transactions/fixtures.js';

// Issue 34: a tenant who chose WhatsApp gets their bill as the landlord's approved template,
// with the values of the SMS text as its parameters, over real HTTP to the Cloud API
// simulator. With WhatsApp-then-SMS, a refusal or no delivery within 10 minutes sends the same
// message by SMS once (Africa's Talking simulator), even with two senders at once; plain
// WhatsApp never falls back; an SMS tenant's message is as it always was.

// 10:00 in Nairobi: within the sending hours.
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
const appSecret = 'meta-app-secret-for-sending';
const notOnWhatsapp = '+254711000702';
const world = whatsappWorld(time.clock, {
  appSecret,
  notOnWhatsApp: [notOnWhatsapp, '+254711000712'],
});
let t: TestApp;
let whatsapp: WhatsAppSimulator;
let sms: AfricasTalkingSimulator;
let deps: SmsDeps;
beforeAll(() => ({ t, whatsapp, sms, deps } = world));

const landlord = () =>
  whatsappLandlord(world, {
    appSecret,
    templates: {
      invoice: { en: 'rent_invoice' },
      receipt: { en: 'payment_receipt' },
      notice: { en: 'landlord_notice' },
    },
  });
type Owner = WhatsappOwner;
const tenantOn = tenantOnIn(world);

/** A tenant on `channel` billed a KES 1,500 one-off charge with its message; its row. */
async function billed(
  owner: Owner,
  phonenumber: string,
  channel: TenantChannel,
  language: Language = 'en',
) {
  const tenant = await tenantOn(owner, phonenumber, channel, language);
  const charged = await t.app.inject({
    method: 'POST',
    url: '/api/invoice/new-charge',
    headers: authed(owner.token),
    payload: {
      tenantid: tenant.tenantid,
      chargetype: 'repair',
      description: 'Broken window pane',
      amount: '1500',
      sendsms: true,
    },
  });
  expect(charged.statusCode, charged.body).toBe(201);
  return messageOf(tenant.tenantid);
}

function messageOf(tenantId: string) {
  return t.db
    .selectFrom('sms_messages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', 'invoice')
    .executeTakeFirstOrThrow();
}

const smsCount = (phone: string) => sms.controls.countOf(phone);
const whatsappCount = (phone: string) => whatsapp.controls.countOf(phone);

describe('a WhatsApp tenant’s invoice', () => {
  it('goes once as the approved template, with the SMS text’s values in order', async () => {
    const owner = await landlord();
    const phone = '+254711000701';
    const queued = await billed(owner, '0711000701', 'whatsapp');
    expect(queued).toMatchObject({ channel: 'whatsapp', fallback: 0, status: 'queued' });
    const params = JSON.parse(queued.template_params!) as string[];
    // The template's placeholders filled with the parameters, in order, are the SMS text.
    const refilled = [...params];
    expect(oneOffChargeMessages.en.replace(/\{\w+\}/g, () => refilled.shift()!)).toBe(queued.text);

    await drainAll(deps);
    await drainAll(deps);
    expect(whatsappCount(phone)).toBe(1);
    expect(smsCount(phone)).toBe(0);
    const sent = whatsapp.messages.find((message) => message.to === '254711000701')!;
    expect(sent.template?.name).toBe('rent_invoice');
    expect(sent.template?.language.code).toBe('en');
    const body = sent.template?.components?.find((component) => component.type === 'body');
    expect(body?.parameters).toEqual(params.map((text) => ({ type: 'text', text })));
    const row = await messageOf(queued.tenant_id!);
    expect(row).toMatchObject({ status: 'sent', whatsapp_message_id: sent.id });

    // Delivered, by the signed webhook: never sent again, by either channel.
    whatsapp.controls.setWebhookUrl(owner.webhookUrl);
    expect((await whatsapp.controls.sendStatus({ id: sent.id, status: 'delivered' })).status).toBe(
      200,
    );
    expect(await messageOf(queued.tenant_id!)).toMatchObject({
      status: 'delivered',
      whatsapp_status: 'delivered',
    });
    time.advanceMinutes(11);
    await drainAll(deps);
    expect(whatsappCount(phone)).toBe(1);
    expect(smsCount(phone)).toBe(0);

    const listed = await t.app.inject({ url: '/api/sms/messages', headers: authed(owner.token) });
    expect(listed.json().messages).toContainEqual(
      expect.objectContaining({ text: queued.text, channel: 'whatsapp' }),
    );
  });

  it('goes by SMS when no template is saved for the tenant’s language', async () => {
    const owner = await landlord();
    const queued = await billed(owner, '0711000705', 'whatsapp', 'sw');
    expect(queued).toMatchObject({ channel: 'sms', template_params: null });
    await drainAll(deps);
    expect(smsCount('+254711000705')).toBe(1);
    expect(whatsappCount('+254711000705')).toBe(0);
  });
});

describe('WhatsApp with SMS fallback', () => {
  it('sends one SMS to a number not on WhatsApp, and no second', async () => {
    const owner = await landlord();
    const queued = await billed(owner, '0711000702', 'whatsapp_sms');
    expect(queued).toMatchObject({ channel: 'whatsapp', fallback: 1 });
    await drainAll(deps);
    await drainAll(deps);
    expect(smsCount(notOnWhatsapp)).toBe(1);
    expect(sms.messages.find((message) => message.to === notOnWhatsapp)?.message).toBe(queued.text);
    const row = await messageOf(queued.tenant_id!);
    expect(row).toMatchObject({ channel: 'sms', status: 'sent' });
    expect(row.fell_back_at).not.toBeNull();

    time.advanceMinutes(11);
    await drainAll(deps);
    expect(smsCount(notOnWhatsapp)).toBe(1);
  });

  it('sends one SMS when WhatsApp reports it failed, however often it says so', async () => {
    const owner = await landlord();
    const phone = '+254711000704';
    const queued = await billed(owner, '0711000704', 'whatsapp_sms');
    await drainAll(deps);
    const wamid = (await messageOf(queued.tenant_id!)).whatsapp_message_id!;
    whatsapp.controls.setWebhookUrl(owner.webhookUrl);
    for (let i = 0; i < 2; i++) {
      const answer = await whatsapp.controls.sendStatus({
        id: wamid,
        status: 'failed',
        errorCode: 131026,
      });
      expect(answer.status).toBe(200);
    }
    await drainAll(deps);
    time.advanceMinutes(11);
    await drainAll(deps);
    expect(smsCount(phone)).toBe(1);
    expect(whatsappCount(phone)).toBe(1);
  });

  it('sends one SMS when undelivered after 10 minutes, even with two senders at once', async () => {
    const owner = await landlord();
    const phone = '+254711000703';
    const queued = await billed(owner, '0711000703', 'whatsapp_sms');
    await drainAll(deps);
    expect(whatsappCount(phone)).toBe(1);
    const wamid = (await messageOf(queued.tenant_id!)).whatsapp_message_id!;
    // Sent, but never delivered.
    whatsapp.controls.setWebhookUrl(owner.webhookUrl);
    await whatsapp.controls.sendStatus({ id: wamid, status: 'sent' });

    time.advanceMinutes(9);
    await drainAll(deps);
    expect(smsCount(phone)).toBe(0);

    time.advanceMinutes(2);
    // A second server on PostgreSQL (its own pool); on SQLite, a second sender in this one.
    const second = await secondPostgresHandle(t.db);
    const otherDeps = { ...deps, db: second ?? t.db };
    try {
      await Promise.all([drainAll(deps), drainAll(otherDeps), drainAll(deps), drainAll(otherDeps)]);
      await drainAll(deps);
    } finally {
      await second?.destroy();
    }
    expect(smsCount(phone)).toBe(1);
    expect(whatsappCount(phone)).toBe(1);
    const row = await messageOf(queued.tenant_id!);
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', whatsapp_message_id: wamid });

    // A late 'delivered' from WhatsApp changes nothing more.
    await whatsapp.controls.sendStatus({ id: wamid, status: 'delivered' });
    time.advanceMinutes(11);
    await drainAll(deps);
    expect(smsCount(phone)).toBe(1);
  });
});

describe('plain WhatsApp', () => {
  it('never falls back: not on WhatsApp, undelivered, or failed', async () => {
    const owner = await landlord();
    const refused = await billed(owner, '0711000712', 'whatsapp');
    const undelivered = await billed(owner, '0711000713', 'whatsapp');
    const failed = await billed(owner, '0711000714', 'whatsapp');
    await drainAll(deps);
    expect(await messageOf(refused.tenant_id!)).toMatchObject({
      channel: 'whatsapp',
      status: 'failed',
      failure_reason: 'The number is not on WhatsApp',
    });
    whatsapp.controls.setWebhookUrl(owner.webhookUrl);
    const wamid = (await messageOf(failed.tenant_id!)).whatsapp_message_id!;
    await whatsapp.controls.sendStatus({ id: wamid, status: 'failed', errorCode: 131026 });
    expect(await messageOf(failed.tenant_id!)).toMatchObject({
      channel: 'whatsapp',
      status: 'failed',
    });

    time.advanceMinutes(30);
    await drainAll(deps);
    expect(await messageOf(undelivered.tenant_id!)).toMatchObject({
      channel: 'whatsapp',
      status: 'sent',
    });
    for (const phone of ['+254711000712', '+254711000713', '+254711000714']) {
      expect(smsCount(phone)).toBe(0);
    }

    // The landlord's Resend of the refused one goes by SMS, once.
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/sms/messages/${refused.id}/resend`,
      headers: authed(owner.token),
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toMatchObject({ channel: 'sms', status: 'queued' });
    await drainAll(deps);
    await drainAll(deps);
    expect(smsCount('+254711000712')).toBe(1);
    expect(whatsappCount('+254711000712')).toBe(0);
  });
});

describe('an SMS tenant', () => {
  it('gets the SMS as before, with nothing of WhatsApp', async () => {
    const owner = await landlord();
    const queued = await billed(owner, '0711000720', 'sms');
    expect(queued).toMatchObject({ channel: 'sms', fallback: 0, template_params: null });
    await drainAll(deps);
    expect(smsCount('+254711000720')).toBe(1);
    expect(whatsappCount('+254711000720')).toBe(0);
    expect(await messageOf(queued.tenant_id!)).toMatchObject({
      status: 'sent',
      provider: 'africastalking',
    });
  });
});

describe('the messages list', () => {
  it('shows each message’s channel, whether it fell back, and its cost', async () => {
    const owner = await landlord();
    const bySms = await billed(owner, '0711000740', 'sms');
    const byWhatsapp = await billed(owner, '0711000741', 'whatsapp');
    const fellBack = await billed(owner, '0711000742', 'whatsapp_sms');
    whatsapp.controls.addNotOnWhatsApp('+254711000742');
    await drainAll(deps);
    await drainAll(deps);
    const listed = await t.app.inject({ url: '/api/sms/messages', headers: authed(owner.token) });
    const shown = (id: string) =>
      (listed.json().messages as SmsMessage[]).find((m) => m.messageid === id);
    const smsCost = sms.messages.find((m) => m.to === '+254711000740')?.cost;
    expect(smsCost).toMatch(/^KES /);
    expect(shown(bySms.id)).toMatchObject({ channel: 'sms', fellback: false, cost: smsCost });
    expect(shown(byWhatsapp.id)).toMatchObject({
      channel: 'whatsapp',
      fellback: false,
      cost: null,
    });
    expect(shown(fellBack.id)).toMatchObject({ channel: 'sms', fellback: true });
    expect(shown(fellBack.id)?.cost).toMatch(/^KES /);
  });
});

describe('receipts, notices, sending hours and opt-outs on WhatsApp', () => {
  it('sends a receipt as the receipt template, its values in the SMS receipt’s order', async () => {
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000730', 'whatsapp');
    await pay(t.app, owner.token, tenant.tenantid, 1000, { sendreceipt: true });
    const row = await t.db
      .selectFrom('sms_messages')
      .selectAll()
      .where('tenant_id', '=', tenant.tenantid)
      .where('purpose', '=', 'receipt')
      .executeTakeFirstOrThrow();
    expect(row.channel).toBe('whatsapp');
    await drainAll(deps);
    const sent = whatsapp.messages.find((message) => message.to === '254711000730')!;
    expect(sent.template?.name).toBe('payment_receipt');
    const body = sent.template?.components?.find((component) => component.type === 'body');
    const params = (body?.parameters ?? []).map((parameter) => parameter.text as string);
    expect(params).toHaveLength(7);
    // Each value the template carries is in the SMS receipt, in the same order.
    let from = 0;
    for (const value of params.filter((value) => value !== '-')) {
      const at = row.text.indexOf(value, from);
      expect(at, value).toBeGreaterThanOrEqual(from);
      from = at + value.length;
    }
    expect(smsCount('+254711000730')).toBe(0);
  });

  it('keeps a WhatsApp message of a tenant who opted out of SMS from going, by either channel', async () => {
    const owner = await landlord();
    const queued = await billed(owner, '0711000732', 'whatsapp_sms');
    // STOP came in (or Africa's Talking said blacklisted) before the sender's turn.
    await t.db
      .updateTable('tenants')
      .set({ sms_blocked_at: time.clock().toISOString() })
      .where('id', '=', queued.tenant_id)
      .execute();
    await drainAll(deps);
    expect(await messageOf(queued.tenant_id!)).toMatchObject({
      status: 'failed',
      failure_reason: optedOutReason,
    });
    expect(whatsappCount('+254711000732')).toBe(0);
    expect(smsCount('+254711000732')).toBe(0);
  });

  it('holds a notice written at night until the sending hours, then sends it once', async () => {
    const owner = await landlord();
    await tenantOn(owner, '0711000733', 'whatsapp');
    // 20:00 in Nairobi, the next day.
    time.set('2026-03-03T17:00:00.000Z');
    const message = 'The water will be off on Saturday from 9am to noon.';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/notices',
      headers: authed(owner.token),
      payload: { rentalids: [owner.rental.rentalid], message },
    });
    expect(sent.statusCode).toBe(200);
    await drainAll(deps);
    expect(whatsappCount('+254711000733')).toBe(0);
    // 08:00 in Nairobi.
    time.set('2026-03-04T05:00:00.000Z');
    await drainAll(deps);
    await drainAll(deps);
    expect(whatsappCount('+254711000733')).toBe(1);
    const notice = whatsapp.messages.find((m) => m.to === '254711000733')!;
    expect(notice.template?.name).toBe('landlord_notice');
    expect(smsCount('+254711000733')).toBe(0);
  });
});
