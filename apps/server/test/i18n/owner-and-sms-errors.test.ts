import { errorMessagesSw } from '@rental/shared/error-messages-sw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { systemClock } from '../../src/lib/clock.js';
import { memberToken } from '../helpers/members.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// The SMS screens' errors and the owner-only refusals, once English texts written in place,
// now by key: in Kiswahili for a user who reads Kiswahili (the user's setting decides once
// signed in), word for word as before in English, with the same `code` and a stable `key`.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  // The test SMS limit counts in fixed minutes: the clock stands mid-minute, so eleven sends
  // never straddle the start of one.
  const midMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
  t = await createTestApp({ clock: testClock(midMinute).clock });
  owner = await signUp(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(token), payload });

/** A member of the owner's organization reading `language`. */
async function memberReading(language: 'en' | 'sw') {
  const token = await memberToken(t.db, owner.user.organizationid, systemClock, 'accountant');
  const chosen = await call('PUT', '/api/user/language', token, { language });
  expect(chosen.statusCode).toBe(200);
  return token;
}

describe('owner-only refusals', () => {
  const refusals: [string, Method, string, object | undefined, string][] = [
    [
      'SMS settings',
      'PUT',
      '/api/sms/settings',
      { provider: 'outbox' },
      'Only the account owner can change the SMS settings',
    ],
    [
      'activity log',
      'GET',
      '/api/activity',
      undefined,
      'Only the account owner can see the activity log',
    ],
    ['invoice run', 'POST', '/api/invoice/run', {}, 'Only the account owner can run the invoices'],
  ];

  it.each(refusals)('%s: 403 in the member’s language', async (_, method, url, body, english) => {
    const swahili = await call(method, url, await memberReading('sw'), body);
    expect(swahili.statusCode).toBe(403);
    const { key, message } = swahili.json().error;
    expect(swahili.json().error.code).toBe('forbidden');
    expect(key).toMatch(/^error\.\w+OwnerOnly$/);
    expect(message).toBe(
      errorMessagesSw[key.slice('error.'.length) as keyof typeof errorMessagesSw],
    );
    expect(message).toMatch(/^Ni mwenye akaunti pekee/);

    const inEnglish = await call(method, url, await memberReading('en'), body);
    expect(inEnglish.json().error).toEqual({ code: 'forbidden', message: english, key });
  });
});

describe('SMS errors', () => {
  it('words a resend of a message that did not fail, and a broken cursor, in Kiswahili', async () => {
    const sw = await signUp(t.app, { language: 'sw' });
    const sent = await call('POST', '/api/sms/test', sw.token, { phonenumber: '0711000222' });
    expect(sent.statusCode).toBe(200);
    const { messageid, status } = sent.json().message;
    expect(status).toBe('stored');

    const resend = await call('POST', `/api/sms/messages/${messageid}/resend`, sw.token);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error).toEqual({
      code: 'conflict',
      message: errorMessagesSw.smsResendFailedOnly,
      key: 'error.smsResendFailedOnly',
    });
    for (const list of ['/api/sms/messages', '/api/sms/incoming']) {
      const broken = await call('GET', `${list}?before=bm90LWEtY3Vyc29y`, sw.token);
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error).toEqual({
        code: 'bad_request',
        message: errorMessagesSw.smsPageCursorInvalid,
        key: 'error.smsPageCursorInvalid',
      });
    }
  });

  it('keeps the English words for a user who reads English', async () => {
    const sent = await call('POST', '/api/sms/test', owner.token, { phonenumber: '0711000333' });
    const { messageid } = sent.json().message;
    const resend = await call('POST', `/api/sms/messages/${messageid}/resend`, owner.token);
    expect(resend.json().error).toEqual({
      code: 'conflict',
      message: 'Only a failed message can be sent again',
      key: 'error.smsResendFailedOnly',
    });
    const broken = await call('GET', '/api/sms/messages?before=bm90LWEtY3Vyc29y', owner.token);
    expect(broken.json().error.message).toBe('The page cursor is not valid');
  });

  it('writes the test SMS in the language of the user who sends it', async () => {
    const sw = await signUp(t.app, { language: 'sw' });
    const swahili = await call('POST', '/api/sms/test', sw.token, { phonenumber: '0711000444' });
    expect(swahili.json().message.text).toBe(
      'Ujumbe wa majaribio kutoka Rental Manager: mipangilio yako ya SMS inafanya kazi.',
    );
    const english = await call('POST', '/api/sms/test', owner.token, { phonenumber: '0711000555' });
    expect(english.json().message.text).toBe(
      'Test message from Rental Manager: your SMS settings work.',
    );
  });

  it('refuses an eleventh test SMS in a minute in the user’s language', async () => {
    const sw = await signUp(t.app, { language: 'sw' });
    let last;
    for (let i = 0; i < 11; i++) {
      last = await call('POST', '/api/sms/test', sw.token, { phonenumber: '0711000666' });
      if (last.statusCode === 429) break;
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json().error).toEqual({
      code: 'rate_limited',
      message: errorMessagesSw.smsTestTooMany,
      key: 'error.smsTestTooMany',
    });
  });
});
