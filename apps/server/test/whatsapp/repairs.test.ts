import { beforeAll, describe, expect, it } from 'vitest';
import type { AfricasTalkingSimulator } from '../../../../tools/africastalking-simulator.mjs';
import type { WhatsAppSimulator } from '../../../../tools/whatsapp-simulator.mjs';
import { incomingSecretOf } from '../../src/modules/sms/index.js';
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

// Decision 0074: REPAIR / TENGENEZA <text> written by WhatsApp reports a repair exactly as by
// SMS (issue 32), its reference going back by WhatsApp text in the tenant's language; each
// message once however often Meta repeats it; 5 reports an hour per phone by both ways
// together; only when Meta signed it. Through the real webhook, over HTTP to both simulators.

// 10:00 in Nairobi.
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
const appSecret = 'meta-app-secret-for-repairs';
const world = whatsappWorld(time.clock, { appSecret });
let t: TestApp;
let whatsapp: WhatsAppSimulator;
let sms: AfricasTalkingSimulator;
let deps: SmsDeps;
beforeAll(() => ({ t, whatsapp, sms, deps } = world));

const landlord = () =>
  whatsappLandlord(world, { appSecret, templates: { invoice: { en: 'rent_invoice' } } });
const tenantOn = tenantOnIn(world);

interface BoardRepair {
  reference: string;
  tenantid: string;
  description: string;
  reportedvia: string;
  category: string;
}

async function boardOf(owner: WhatsappOwner): Promise<BoardRepair[]> {
  const board = await t.app.inject({
    method: 'GET',
    url: '/api/repairs',
    headers: authed(owner.token),
  });
  expect(board.statusCode, board.body).toBe(200);
  return board.json().repairs;
}

function repliesOf(tenantId: string) {
  return t.db
    .selectFrom('sms_messages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', 'repair')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

function incomingOf(organizationId: string, phone: string) {
  return t.db
    .selectFrom('incoming_sms')
    .select(['provider_message_id', 'outcome', 'channel', 'reply_message_id', 'tenant_id'])
    .where('organization_id', '=', organizationId)
    .where('phone', '=', phone)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const whatsappTo = (digits: string) => whatsapp.messages.filter((m) => m.to === digits);
const smsTo = (phone: string) => sms.controls.countOf(phone);

/** A text as Africa's Talking posts it to the organization's incoming path. */
async function textBySms(owner: WhatsappOwner, from: string, text: string, id: string) {
  const secret = await incomingSecretOf(t.db, owner.organizationId, time.clock());
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/sms/incoming/${secret}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      from,
      to: '22384',
      text,
      date: '2026-03-02 10:15:02',
      id,
    }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().result as string;
}

describe('REPAIR written by WhatsApp', () => {
  it('reports the repair once and sends its reference back by WhatsApp, however often Meta repeats', async () => {
    time.set('2026-03-02T07:00:00.000Z');
    const owner = await landlord();
    // On SMS: the reply goes where the tenant asked all the same.
    const tenant = await tenantOn(owner, '0711000951', 'sms');
    const inbound = {
      from: '254711000951',
      text: 'Repair: the kitchen tap leaks',
      id: 'wamid.repair-951',
      url: owner.webhookUrl,
    };
    // Meta repeating a webhook, at the same time and later: the stored wamid decides.
    const answers = await Promise.all([1, 2, 3].map(() => whatsapp.controls.sendInbound(inbound)));
    answers.push(await whatsapp.controls.sendInbound(inbound));
    for (const answer of answers) expect(answer.status, answer.body).toBe(200);
    await drainAll(deps);
    await drainAll(deps);

    const [repair, ...moreRepairs] = await boardOf(owner);
    expect(moreRepairs).toEqual([]);
    expect(repair).toMatchObject({
      tenantid: tenant.tenantid,
      description: 'the kitchen tap leaks',
      reportedvia: 'whatsapp',
      category: 'other',
    });
    const [reply, ...moreReplies] = whatsappTo('254711000951');
    expect(moreReplies).toEqual([]);
    expect(reply).toMatchObject({ type: 'text', template: null });
    expect(reply!.text).toMatch(/^Dear /);
    expect(reply!.text).toContain(`we received your repair request ${repair!.reference}`);
    expect(smsTo('+254711000951')).toBe(0);

    const [row, ...moreRows] = await repliesOf(tenant.tenantid);
    expect(moreRows).toEqual([]);
    expect(row).toMatchObject({
      channel: 'whatsapp',
      fallback: 1,
      template_params: null,
      status: 'sent',
      text: reply!.text,
      whatsapp_message_id: reply!.id,
    });
    expect(await incomingOf(owner.organizationId, '+254711000951')).toEqual([
      {
        provider_message_id: 'wamid.repair-951',
        outcome: 'repair_reported',
        channel: 'whatsapp',
        reply_message_id: row!.id,
        tenant_id: tenant.tenantid,
      },
    ]);
    // The tenant is the Actor, as for a report by SMS.
    const entries = await t.db
      .selectFrom('activity_log')
      .select(['kind', 'role', 'user_id', 'entity_id'])
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'repair_created')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ role: 'tenant', user_id: null });
  });

  it('TENGENEZA from a Kiswahili tenant is answered in Kiswahili', async () => {
    time.set('2026-03-03T07:00:00.000Z');
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000952', 'whatsapp_sms', 'sw');
    const answer = await whatsapp.controls.sendInbound({
      from: '254711000952',
      text: 'tengeneza mlango umevunjika',
      url: owner.webhookUrl,
    });
    expect(answer.status, answer.body).toBe(200);
    await drainAll(deps);
    const [repair] = await boardOf(owner);
    expect(repair).toMatchObject({
      tenantid: tenant.tenantid,
      description: 'mlango umevunjika',
      reportedvia: 'whatsapp',
    });
    const [reply, ...more] = whatsappTo('254711000952');
    expect(more).toEqual([]);
    expect(reply).toMatchObject({ type: 'text', template: null });
    expect(reply!.text).toMatch(/^Mpendwa /);
    expect(reply!.text).toContain(`tumepokea ombi lako la matengenezo ${repair!.reference}`);
  });

  it('counts toward the same 5 reports an hour as REPAIR by SMS: the 6th is refused', async () => {
    time.set('2026-03-04T07:00:00.000Z');
    const owner = await landlord();
    const tenant = await tenantOn(owner, '0711000953', 'sms');
    const byWhatsapp = async (text: string) => {
      const answer = await whatsapp.controls.sendInbound({
        from: '254711000953',
        text,
        url: owner.webhookUrl,
      });
      expect(answer.status, answer.body).toBe(200);
    };
    const results = [
      await textBySms(owner, '+254711000953', 'REPAIR one', 'at-953-1'),
      await textBySms(owner, '+254711000953', 'REPAIR two', 'at-953-2'),
      await textBySms(owner, '+254711000953', 'REPAIR three', 'at-953-3'),
    ];
    expect(results).toEqual(['repair_reported', 'repair_reported', 'repair_reported']);
    time.advanceMinutes(10);
    await byWhatsapp('REPAIR four');
    await byWhatsapp('REPAIR five');
    await byWhatsapp('REPAIR six');
    // And by SMS too, within the hour.
    time.advanceMinutes(30);
    expect(await textBySms(owner, '+254711000953', 'REPAIR seven', 'at-953-7')).toBe(
      'rate_limited',
    );
    await drainAll(deps);

    const board = await boardOf(owner);
    expect(board.map((repair) => repair.description).sort()).toEqual(
      ['five', 'four', 'one', 'three', 'two'].sort(),
    );
    const incoming = await incomingOf(owner.organizationId, '+254711000953');
    expect(incoming.map((row) => [row.channel, row.outcome])).toEqual([
      ['sms', 'repair_reported'],
      ['sms', 'repair_reported'],
      ['sms', 'repair_reported'],
      ['whatsapp', 'repair_reported'],
      ['whatsapp', 'repair_reported'],
      ['whatsapp', 'rate_limited'],
      ['sms', 'rate_limited'],
    ]);
    // A reference for each report made, each back the way it came; none for the refused.
    expect(whatsappTo('254711000953')).toHaveLength(2);
    expect(smsTo('+254711000953')).toBe(3);
    expect(await repliesOf(tenant.tenantid)).toHaveLength(5);
  });

  it('from an unknown number, or forged, reports nothing', async () => {
    time.set('2026-03-05T07:00:00.000Z');
    const owner = await landlord();
    await tenantOn(owner, '0711000954', 'whatsapp_sms');
    const unknown = await whatsapp.controls.sendInbound({
      from: '254711000959',
      text: 'REPAIR the gate is broken',
      url: owner.webhookUrl,
    });
    expect(unknown.status).toBe(200);
    const forged = { from: '254711000954', text: 'REPAIR the roof leaks', url: owner.webhookUrl };
    expect((await whatsapp.controls.sendInbound(forged, 'wrong')).status).toBe(403);
    expect((await whatsapp.controls.sendInbound(forged, 'none')).status).toBe(401);
    await drainAll(deps);

    expect(await boardOf(owner)).toEqual([]);
    expect(whatsappTo('254711000959')).toEqual([]);
    expect(whatsappTo('254711000954')).toEqual([]);
    expect(smsTo('+254711000959') + smsTo('+254711000954')).toBe(0);
    expect(await incomingOf(owner.organizationId, '+254711000959')).toEqual([
      {
        provider_message_id: expect.any(String),
        outcome: 'unknown_sender',
        channel: 'whatsapp',
        reply_message_id: null,
        tenant_id: null,
      },
    ]);
    expect(await incomingOf(owner.organizationId, '+254711000954')).toEqual([]);
  });
});
