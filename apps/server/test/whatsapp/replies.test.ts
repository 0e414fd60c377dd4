import { beforeAll, describe, expect, it } from 'vitest';
import type { AfricasTalkingSimulator } from '../../../../tools/africastalking-simulator.mjs';
import type { WhatsAppSimulator } from '../../../../tools/whatsapp-simulator.mjs';
import { chargeLateFees } from '../../src/modules/late-fees/charge.js';
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
import { insertInvoice } from '../transactions/fixtures.js';

// Issue 34, decision 0071: late-fee notices go by WhatsApp as the notice template with their
// whole text; BAL and SALIO written by WhatsApp are answered there as free text, each message
// once, within the hourly limit, with SMS once when WhatsApp refuses the answer. Over real HTTP
// to both simulators.

// 10:00 in Nairobi: within the sending hours.
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
const appSecret = 'meta-app-secret-for-replies';
const world = whatsappWorld(time.clock, { appSecret, notOnWhatsApp: ['+254711000911'] });
let t: TestApp;
let whatsapp: WhatsAppSimulator;
let sms: AfricasTalkingSimulator;
let deps: SmsDeps;
beforeAll(() => ({ t, whatsapp, sms, deps } = world));

const landlord = () =>
  whatsappLandlord(world, {
    appSecret,
    templates: { notice: { en: 'tenant_notice', sw: 'tangazo' } },
    enterprise: true,
  });
type Owner = WhatsappOwner;
const tenantOn = tenantOnIn(world);

function messagesOf(tenantId: string) {
  return t.db
    .selectFrom('sms_messages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

function incomingOf(organizationId: string, phone: string) {
  return t.db
    .selectFrom('incoming_sms')
    .select(['provider_message_id', 'outcome', 'channel', 'reply_message_id'])
    .where('organization_id', '=', organizationId)
    .where('phone', '=', phone)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const smsTo = (phone: string) => sms.controls.countOf(phone);
const whatsappTo = (digits: string) => whatsapp.messages.filter((m) => m.to === digits);

/** A late fee of KES 500 on an invoice overdue since February, with its notice. */
async function lateFee(owner: Owner, tenantId: string) {
  const rule = await t.app.inject({
    method: 'PUT',
    url: `/api/rental/all-rentals/${owner.rental.rentalid}/late-fee`,
    headers: authed(owner.token),
    payload: { enabled: true, type: 'fixed', amount: 500, gracedays: 0, sendsms: true },
  });
  expect(rule.statusCode, rule.body).toBe(200);
  await insertInvoice(t.db, {
    organizationId: owner.organizationId,
    tenantId,
    amountCents: 800_000,
    billingDate: '2026-02-01',
    dueDate: '2026-02-05',
  });
  expect(
    await chargeLateFees({ db: t.db, clock: time.clock }, { organizationId: owner.organizationId }),
  ).toBe(1);
  const [notice] = (await messagesOf(tenantId)).filter((m) => m.purpose === 'notice');
  return notice!;
}

describe('late-fee notices by WhatsApp', () => {
  it('go as the notice template with the whole text as its one parameter', async () => {
    time.set('2026-03-02T07:00:00.000Z');
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000901', 'whatsapp_sms', 'sw');
    const notice = await lateFee(owner, tenant.tenantid);
    expect(notice).toMatchObject({ channel: 'whatsapp', fallback: 1, template_language: 'sw' });
    expect(JSON.parse(notice.template_params!)).toEqual([notice.text]);
    await drainAll(deps);
    const [sent, ...more] = whatsappTo('254711000901');
    expect(more).toEqual([]);
    expect(sent!.template).toMatchObject({ name: 'tangazo', language: { code: 'sw' } });
    const params = sent!.template!.components![0]!.parameters;
    // Meta takes no line break in a parameter: the sender makes them spaces.
    expect(params).toEqual([{ type: 'text', text: notice.text.replace(/\s+/g, ' ').trim() }]);
    expect(notice.text).toContain('KES 500');
    expect(smsTo('+254711000901')).toBe(0);
  });

  it('fall back to SMS once when WhatsApp refuses them', async () => {
    time.set('2026-03-03T07:00:00.000Z');
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000911', 'whatsapp_sms');
    const notice = await lateFee(owner, tenant.tenantid);
    expect(notice.channel).toBe('whatsapp');
    await drainAll(deps);
    await drainAll(deps);
    time.advanceMinutes(11);
    await drainAll(deps);
    expect(whatsappTo('254711000911')).toEqual([]);
    expect(smsTo('+254711000911')).toBe(1);
    expect(sms.messages.find((m) => m.to === '+254711000911')?.message).toBe(notice.text);
    const [row] = await messagesOf(tenant.tenantid);
    expect(row).toMatchObject({ channel: 'sms', status: 'sent' });
    expect(row!.fell_back_at).not.toBeNull();
  });

  it('charged at night wait for the sending hours', async () => {
    time.set('2026-03-03T21:30:00.000Z'); // 00:30 Nairobi
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000912', 'sms');
    const notice = await lateFee(owner, tenant.tenantid);
    expect(notice).toMatchObject({ channel: 'sms', next_attempt_at: '2026-03-04T05:00:00.000Z' });
  });
});

describe('BAL and SALIO written by WhatsApp', () => {
  it('are answered once by WhatsApp text, in the tenant’s language, however often Meta repeats', async () => {
    time.set('2026-03-05T07:00:00.000Z');
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000921', 'sms', 'sw');
    await insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId: tenant.tenantid,
      amountCents: 1_250_000,
    });
    const inbound = {
      from: '254711000921',
      text: ' salio ',
      id: 'wamid.salio-921',
      url: owner.webhookUrl,
    };
    for (let i = 0; i < 3; i++) {
      const answer = await whatsapp.controls.sendInbound(inbound);
      expect(answer.status, answer.body).toBe(200);
    }
    await drainAll(deps);
    await drainAll(deps);
    const [reply, ...more] = whatsappTo('254711000921');
    expect(more).toEqual([]);
    expect(reply).toMatchObject({ type: 'text', template: null });
    expect(reply!.text).toContain('Mpendwa');
    expect(reply!.text).toContain('salio lako la nyumba');
    expect(reply!.text).toContain('KES 12,500');
    expect(smsTo('+254711000921')).toBe(0);
    const [row] = await messagesOf(tenant.tenantid);
    expect(row).toMatchObject({
      purpose: 'balance',
      channel: 'whatsapp',
      template_params: null,
      status: 'sent',
      text: reply!.text,
      whatsapp_message_id: reply!.id,
    });
    expect(await incomingOf(owner.organizationId, '+254711000921')).toEqual([
      {
        provider_message_id: 'wamid.salio-921',
        outcome: 'answered',
        channel: 'whatsapp',
        reply_message_id: row!.id,
      },
    ]);
    // Delivered as Meta reports: no fallback after 10 minutes.
    await whatsapp.controls.sendStatus({
      id: reply!.id,
      status: 'delivered',
      url: owner.webhookUrl,
    });
    time.advanceMinutes(11);
    await drainAll(deps);
    expect(smsTo('+254711000921')).toBe(0);
  });

  it('keep the hourly limit, shared with the same words by SMS', async () => {
    time.set('2026-03-06T07:00:00.000Z');
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000922', 'whatsapp_sms');
    for (let i = 0; i < 4; i++) {
      const answer = await whatsapp.controls.sendInbound({
        from: '254711000922',
        text: 'BAL',
        url: owner.webhookUrl,
      });
      expect(answer.status).toBe(200);
    }
    await drainAll(deps);
    expect(whatsappTo('254711000922')).toHaveLength(3);
    expect(
      (await incomingOf(owner.organizationId, '+254711000922')).map((row) => row.outcome),
    ).toEqual(['answered', 'answered', 'answered', 'rate_limited']);
    expect((await messagesOf(tenant.tenantid)).every((m) => m.channel === 'whatsapp')).toBe(true);
  });

  it('fall back to one SMS when WhatsApp refuses the answer', async () => {
    time.set('2026-03-07T07:00:00.000Z');
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000923', 'sms');
    const answer = await whatsapp.controls.sendInbound({
      from: '254711000923',
      text: 'BAL',
      url: owner.webhookUrl,
    });
    expect(answer.status).toBe(200);
    // The window closed before the sender's turn (Meta: 131047).
    whatsapp.controls.closeWindow('254711000923');
    await drainAll(deps);
    await drainAll(deps);
    time.advanceMinutes(11);
    await drainAll(deps);
    expect(whatsappTo('254711000923')).toEqual([]);
    expect(smsTo('+254711000923')).toBe(1);
    const [row, ...more] = await messagesOf(tenant.tenantid);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', purpose: 'balance' });
    const tried = whatsapp.requests.filter((r) => r.body?.to === '254711000923');
    expect(
      tried.map((r) => [r.status, (r.answer as { error: { code: number } }).error.code]),
    ).toEqual([[400, 131047]]);
    expect(row!.fell_back_at).not.toBeNull();
  });

  it('from an unknown number, or forged, send nothing', async () => {
    time.set('2026-03-08T07:00:00.000Z');
    const owner = await landlord();
    await tenantOn(owner, '0711000924', 'whatsapp_sms');
    const unknown = await whatsapp.controls.sendInbound({
      from: '254711000929',
      text: 'SALIO',
      url: owner.webhookUrl,
    });
    expect(unknown.status).toBe(200);
    const forged = { from: '254711000924', text: 'BAL', url: owner.webhookUrl };
    expect((await whatsapp.controls.sendInbound(forged, 'wrong')).status).toBe(403);
    expect((await whatsapp.controls.sendInbound(forged, 'none')).status).toBe(401);
    await drainAll(deps);
    expect(whatsappTo('254711000929')).toEqual([]);
    expect(whatsappTo('254711000924')).toEqual([]);
    expect(smsTo('+254711000929') + smsTo('+254711000924')).toBe(0);
    expect(await incomingOf(owner.organizationId, '+254711000929')).toEqual([
      {
        provider_message_id: expect.any(String),
        outcome: 'unknown_sender',
        channel: 'whatsapp',
        reply_message_id: null,
      },
    ]);
    expect(await incomingOf(owner.organizationId, '+254711000924')).toEqual([]);
  });
});
