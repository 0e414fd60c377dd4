import { createHmac } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startWhatsAppSimulator,
  type WhatsAppSimulator,
} from '../../../../tools/whatsapp-simulator.mjs';

// The simulator stands in for Meta's Cloud API in every WhatsApp test: it must refuse what Meta
// refuses (a wrong token, a number not on WhatsApp) in Meta's error shape, keep what it took, and
// sign status notifications the way Meta does, so the server's checks are tested against it.

let simulator: WhatsAppSimulator;
const token = 'test-access-token';
const appSecret = 'test-app-secret';

beforeAll(async () => {
  simulator = await startWhatsAppSimulator({
    tokens: [token],
    appSecret,
    notOnWhatsApp: ['+254722000999'],
  });
});
afterAll(() => simulator.close());
beforeEach(() => simulator.controls.reset());

function sendTemplate(to: string, bearer = token) {
  return fetch(`${simulator.url}/v21.0/1234567890/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      to,
      type: 'template',
      template: {
        name: 'rent_invoice',
        language: { code: 'sw' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Amina' }] }],
      },
    }),
  });
}

describe('the WhatsApp simulator', () => {
  it('accepts a template message and answers its wamid', async () => {
    const response = await sendTemplate('+254711000111');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { messages: { id: string }[] };
    expect(body.messages[0]?.id).toMatch(/^wamid\./);
    expect(simulator.messages).toHaveLength(1);
    expect(simulator.messages[0]).toMatchObject({
      to: '254711000111',
      template: { name: 'rent_invoice' },
    });
  });

  it('refuses a number not on WhatsApp with code 131026 and keeps no message', async () => {
    const response = await sendTemplate('254722000999');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: number; type: string } };
    expect(body.error).toMatchObject({ code: 131026, type: 'OAuthException' });
    expect(simulator.messages).toHaveLength(0);
    expect(simulator.requests).toHaveLength(1);
    expect(simulator.requests[0]?.status).toBe(400);
  });

  it('takes a free-form text only within the 24 hours after the customer wrote', async () => {
    const text = (body: string) =>
      fetch(`${simulator.url}/v21.0/1234567890/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: '254711000112',
          type: 'text',
          text: { body },
        }),
      });
    const refused = await text('Your balance is KES 0.');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: number } }).error.code).toBe(131047);
    expect(simulator.messages).toHaveLength(0);
  });

  it('refuses a wrong Bearer token with 401 code 190', async () => {
    const response = await sendTemplate('+254711000111', 'stolen');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(190);
    expect(simulator.messages).toHaveLength(0);
  });

  it('takes a PDF by multipart upload and answers a media id', async () => {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', 'application/pdf');
    form.set(
      'file',
      new Blob([Buffer.from('%PDF-1.4 test')], { type: 'application/pdf' }),
      'INV-1.pdf',
    );
    const response = await fetch(`${simulator.url}/v21.0/1234567890/media`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(simulator.media).toEqual([
      expect.objectContaining({ id, filename: 'INV-1.pdf', type: 'application/pdf', size: 13 }),
    ]);
  });

  it('records a template’s document header, and refuses a media id it never took', async () => {
    const upload = async () => {
      const form = new FormData();
      form.set('messaging_product', 'whatsapp');
      form.set('type', 'application/pdf');
      form.set('file', new Blob([Buffer.from('%PDF-1.4 x')]), 'Invoice INV-000001.pdf');
      return fetch(`${simulator.url}/v21.0/1234567890/media`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
    };
    const withDocument = (id: string) =>
      fetch(`${simulator.url}/v21.0/1234567890/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: '+254722000111',
          type: 'template',
          template: {
            name: 'rent_invoice',
            language: { code: 'en' },
            components: [
              {
                type: 'header',
                parameters: [
                  { type: 'document', document: { id, filename: 'Invoice INV-000001.pdf' } },
                ],
              },
              { type: 'body', parameters: [{ type: 'text', text: 'Amina' }] },
            ],
          },
        }),
      });

    // Failing uploads, as asked: a 500 in Meta's error shape, then the next one is taken.
    simulator.controls.failUploads(1);
    expect((await upload()).status).toBe(500);
    expect(simulator.media).toHaveLength(0);
    const { id } = (await (await upload()).json()) as { id: string };

    const unknown = await withDocument('999');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: number } }).error.code).toBe(131053);
    expect(simulator.messages).toHaveLength(0);

    expect((await withDocument(id)).status).toBe(200);
    expect(simulator.messages[0]?.document).toEqual({
      id,
      filename: 'Invoice INV-000001.pdf',
      type: 'application/pdf',
      size: 10,
    });
  });

  it('signs status notifications with the app secret, or not when asked', async () => {
    const received: { signature?: string; body: string }[] = [];
    const hook = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const signature = request.headers['x-hub-signature-256'];
        received.push({
          signature: typeof signature === 'string' ? signature : undefined,
          body: Buffer.concat(chunks).toString(),
        });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const address = hook.address() as { port: number };
    const url = `http://127.0.0.1:${address.port}/hook`;
    await simulator.controls.sendStatus({
      id: 'wamid.X',
      status: 'failed',
      errorCode: 131026,
      url,
    });
    await simulator.controls.sendStatus({ id: 'wamid.X', status: 'read', url }, 'none');
    await simulator.controls.sendStatus({ id: 'wamid.X', status: 'read', url }, 'wrong');
    await new Promise<void>((resolve) => hook.close(() => resolve()));

    const expected = (body: string) =>
      `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
    expect(received[0]?.signature).toBe(expected(received[0]!.body));
    const status = JSON.parse(received[0]!.body).entry[0].changes[0].value.statuses[0];
    expect(status).toMatchObject({ id: 'wamid.X', status: 'failed', errors: [{ code: 131026 }] });
    expect(received[1]?.signature).toBeUndefined();
    expect(received[2]?.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(received[2]?.signature).not.toBe(expected(received[2]!.body));
  });
});
