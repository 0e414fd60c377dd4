import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// Account messages (codes, invitations) follow the user's language (users.language).

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function setLanguage(userId: string, language: 'en' | 'sw') {
  return t.db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

const lastMessageTo = (phonenumber: string) =>
  t.accountMessages.filter((m) => m.to === `+254${phonenumber.slice(1)}`).at(-1)?.text;

describe('account messages in the user’s language', () => {
  it('sends the Forgot PIN code in Kiswahili to a Kiswahili user', async () => {
    const { body, user } = await signUp(t.app);
    await setLanguage(user.userid, 'sw');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-pin',
      payload: { phonenumber: body.phonenumber },
    });
    expect(response.statusCode).toBe(202);
    expect(lastMessageTo(body.phonenumber)).toMatch(
      /^Rental Manager: Nambari yako ya uthibitisho ni \d{6}\. Itumie ndani ya dakika 10 kuweka PIN mpya\. Kama hukuiomba, puuza SMS hii\.$/,
    );
  });

  it('sends a member’s codes in their language', async () => {
    const owner = await signUp(t.app);
    await t.db
      .updateTable('organizations')
      .set({ plan_id: 'standard', name: 'Jua Court' })
      .where('id', '=', owner.user.organizationid)
      .execute();
    const phonenumber = '0733999001';
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/team/members',
      headers: authed(owner.token),
      payload: { firstname: 'Maina', lastname: 'Kariuki', phonenumber, email: 'm@example.co.ke' },
    });
    expect(invited.statusCode).toBe(201);
    expect(lastMessageTo(phonenumber)).toMatch(/^Rental Manager: .+ added you to Jua Court\./);
    const memberId = invited.json().member.userid as string;
    await setLanguage(memberId, 'sw');

    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${memberId}/resend-code`,
      headers: authed(owner.token),
    });
    expect(resent.statusCode).toBe(200);
    expect(lastMessageTo(phonenumber)).toMatch(
      /^Rental Manager: .+ amekuongeza kwenye Jua Court\. Nambari yako ya uthibitisho ni \d{6}\. Itaisha baada ya dakika 10\. Weka PIN yako kwenye http\S+\/join$/,
    );
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${memberId}/reset-pin`,
      headers: authed(owner.token),
    });
    expect(reset.statusCode).toBe(200);
    expect(lastMessageTo(phonenumber)).toMatch(
      /^Rental Manager: .+ ameweka upya PIN yako ya Jua Court\. Nambari yako ya uthibitisho ni \d{6}\. .+ Weka PIN mpya kwenye http\S+\/join$/,
    );
  });
});
