import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWhatsAppSimulator,
  type WhatsAppSimulator,
} from '../../../../tools/whatsapp-simulator.mjs';
import { drainOutbox } from '../../src/jobs/sms-sender.js';
import { whatsappBillDocument } from '../../src/modules/bills/index.js';
import type { SmsDeps } from '../../src/modules/sms/index.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { testSmsOptions } from '../helpers/test-options.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { pay } from '../transactions/fixtures.js';

// Decision 0067: with the owner's "templates have a document header" on, a WhatsApp invoice or
// receipt uploads its PDF to the Cloud API (the simulator) and sends the template with a
// document header naming the upload; the PDF is the bill, its number and amount in it. Off (the
// default), nothing is uploaded and the template has no header. A failed upload is retried
// later, and nothing goes twice.

// 10:00 in Nairobi: within the sending hours.
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
const token = 'simulator-access-token';
let t: TestApp;
let whatsapp: WhatsAppSimulator;
let deps: SmsDeps;

beforeAll(async () => {
  whatsapp = await startWhatsAppSimulator({ tokens: [token] });
  const options = testSmsOptions({
    whatsappBaseUrl: whatsapp.url,
    timeoutMs: 3000,
    // As server.ts wires it.
    billDocument: whatsappBillDocument,
  });
  t = await createTestApp({ clock: time.clock, sms: options });
  deps = { db: t.db, clock: time.clock, sms: options };
});
afterAll(async () => {
  await t.close();
  await whatsapp.close();
});

async function put(token: string, url: string, payload: object) {
  const answer = await t.app.inject({ method: 'PUT', url, headers: authed(token), payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** A landlord with a paybill and WhatsApp templates for invoices and receipts in en and sw. */
async function landlord(documentheader: boolean) {
  const owner = await landlordWithRoom(t.app);
  await put(owner.token, '/api/mpesasettings/mpesa-settings', {
    organizationname: 'Jua Court Homes',
    paybillnumber: '600984',
  });
  const saved = await put(owner.token, '/api/whatsapp/settings', {
    phonenumberid: '1234567890',
    accesstoken: token,
    appsecret: 'meta-app-secret',
    templates: {
      invoice: { en: 'rent_invoice', sw: 'ankara_ya_kodi' },
      receipt: { en: 'payment_receipt', sw: 'risiti_ya_malipo' },
    },
    documentheader,
  });
  expect(saved.settings.documentheader).toBe(documentheader);
  return owner;
}

type Owner = Awaited<ReturnType<typeof landlord>>;

async function whatsappTenant(owner: Owner, phonenumber: string, language: 'en' | 'sw' = 'en') {
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    phonenumber,
    openingrentbalance: 0,
    openingwaterbalance: 0,
    language,
  });
  await t.db
    .updateTable('tenants')
    .set({ channel: 'whatsapp' })
    .where('id', '=', tenant.tenantid)
    .execute();
  return tenant;
}

/** A WhatsApp tenant billed a KES 1,500 one-off charge with its message. */
async function billed(owner: Owner, phonenumber: string, language: 'en' | 'sw' = 'en') {
  const tenant = await whatsappTenant(owner, phonenumber, language);
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
  return messageOf(tenant.tenantid, 'invoice');
}

function messageOf(tenantId: string, purpose: 'invoice' | 'receipt') {
  return t.db
    .selectFrom('sms_messages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', purpose)
    .executeTakeFirstOrThrow();
}

async function drainAll() {
  while ((await drainOutbox(deps)).claimed > 0);
}

/** The one accepted message to this number, and the uploaded file its header names. */
function sentTo(phone: string) {
  const sent = whatsapp.messages.filter((message) => message.to === phone.replace(/\D/g, ''));
  expect(sent).toHaveLength(1);
  const message = sent[0]!;
  const document = message.document;
  const file =
    document && 'id' in document ? whatsapp.media.find((m) => m.id === document.id) : undefined;
  return { message, document, file };
}

/** The invoice number the invoice's SMS names: INV-000012. */
const invoiceNumberIn = (text: string) => /INV-\d+/.exec(text)?.[0] ?? '';

describe('WhatsApp invoices and receipts with their PDF', () => {
  it('sends an invoice with its PDF in the header: the number and the amount in it', async () => {
    const owner = await landlord(true);
    const queued = await billed(owner, '0711000801');
    expect(queued.channel).toBe('whatsapp');
    await drainAll();
    await drainAll();
    const { message, document, file } = sentTo('+254711000801');
    const number = invoiceNumberIn(queued.text);
    expect(number).not.toBe('');
    expect(document).toMatchObject({ filename: `Invoice ${number}.pdf`, type: 'application/pdf' });
    const header = message.template?.components?.find((c) => c.type === 'header');
    expect(header?.parameters).toEqual([
      { type: 'document', document: { id: file!.id, filename: `Invoice ${number}.pdf` } },
    ]);
    const pdf = file!.data.toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain(number);
    expect(pdf).toContain('KES 1,500');
    expect(pdf).toContain('M-PESA paybill 600984');
    expect(await messageOf(queued.tenant_id!, 'invoice')).toMatchObject({ status: 'sent' });
  });

  it('sends a receipt with its PDF, in the tenant’s language', async () => {
    const owner = await landlord(true);
    const tenant = await whatsappTenant(owner, '0711000802', 'sw');
    const payment = await pay(t.app, owner.token, tenant.tenantid, 1000, { sendreceipt: true });
    const queued = await messageOf(tenant.tenantid, 'receipt');
    expect(queued).toMatchObject({ channel: 'whatsapp', template_language: 'sw' });
    await drainAll();
    const { message, document, file } = sentTo('+254711000802');
    const reference = payment.externalreference ?? payment.reference;
    expect(message.template?.name).toBe('risiti_ya_malipo');
    expect(document).toMatchObject({ filename: `Risiti ${reference}.pdf` });
    const pdf = file!.data.toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain(reference);
    expect(pdf).toContain('KES 1,000');
    expect(pdf).toContain('Kiasi kilichopokelewa');
  });

  it('uploads nothing and sends no header when the owner’s templates have none', async () => {
    const owner = await landlord(false);
    const uploads = whatsapp.media.length;
    const queued = await billed(owner, '0711000803');
    const tenant = await whatsappTenant(owner, '0711000804');
    await pay(t.app, owner.token, tenant.tenantid, 1000, { sendreceipt: true });
    await drainAll();
    for (const phone of ['+254711000803', '+254711000804']) {
      const { message, document } = sentTo(phone);
      expect(document).toBeNull();
      expect(message.template?.components?.map((c) => c.type)).toEqual(['body']);
    }
    expect(whatsapp.media.length).toBe(uploads);
    expect(await messageOf(queued.tenant_id!, 'invoice')).toMatchObject({ status: 'sent' });
  });

  it('retries an upload answered 500 later, uploads once per try, and sends once', async () => {
    const owner = await landlord(true);
    const queued = await billed(owner, '0711000805');
    const uploadsBefore = whatsapp.requests.filter((r) => r.kind === 'media').length;
    whatsapp.controls.failUploads(1);
    await drainAll();
    const waiting = await messageOf(queued.tenant_id!, 'invoice');
    expect(waiting).toMatchObject({ status: 'queued', channel: 'whatsapp', attempts: 1 });
    expect(whatsapp.controls.countOf('+254711000805')).toBe(0);
    // One upload for the one try.
    expect(whatsapp.requests.filter((r) => r.kind === 'media').length).toBe(uploadsBefore + 1);

    time.advanceMinutes(1);
    await drainAll();
    await drainAll();
    time.advanceMinutes(30);
    await drainAll();
    expect(whatsapp.controls.countOf('+254711000805')).toBe(1);
    expect(whatsapp.requests.filter((r) => r.kind === 'media').length).toBe(uploadsBefore + 2);
    const { file } = sentTo('+254711000805');
    expect(file!.data.toString('latin1')).toContain(invoiceNumberIn(queued.text));
    expect(await messageOf(queued.tenant_id!, 'invoice')).toMatchObject({ status: 'sent' });
  });
});
