import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startWhatsAppSimulator,
  type WhatsAppSimulator,
} from '../../../../tools/whatsapp-simulator.mjs';
import {
  sendTemplate,
  uploadMedia,
  type CloudApiOptions,
} from '../../src/integrations/whatsapp/cloud-api.js';
import { freePort } from '../helpers/test-app.js';

// The Cloud API client the sending path will use, over real HTTP against the simulator: what
// Meta took, refused or may have taken is told apart, so a message is never sent twice and a
// number not on WhatsApp can fall back to SMS.

let simulator: WhatsAppSimulator;
let options: CloudApiOptions;

beforeAll(async () => {
  simulator = await startWhatsAppSimulator({
    tokens: ['good-token'],
    notOnWhatsApp: ['+254722000999'],
  });
  options = {
    baseUrl: simulator.url,
    phoneNumberId: '1234567890',
    accessToken: 'good-token',
    timeoutMs: 2000,
  };
});
afterAll(() => simulator.close());
beforeEach(() => simulator.controls.reset());

describe('the WhatsApp Cloud API client', () => {
  it('uploads the PDF, then sends the template with it and the SMS values', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 invoice');
    const media = await uploadMedia(options, {
      data: pdf,
      filename: 'INV-7.pdf',
      type: 'application/pdf',
    });
    expect(media.kind).toBe('accepted');
    const mediaId = media.kind === 'accepted' ? media.id : '';
    expect(simulator.media[0]).toMatchObject({
      id: mediaId,
      filename: 'INV-7.pdf',
      size: pdf.length,
    });

    const sent = await sendTemplate(options, {
      to: '+254711000111',
      name: 'ankara_ya_kodi',
      language: 'sw',
      bodyParams: ['Amina', 'KES 15,000'],
      document: { mediaId, filename: 'INV-7.pdf' },
    });
    expect(sent).toEqual({ kind: 'accepted', id: simulator.messages[0]?.id });
    expect(simulator.messages[0]?.template).toEqual({
      name: 'ankara_ya_kodi',
      language: { code: 'sw' },
      components: [
        {
          type: 'header',
          parameters: [{ type: 'document', document: { id: mediaId, filename: 'INV-7.pdf' } }],
        },
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Amina' },
            { type: 'text', text: 'KES 15,000' },
          ],
        },
      ],
    });
  });

  it('tells a number not on WhatsApp (131026) from other refusals', async () => {
    const refused = await sendTemplate(options, {
      to: '+254722000999',
      name: 'rent_invoice',
      language: 'en',
      bodyParams: ['Amina'],
    });
    expect(refused).toMatchObject({ kind: 'refused', code: 131026, notOnWhatsapp: true });
    expect(simulator.messages).toHaveLength(0);
  });

  it('reports a refused access token as credentials, sending nothing', async () => {
    const outcome = await sendTemplate(
      { ...options, accessToken: 'expired' },
      { to: '+254711000111', name: 'rent_invoice', language: 'en', bodyParams: [] },
    );
    expect(outcome).toEqual({ kind: 'credentials', code: 190 });
    expect(simulator.messages).toHaveLength(0);
  });

  it('says not sent when WhatsApp cannot be reached', async () => {
    // A port nothing listens on: the connection is refused before any byte leaves.
    const closed = `http://127.0.0.1:${await freePort()}`;
    const outcome = await sendTemplate(
      { ...options, baseUrl: closed },
      { to: '+254711000111', name: 'rent_invoice', language: 'en', bodyParams: [] },
    );
    expect(outcome.kind).toBe('not-sent');
  });
});
