import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueSms } from '../../src/modules/sms/outbox.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

let nextPhone = 734_000_000;
function memberBody(firstname = 'Maina') {
  nextPhone += 1;
  return { firstname, lastname: 'Kariuki', phonenumber: `0${nextPhone}`, email: 'm@example.co.ke' };
}

async function ownerOnStandard(app: TestApp = t) {
  const owner = await signUp(app.app, { firstname: 'Amina', lastname: 'Wanjiru' });
  await app.db
    .updateTable('organizations')
    .set({ plan_id: 'standard' })
    .where('id', '=', owner.user.organizationid)
    .execute();
  return owner;
}

function post(url: string, token: string, payload?: object, app: TestApp = t) {
  return app.app.inject({ method: 'POST', url, headers: authed(token), payload });
}

function lastCodeTo(phonenumber: string) {
  const sent = t.accountMessages.filter((m) => m.to === `+254${phonenumber.slice(1)}`);
  return /Your code is (\d{6})\./.exec(sent.at(-1)!.text)![1]!;
}

async function messagesSeenBy(token: string) {
  const response = await t.app.inject({ url: '/api/sms/messages', headers: authed(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messages as { text: string }[];
}

describe('codes are never shown', () => {
  it('sends team codes through the platform account; Messages shows them to nobody', async () => {
    const owner = await ownerOnStandard();
    const body = memberBody();
    expect((await post('/api/team/members', owner.token, body)).statusCode).toBe(201);
    const invited = lastCodeTo(body.phonenumber);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/team/accept',
      payload: { phonenumber: body.phonenumber, code: invited, pin: '2468' },
    });
    await post(`/api/team/members/${accepted.json().user.userid}/reset-pin`, owner.token);
    const reset = lastCodeTo(body.phonenumber);
    // The reset signed the member out; the new code signs them in again.
    const rejoined = await t.app.inject({
      method: 'POST',
      url: '/api/team/accept',
      payload: { phonenumber: body.phonenumber, code: reset, pin: '1357' },
    });
    expect(rejoined.statusCode, rejoined.body).toBe(200);

    for (const token of [owner.token, rejoined.json().token]) {
      const seen = JSON.stringify(await messagesSeenBy(token));
      for (const code of [invited, reset]) expect(seen).not.toContain(code);
    }
  });

  it('masks a code stored in the outbox before, for the owner and members', async () => {
    const owner = await ownerOnStandard();
    await queueSms(
      t.db,
      [
        {
          organizationId: owner.user.organizationid,
          tenantId: null,
          recipientName: 'Maina Kariuki',
          phoneNumber: '0712000111',
          text: 'Rental Manager: Amina added you. Your code is 966071. It expires in 10 minutes.',
          purpose: 'other',
        },
      ],
      time.clock(),
    );
    const body = memberBody();
    await post('/api/team/members', owner.token, body);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/team/accept',
      payload: { phonenumber: body.phonenumber, code: lastCodeTo(body.phonenumber), pin: '2468' },
    });
    for (const token of [owner.token, accepted.json().token]) {
      const [message] = await messagesSeenBy(token);
      expect(message!.text).toBe(
        'Rental Manager: Amina added you. Your code is ••••••. It expires in 10 minutes.',
      );
    }
  });
});

describe('a code the SMS gateway refuses', () => {
  it('keeps the invitation and asks the owner to press RESEND CODE (502)', async () => {
    let gatewayUp = false;
    const sent: string[] = [];
    const flaky = await createTestApp({
      accountMessenger: {
        send: async (message) => {
          if (!gatewayUp) throw new Error('connection refused');
          sent.push(message.text);
        },
      },
    });
    try {
      // The owner signed up while the gateway was up (their code came through).
      gatewayUp = true;
      const owner = await ownerOnStandard(flaky);
      gatewayUp = false;
      sent.length = 0;
      const invite = await post('/api/team/members', owner.token, memberBody(), flaky);
      expect(invite.statusCode).toBe(502);
      expect(invite.json().error).toEqual({
        key: 'team.codeNotSent',
        code: 'upstream',
        message:
          'Saved, but the SMS with the code could not be sent. Press RESEND CODE to send a new one.',
      });
      const list = await flaky.app.inject({
        url: '/api/team/members',
        headers: authed(owner.token),
      });
      const member = list.json().members[1];
      expect(member.invitation).toMatchObject({ status: 'pending' });

      gatewayUp = true;
      const resend = await post(
        `/api/team/members/${member.userid}/resend-code`,
        owner.token,
        undefined,
        flaky,
      );
      expect(resend.statusCode, resend.body).toBe(200);
      expect(sent).toHaveLength(1);
    } finally {
      await flaky.close();
    }
  });
});

describe('team activity', () => {
  it('records invite, resend, join, PIN reset and removal, each as who did it', async () => {
    const owner = await ownerOnStandard();
    const body = memberBody('Wanjiku');
    const invite = await post('/api/team/members', owner.token, body);
    const memberId = invite.json().member.userid;
    await post(`/api/team/members/${memberId}/resend-code`, owner.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/team/accept',
      payload: { phonenumber: body.phonenumber, code: lastCodeTo(body.phonenumber), pin: '2468' },
    });
    await post(`/api/team/members/${memberId}/reset-pin`, owner.token);
    // Over the Standard plan's two users: refused, and nothing recorded.
    expect((await post('/api/team/members', owner.token, memberBody())).statusCode).toBe(403);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${memberId}`,
      headers: authed(owner.token),
    });

    const response = await t.app.inject({ url: '/api/activity', headers: authed(owner.token) });
    const entries = (
      response.json().activity as { kind: string; username: string; summary: string }[]
    )
      .reverse()
      .map((entry) => [entry.kind, entry.username, entry.summary]);
    expect(entries).toEqual([
      ['member_invited', 'Amina Wanjiru', `Invited Wanjiku Kariuki (${body.phonenumber})`],
      ['member_code_resent', 'Amina Wanjiru', 'Sent Wanjiku Kariuki a new code'],
      ['member_joined', 'Wanjiku Kariuki', 'Joined the team and set a PIN'],
      ['member_pin_reset', 'Amina Wanjiru', "Reset Wanjiku Kariuki's PIN"],
      ['member_removed', 'Amina Wanjiru', `Removed Wanjiku Kariuki (${body.phonenumber})`],
    ]);
  });
});
