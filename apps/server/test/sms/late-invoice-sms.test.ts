import type { SmsMessage } from '@rental/shared/schemas/sms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import { drainOutbox } from '../../src/jobs/sms-sender.js';
import { setInvoiceMessage } from '../../src/modules/ledger/invoice-message.js';
import type { SmsDeps } from '../../src/modules/sms/sms-options.js';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { billingLandlord, createSchedule, insertTenants } from '../invoices/billing-fixtures.js';
import { pay } from '../transactions/fixtures.js';
import { messageRow, simulatorApiKey, smsOptions } from './fixtures.js';

// Issue 30: an invoice SMS that waited (outbox only, a failure) and goes out late says what
// the invoice asks for now: a partly paid one what is left, a paid one is not sent at all.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
let simulator: AfricasTalkingSimulator;
let deps: SmsDeps;

beforeAll(async () => {
  simulator = await startAfricasTalkingSimulator({ apiKeys: [simulatorApiKey] });
  const sms = smsOptions(simulator.url, 3000);
  t = await createTestApp({ clock: time.clock, sms });
  deps = { db: t.db, clock: time.clock, sms };
});
afterAll(async () => {
  await t.close();
  await simulator.close();
});
beforeEach(() => simulator.controls.reset());

function post(token: string, url: string) {
  return t.app.inject({ method: 'POST', url, headers: authed(token) });
}
async function setUp(token: string) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(token),
    payload: { organizationname: 'Jua Court Homes', paybillnumber: '600984' },
  });
  expect(saved.statusCode).toBe(200);
}
function useAfricasTalking(token: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/sms/settings',
    headers: authed(token),
    payload: { provider: 'africastalking', username: 'sandbox', apikey: simulatorApiKey },
  });
}
async function storeAll() {
  while ((await drainOutbox(deps)).claimed > 0);
}

/** Tenants each billed a KES 1,500 one-off charge with its SMS, stored by the outbox. */
async function oneOffCharges(phones: string[]) {
  const owner = await landlordWithRoom(t.app);
  await setUp(owner.token);
  const tenants = [];
  for (const phonenumber of phones) {
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      phonenumber,
      openingrentbalance: 0,
      openingwaterbalance: 0,
    });
    const billed = await t.app.inject({
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
    expect(billed.statusCode).toBe(201);
    tenants.push(tenant);
  }
  await storeAll();
  return { owner, tenants };
}

async function invoiceMessageOf(organizationId: string, tenantId: string) {
  return t.db
    .selectFrom('sms_messages')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', 'invoice')
    .executeTakeFirstOrThrow();
}
async function invoiceOf(id: string) {
  return t.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
/** The SMS text the Invoices list shows for an invoice. */
async function shownMessageOf(token: string, invoiceId: string): Promise<string> {
  const listed = await t.app.inject({ url: '/api/invoice/all', headers: authed(token) });
  expect(listed.statusCode, listed.body).toBe(200);
  const invoices: { invoiceid: string; message: string }[] = listed.json().invoices;
  return invoices.find((invoice) => invoice.invoiceid === invoiceId)!.message;
}

describe('an invoice SMS sent late', () => {
  it('says what is left of a partly paid invoice, and is not sent for a paid one', async () => {
    const { owner, tenants } = await oneOffCharges(['0711000601', '0711000602', '0711000603']);
    const [partly, paid, unpaid] = tenants as [
      (typeof tenants)[0],
      (typeof tenants)[0],
      (typeof tenants)[0],
    ];
    await pay(t.app, owner.token, partly.tenantid, 500);
    await pay(t.app, owner.token, paid.tenantid, 1500);
    await useAfricasTalking(owner.token);

    const paidMessage = await invoiceMessageOf(owner.organizationId, paid.tenantid);
    const paidInvoice = await invoiceOf(paidMessage.invoice_id!);
    const refused = await post(owner.token, `/api/sms/messages/${paidMessage.id}/send`);
    expect(refused.statusCode).toBe(409);
    const label = `INV-${String(paidInvoice.number).padStart(6, '0')}`;
    expect(refused.json().error).toMatchObject({
      key: 'error.smsInvoicePaid',
      params: { invoice: label },
      message: `${label} is paid in full, so its SMS asking for payment was not sent. Discard it.`,
    });
    // Refused, it still waits for the landlord to discard it.
    expect((await messageRow(t.db, paidMessage.id)).status).toBe('stored');

    const partlyMessage = await invoiceMessageOf(owner.organizationId, partly.tenantid);
    expect(partlyMessage.text).toContain('KES 1,500');
    const sent = await post(owner.token, `/api/sms/messages/${partlyMessage.id}/send`);
    expect(sent.statusCode).toBe(200);
    const message: SmsMessage = sent.json().message;
    expect(message.status).toBe('sent');
    expect(message.text).toMatch(/: Broken window pane, KES 1,000, due /);
    expect(simulator.messages.map((m) => [m.to, m.message])).toEqual([
      ['+254711000601', message.text],
    ]);
    // The invoice shows the text it was sent with; its row stays as it was written.
    expect(await shownMessageOf(owner.token, partlyMessage.invoice_id!)).toBe(message.text);
    expect((await invoiceOf(partlyMessage.invoice_id!)).message).toBe(partlyMessage.text);

    // Send all: the unpaid one goes as it was; the paid one is discarded, and said so.
    const unpaidMessage = await invoiceMessageOf(owner.organizationId, unpaid.tenantid);
    const all = await post(owner.token, '/api/sms/messages/send-waiting');
    expect(all.json()).toEqual({ count: 1, parts: unpaidMessage.parts, sent: 1, paid: 1 });
    expect(simulator.messages.at(-1)).toMatchObject({
      to: '+254711000603',
      message: unpaidMessage.text,
    });
    expect(simulator.messages.map((m) => m.to)).not.toContain('+254711000602');
    expect(await messageRow(t.db, paidMessage.id)).toMatchObject({ status: 'discarded' });

    const entries = await activityOf(t.app, owner.token, 'sms_waiting_sent');
    expect(entries.map((e) => e.details).sort((a, b) => Number(a.paid) - Number(b.paid))).toEqual([
      { count: 1, parts: message.parts, paid: 0 },
      { count: 1, parts: unpaidMessage.parts, paid: 1 },
    ]);
  });

  it('Resend of a failed one: composed again when partly paid, refused when paid', async () => {
    const { owner, tenants } = await oneOffCharges(['0711000701', '0711000702']);
    await useAfricasTalking(owner.token);
    const [partly, paid] = tenants as [(typeof tenants)[0], (typeof tenants)[0]];
    const failed = { status: 'failed' as const, failure_reason: 'InvalidPhoneNumber' };
    const partlyMessage = await invoiceMessageOf(owner.organizationId, partly.tenantid);
    const paidMessage = await invoiceMessageOf(owner.organizationId, paid.tenantid);
    await t.db
      .updateTable('sms_messages')
      .set(failed)
      .where('id', 'in', [partlyMessage.id, paidMessage.id])
      .execute();
    await pay(t.app, owner.token, partly.tenantid, 1000.5);
    await pay(t.app, owner.token, paid.tenantid, 2000);

    const refused = await post(owner.token, `/api/sms/messages/${paidMessage.id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.key).toBe('error.smsInvoicePaid');
    expect((await messageRow(t.db, paidMessage.id)).status).toBe('failed');

    const resent = await post(owner.token, `/api/sms/messages/${partlyMessage.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toMatchObject({ status: 'queued' });
    expect(resent.json().message.text).toMatch(/KES 499\.50, due /);
    await drainOutbox(deps);
    expect(simulator.messages.map((m) => m.message)).toEqual([resent.json().message.text]);
    expect(await shownMessageOf(owner.token, partlyMessage.invoice_id!)).toBe(
      resent.json().message.text,
    );

    // Failed again, and paid a little more: resent once more, the invoice shows the last text.
    await t.db.updateTable('sms_messages').set(failed).where('id', '=', partlyMessage.id).execute();
    await pay(t.app, owner.token, partly.tenantid, 99.5);
    const again = await post(owner.token, `/api/sms/messages/${partlyMessage.id}/resend`);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.text).toMatch(/KES 400, due /);
    await drainOutbox(deps);
    expect(await shownMessageOf(owner.token, partlyMessage.invoice_id!)).toBe(
      again.json().message.text,
    );
    expect((await invoiceOf(partlyMessage.invoice_id!)).message).toBe(partlyMessage.text);
  });

  it('keeps every text an invoice was sent with when senders write at once', async () => {
    const { owner, tenants } = await oneOffCharges(['0711000703']);
    const { invoice_id: invoiceId } = await invoiceMessageOf(
      owner.organizationId,
      tenants[0]!.tenantid,
    );
    const texts = Array.from({ length: 6 }, (_, i) => `Text ${i + 1}`);
    await Promise.all(
      texts.map((text) =>
        t.db
          .transaction()
          .execute((trx) =>
            setInvoiceMessage(trx, owner.organizationId, invoiceId!, text, time.clock()),
          ),
      ),
    );
    const sent = await t.db
      .selectFrom('invoice_sent_messages')
      .select(['version', 'message'])
      .where('invoice_id', '=', invoiceId!)
      .orderBy('version')
      .execute();
    expect(sent.map((row) => row.version)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sent.map((row) => row.message).sort()).toEqual(texts);
    expect(await shownMessageOf(owner.token, invoiceId!)).toBe(sent.at(-1)!.message);
  });

  it("composes a schedule's invoice again in the tenant's language", async () => {
    const owner = await billingLandlord(t.app, t.db);
    await setUp(owner.token);
    const [baraka] = await insertTenants(t.db, owner.roomRef, 1, () => ({
      firstname: 'Baraka',
      language: 'sw',
    }));
    await createSchedule(t.app, owner);
    const run = await post(owner.token, '/api/invoice/run');
    expect(run.statusCode).toBe(200);
    await storeAll();
    const stored = await invoiceMessageOf(owner.organizationId, baraka!.id);
    expect(stored.text).toContain('ni KES 8,500, lipa ifikapo');
    await pay(t.app, owner.token, baraka!.id, 3000);
    await useAfricasTalking(owner.token);

    const sent = await post(owner.token, `/api/sms/messages/${stored.id}/send`);
    expect(sent.statusCode).toBe(200);
    const text: string = sent.json().message.text;
    expect(text).toBe(stored.text.replace('ni KES 8,500,', 'ni KES 5,500,'));
    expect(simulator.messages.map((m) => m.message)).toEqual([text]);
  });
});
