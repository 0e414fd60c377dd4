import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startWhatsAppSimulator,
  type WhatsAppSimulator,
} from '../../../../tools/whatsapp-simulator.mjs';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// The webhook Meta calls: the handshake echoes the challenge only for the organization's verify
// token, and a status notification counts only when its X-Hub-Signature-256 is the app secret's
// HMAC of the raw body. Anything unsigned or mis-signed changes nothing.

let test: TestApp;
let simulator: WhatsAppSimulator;
let organizationId: string;
let webhookPath: string;
let webhookUrl: string;
let verifyToken: string;
const appSecret = 'meta-app-secret-for-tests';
const time = testClock();

beforeAll(async () => {
  simulator = await startWhatsAppSimulator({ appSecret });
  test = await createTestApp({ clock: time.clock });
  const signed = await signUp(test.app);
  organizationId = signed.user.organizationid;
  const saved = await test.app.inject({
    method: 'PUT',
    url: '/api/whatsapp/settings',
    headers: authed(signed.token),
    payload: { phonenumberid: '1234567890', accesstoken: 'token', appsecret: appSecret },
  });
  const settings = saved.json().settings;
  webhookPath = new URL(settings.webhookurl).pathname;
  verifyToken = settings.verifytoken;
  const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `${address}${webhookPath}`;
  simulator.controls.setWebhookUrl(webhookUrl);
});
afterAll(async () => {
  await simulator.close();
  await test.close();
});
beforeEach(() => simulator.controls.reset());

function statuses() {
  return test.db
    .selectFrom('whatsapp_statuses')
    .select(['message_id', 'status', 'error_code'])
    .where('organization_id', '=', organizationId)
    .orderBy('message_id')
    .orderBy('status')
    .execute();
}

function handshake(token: string, path = webhookPath) {
  const query = new URLSearchParams({
    'hub.mode': 'subscribe',
    'hub.verify_token': token,
    'hub.challenge': '1158201444',
  });
  return test.app.inject({ method: 'GET', url: `${path}?${query.toString()}` });
}

describe('the WhatsApp webhook handshake', () => {
  it('echoes the challenge for the right verify token', async () => {
    const response = await handshake(verifyToken);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('1158201444');
  });

  it('refuses a wrong verify token and echoes nothing', async () => {
    // One character changed, whatever it was (a fixed '0' would match a token ending in 0).
    const last = verifyToken.slice(-1) === '0' ? '1' : '0';
    const response = await handshake(`${verifyToken.slice(0, -1)}${last}`);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('1158201444');
  });

  it('answers 404 on a path no organization has', async () => {
    const response = await handshake(verifyToken, '/api/whatsapp/webhook/not-a-secret');
    expect(response.statusCode).toBe(404);
  });
});

describe('WhatsApp status notifications', () => {
  it('stores a signed status, once however often it comes', async () => {
    const first = await simulator.controls.sendStatus({ id: 'wamid.A1', status: 'delivered' });
    expect(first.status).toBe(200);
    const again = await simulator.controls.sendStatus({ id: 'wamid.A1', status: 'delivered' });
    expect(again.status).toBe(200);
    await simulator.controls.sendStatus({ id: 'wamid.A2', status: 'failed', errorCode: 131026 });
    expect(await statuses()).toEqual([
      { message_id: 'wamid.A1', status: 'delivered', error_code: null },
      { message_id: 'wamid.A2', status: 'failed', error_code: 131026 },
    ]);
  });

  it('refuses an unsigned notification (401) and stores nothing', async () => {
    const before = await statuses();
    const response = await simulator.controls.sendStatus(
      { id: 'wamid.B1', status: 'read' },
      'none',
    );
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body).error.key).toBe('whatsapp.signatureMissing');
    expect(await statuses()).toEqual(before);
  });

  it('refuses a mis-signed notification (403) and stores nothing', async () => {
    const before = await statuses();
    const response = await simulator.controls.sendStatus(
      { id: 'wamid.C1', status: 'read' },
      'wrong',
    );
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body).error.key).toBe('whatsapp.signatureWrong');
    expect(await statuses()).toEqual(before);
  });

  it('refuses a signed body that was changed on the way', async () => {
    const body = JSON.stringify(simulator.controls.statusBody({ id: 'wamid.D1', status: 'read' }));
    const { hubSignature } = await import('../../../../tools/whatsapp-simulator.mjs');
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Hub-Signature-256': hubSignature(body, appSecret),
      },
      body: body.replace('wamid.D1', 'wamid.D2'),
    });
    expect(response.status).toBe(403);
    expect(await statuses()).not.toContainEqual(
      expect.objectContaining({ message_id: 'wamid.D2' }),
    );
  });
});
