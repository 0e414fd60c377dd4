import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { signedInMember } from '../helpers/members.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// Settings → WhatsApp (issue 34): the access token and app secret speak for the business, so
// only the owner sets them, and neither ever comes back: not in an answer, not in the log.

let test: TestApp;
let owner: { token: string; organizationId: string };
const time = testClock();
const accessToken = 'EAAG-secret-access-token-123';
const appSecret = 'app-secret-9f8e7d6c5b4a';

const settingsBody = {
  phonenumberid: '109876543210',
  accesstoken: accessToken,
  appsecret: appSecret,
  templates: {
    invoice: { en: 'rent_invoice', sw: 'ankara_ya_kodi' },
    receipt: { en: 'payment_receipt', sw: 'risiti_ya_malipo' },
    reminder: { en: 'rent_reminder', sw: '' },
    notice: { en: '', sw: '' },
  },
};

beforeAll(async () => {
  test = await createTestApp({ clock: time.clock });
  const signed = await signUp(test.app);
  owner = { token: signed.token, organizationId: signed.user.organizationid };
});
afterAll(() => test.close());

function put(token: string, payload: unknown) {
  return test.app.inject({
    method: 'PUT',
    url: '/api/whatsapp/settings',
    headers: authed(token),
    payload: payload as Record<string, unknown>,
  });
}

describe('WhatsApp settings', () => {
  it('saves the settings and answers whether each secret is set, never the secret', async () => {
    const before = await test.app.inject({
      method: 'GET',
      url: '/api/whatsapp/settings',
      headers: authed(owner.token),
    });
    expect(before.statusCode).toBe(200);
    expect(before.json().settings).toMatchObject({
      phonenumberid: '',
      hasaccesstoken: false,
      hasappsecret: false,
      help: 'whatsapp.templatesHelp',
    });

    const saved = await put(owner.token, settingsBody);
    expect(saved.statusCode).toBe(200);
    const settings = saved.json().settings;
    expect(settings).toMatchObject({
      phonenumberid: '109876543210',
      hasaccesstoken: true,
      hasappsecret: true,
      templates: settingsBody.templates,
    });
    expect(settings.webhookurl).toMatch(/\/api\/whatsapp\/webhook\/[0-9a-f]{40}$/);
    // The URL made on the first read is the one kept.
    expect(settings.webhookurl).toBe(before.json().settings.webhookurl);
    expect(saved.body).not.toContain(accessToken);
    expect(saved.body).not.toContain(appSecret);

    const read = await test.app.inject({
      method: 'GET',
      url: '/api/whatsapp/settings',
      headers: authed(owner.token),
    });
    expect(read.body).not.toContain(accessToken);
    expect(read.body).not.toContain(appSecret);

    const stored = await test.db
      .selectFrom('whatsapp_settings')
      .selectAll()
      .where('organization_id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    expect(stored.access_token_encrypted).not.toContain(accessToken);
    expect(stored.app_secret_encrypted).not.toContain(appSecret);
  });

  it('keeps saved secrets when the form leaves them empty', async () => {
    const saved = await put(owner.token, { ...settingsBody, accesstoken: '', appsecret: '' });
    expect(saved.json().settings).toMatchObject({ hasaccesstoken: true, hasappsecret: true });
  });

  it('records each save in the activity log without the secrets or the webhook path', async () => {
    const entries = await test.db
      .selectFrom('activity_log')
      .selectAll()
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'whatsapp_settings_saved')
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(1);
    const text = JSON.stringify(entries);
    expect(text).toContain('invoice.en: — → rent_invoice');
    expect(text).toContain('accesstoken: changed');
    expect(text).not.toContain(accessToken);
    expect(text).not.toContain(appSecret);
    const { webhook_secret, verify_token } = await test.db
      .selectFrom('whatsapp_settings')
      .select(['webhook_secret', 'verify_token'])
      .where('organization_id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(webhook_secret);
    expect(text).not.toContain(verify_token);
    expect(entries[0]?.user_id).not.toBeNull();
  });

  it('keeps the document header choice: off at first, on when saved, kept when left out', async () => {
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/whatsapp/settings',
      headers: authed(owner.token),
    });
    expect(read.json().settings.documentheader).toBe(false);
    const on = await put(owner.token, { ...settingsBody, documentheader: true });
    expect(on.json().settings.documentheader).toBe(true);
    const kept = await put(owner.token, settingsBody);
    expect(kept.json().settings.documentheader).toBe(true);
    const entries = await test.db
      .selectFrom('activity_log')
      .select('details')
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'whatsapp_settings_saved')
      .execute();
    expect(JSON.stringify(entries)).toContain('documentheader: false → true');
  });

  it('refuses a template name Meta would not have', async () => {
    const response = await put(owner.token, {
      ...settingsBody,
      templates: { ...settingsBody.templates, invoice: { en: 'Rent Invoice!', sw: '' } },
    });
    expect(response.statusCode).toBe(400);
  });

  it('is the owner’s alone: a manager gets 403 and changes nothing', async () => {
    const manager = await signedInMember(test.db, owner.organizationId, time.clock, 'manager');
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/whatsapp/settings',
      headers: authed(manager.token),
    });
    expect(read.statusCode).toBe(403);
    expect(read.json().error.key).toBe('whatsapp.ownerOnly');
    const write = await put(manager.token, { ...settingsBody, phonenumberid: '1' });
    expect(write.statusCode).toBe(403);
    const row = await test.db
      .selectFrom('whatsapp_settings')
      .select('phone_number_id')
      .where('organization_id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    expect(row.phone_number_id).toBe('109876543210');
  });
});
