import { validationMessages as m } from '@rental/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../src/lib/secrets.js';
import { apiKeyContext } from '../../src/modules/sms/providers.js';
import { authed, signUp } from '../helpers/accounts.js';
import { systemClock } from '../../src/lib/clock.js';
import { memberToken } from '../helpers/members.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testSecretsKey } from './fixtures.js';

let test: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
const apiKey = 'atsk_live_9f8e7d6c5b4a3f2e1d0c';
/** The organization's secret incoming-SMS path at the public URL: 160 bits, hex. */
const incomingUrl = /^http:\/\/localhost:3000\/api\/sms\/incoming\/[0-9a-f]{40}$/;
/** The callback URLs to set at Africa's Talking: incoming messages, opt-outs, delivery reports. */
const callbackUrls = {
  incomingurl: expect.stringMatching(incomingUrl),
  optouturl: expect.stringMatching(/^http:\/\/localhost:3000\/api\/sms\/opt-out\/[0-9a-f]{40}$/),
  deliveryreporturl: expect.stringMatching(
    /^http:\/\/localhost:3000\/api\/sms\/delivery-reports\/africastalking\/[0-9a-f]{40}$/,
  ),
};

beforeAll(async () => {
  test = await createTestApp();
  owner = await signUp(test.app);
});
afterAll(async () => {
  await test.close();
});

const getSettings = (token: string) =>
  test.app.inject({ method: 'GET', url: '/api/sms/settings', headers: authed(token) });
const putSettings = (token: string, payload: object) =>
  test.app.inject({ method: 'PUT', url: '/api/sms/settings', headers: authed(token), payload });
const storedRow = () =>
  test.db
    .selectFrom('sms_settings')
    .selectAll()
    .where('organization_id', '=', owner.user.organizationid)
    .executeTakeFirst();

describe('SMS settings', () => {
  it("give the opt-out URL the incoming URL's secret", async () => {
    const { settings } = (await getSettings(owner.token)).json();
    expect(settings.optouturl.split('/').at(-1)).toBe(settings.incomingurl.split('/').at(-1));
  });

  it('give delivery reports a secret of their own', async () => {
    const { settings } = (await getSettings(owner.token)).json();
    const secret = settings.deliveryreporturl.split('/').at(-1);
    expect(secret).not.toBe(settings.incomingurl.split('/').at(-1));
    // The same on every read: it is stored, not made up each time.
    expect((await getSettings(owner.token)).json().settings.deliveryreporturl).toBe(
      settings.deliveryreporturl,
    );
    const other = await signUp(test.app);
    const theirs = (await getSettings(other.token)).json().settings.deliveryreporturl;
    expect(theirs.split('/').at(-1)).not.toBe(secret);
  });

  it('show the callback URLs (they hold secrets) to no role without the settings', async () => {
    const token = await memberToken(test.db, owner.user.organizationid, undefined, 'caretaker');
    const response = await getSettings(token);
    expect(response.statusCode).toBe(403);
    const { settings } = (await getSettings(owner.token)).json();
    for (const url of [settings.incomingurl, settings.optouturl, settings.deliveryreporturl]) {
      expect(response.body).not.toContain(url.split('/').at(-1));
    }
  });

  it('default to the outbox provider', async () => {
    const response = await getSettings(owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      settings: {
        provider: 'outbox',
        username: '',
        senderid: '',
        apikeyset: false,
        ...callbackUrls,
      },
    });
  });

  it("asks for the API key when choosing Africa's Talking without one", async () => {
    const response = await putSettings(owner.token, {
      provider: 'africastalking',
      username: 'sunrise',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ apikey: m.smsApiKeyRequired });
    expect(await storedRow()).toBeUndefined();
  });

  it('keep the API key write-only and encrypted at rest', async () => {
    const response = await putSettings(owner.token, {
      provider: 'africastalking',
      username: 'sunrise',
      apikey: apiKey,
      senderid: 'SUNRISE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(apiKey);
    expect(response.json().settings).toEqual({
      provider: 'africastalking',
      username: 'sunrise',
      senderid: 'SUNRISE',
      apikeyset: true,
      ...callbackUrls,
    });
    const read = await getSettings(owner.token);
    expect(read.body).not.toContain(apiKey);
    expect(read.json().settings.apikeyset).toBe(true);

    const row = await storedRow();
    expect(row?.api_key_encrypted).toMatch(/^v1\./);
    expect(row?.api_key_encrypted).not.toContain(apiKey);
    expect(JSON.stringify(row)).not.toContain(apiKey);
    const context = apiKeyContext(owner.user.organizationid);
    expect(decryptSecret(row?.api_key_encrypted ?? '', testSecretsKey, context)).toBe(apiKey);
  });

  it('keep the saved key when the key field is left empty, also across a switch', async () => {
    const before = (await storedRow())?.api_key_encrypted;
    const toOutbox = await putSettings(owner.token, { provider: 'outbox' });
    expect(toOutbox.json().settings).toEqual({
      provider: 'outbox',
      username: 'sunrise',
      senderid: 'SUNRISE',
      apikeyset: true,
      ...callbackUrls,
    });
    const back = await putSettings(owner.token, {
      provider: 'africastalking',
      username: 'sunrise',
    });
    expect(back.statusCode).toBe(200);
    expect((await storedRow())?.api_key_encrypted).toBe(before);
  });

  it('are refused to a role without the settings (an accountant)', async () => {
    const token = await memberToken(test.db, owner.user.organizationid, undefined, 'accountant');
    expect((await getSettings(token)).statusCode).toBe(403);
    const response = await putSettings(token, { provider: 'outbox' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    expect((await storedRow())?.provider).toBe('africastalking');
  });

  it('are logged with what changed, the API key only as changed, failures not at all', async () => {
    const saver = await signUp(test.app, { firstname: 'Achieng', lastname: 'Odhiambo' });
    const log = async () => {
      const response = await test.app.inject({
        url: '/api/activity?kind=sms_settings_saved',
        headers: authed(saver.token),
      });
      return response;
    };
    // Refused (no key yet): nothing logged.
    expect((await putSettings(saver.token, { provider: 'africastalking' })).statusCode).toBe(400);
    const member = await memberToken(test.db, saver.user.organizationid, systemClock, 'accountant');
    expect((await putSettings(member, { provider: 'outbox' })).statusCode).toBe(403);
    expect((await log()).json().activity).toEqual([]);

    await putSettings(saver.token, {
      provider: 'africastalking',
      username: 'sunrise',
      apikey: apiKey,
      senderid: 'SUNRISE',
    });
    await putSettings(saver.token, { provider: 'outbox' });
    const response = await log();
    expect(response.body).not.toContain(apiKey);
    expect(response.json().activity).toMatchObject([
      {
        username: 'Achieng Odhiambo',
        role: 'owner',
        entity: 'sms_settings',
        entityid: saver.user.organizationid,
        summary:
          "Saved the SMS settings: SMS provider: Africa's Talking → kept in the app (not sent)",
      },
      {
        userid: saver.user.userid,
        summary:
          "Saved the SMS settings: SMS provider: kept in the app (not sent) → Africa's Talking; " +
          'username: — → sunrise; sender ID: — → SUNRISE; API key saved: No → Yes; API key changed',
      },
    ]);
  });

  it('belong to one organization', async () => {
    const other = await signUp(test.app);
    expect((await getSettings(other.token)).json().settings.provider).toBe('outbox');
  });

  it('need a session', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/sms/settings' });
    expect(response.statusCode).toBe(401);
  });
});
