import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

let nextPhone = 733_000_000;
function memberBody(overrides: Record<string, string> = {}) {
  nextPhone += 1;
  return {
    firstname: 'Maina',
    lastname: 'Kariuki',
    phonenumber: `0${nextPhone}`,
    email: 'maina@example.co.ke',
    ...overrides,
  };
}

function allowTwoUsers(organizationId: string) {
  return t.db
    .updateTable('organizations')
    .set({ plan_id: 'standard' })
    .where('id', '=', organizationId)
    .execute();
}

function invite(token: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/team/members',
    headers: authed(token),
    payload: body,
  });
}

function accept(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/team/accept', payload });
}

/**
 * The account message carrying the code of the user's current invitation, and that code:
 * codes go through the platform SMS account (captured by the test app), never the outbox.
 */
async function codeSentTo(phonenumber: string) {
  const invitation = await t.db
    .selectFrom('team_invitations')
    .innerJoin('users', 'users.id', 'team_invitations.user_id')
    .select(['team_invitations.id', 'team_invitations.code_hash'])
    .where('users.phonenumber', '=', phonenumber)
    .executeTakeFirstOrThrow();
  for (const message of t.accountMessages) {
    if (message.to !== `+254${phonenumber.slice(1)}`) continue;
    const code = /Your code is (\d{6})\./.exec(message.text)?.[1];
    if (code && hashOf(invitation.id, code) === invitation.code_hash) return { message, code };
  }
  throw new Error('no account message with the current code');
}

function hashOf(invitationId: string, code: string) {
  return createHash('sha256').update(`${invitationId}:${code}`).digest('hex');
}

/** An owner on the Standard plan (2 users) with one invited member. */
async function ownerWithInvitee(owner = { firstname: 'Amina', lastname: 'Wanjiru' }) {
  const account = await signUp(t.app, owner);
  await allowTwoUsers(account.user.organizationid);
  const body = memberBody();
  const response = await invite(account.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return { owner: account, body, member: response.json().member };
}

async function joined() {
  const setup = await ownerWithInvitee();
  const { code } = await codeSentTo(setup.body.phonenumber);
  const response = await accept({ phonenumber: setup.body.phonenumber, code, pin: '2468' });
  expect(response.statusCode, response.body).toBe(200);
  return { ...setup, memberToken: response.json().token as string };
}

describe('inviting members', () => {
  it('refuses the first member on the trial (Individual: 1 user) with plan_limit', async () => {
    const owner = await signUp(t.app);
    const response = await invite(owner.token, memberBody());
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'plan_limit',
      message: 'Your Individual plan (free trial) allows 1 user. Upgrade your plan to add more.',
    });
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('organization_id', '=', owner.user.organizationid)
        .execute(),
    ).toHaveLength(1);
  });

  it('invites within the limit: a member with no usable PIN, a hashed code and an SMS', async () => {
    const { owner, body, member } = await ownerWithInvitee({
      firstname: 'Amina',
      lastname: 'Wanjiru',
    });
    expect(member).toMatchObject({
      firstname: 'Maina',
      phonenumber: body.phonenumber,
      role: 'manager',
      status: 'active',
      invitation: { status: 'pending', triesleft: 5, expiresat: '2026-03-02T06:10:00.000Z' },
    });

    const { message, code } = await codeSentTo(body.phonenumber);
    // Never in the landlord's outbox, which the owner and every member can read.
    const outbox = await t.db
      .selectFrom('sms_messages')
      .select('text')
      .where('organization_id', '=', owner.user.organizationid)
      .execute();
    expect(outbox).toEqual([]);
    expect(message.text).toBe(
      `Rental Manager: Amina Wanjiru added you to Amina Wanjiru. Your code is ${code}. ` +
        'It expires in 10 minutes. Set your PIN at http://localhost:3000/join',
    );

    const invitation = await t.db
      .selectFrom('team_invitations')
      .selectAll()
      .where('user_id', '=', member.userid)
      .executeTakeFirstOrThrow();
    expect(invitation.code_hash).toBe(hashOf(invitation.id, code));
    expect(JSON.stringify(invitation)).not.toContain(code);

    // No PIN yet: whatever is typed, sign-in fails.
    expect((await signIn(t.app, body.phonenumber, '0000')).statusCode).toBe(401);

    // The second member is over the Standard plan's 2 users.
    const over = await invite(owner.token, memberBody());
    expect(over.statusCode).toBe(403);
    expect(over.json().error.code).toBe('plan_limit');
  });

  it('refuses a phone registered anywhere with 409', async () => {
    const other = await signUp(t.app);
    const owner = await signUp(t.app);
    await allowTwoUsers(owner.user.organizationid);
    const response = await invite(owner.token, memberBody({ phonenumber: other.body.phonenumber }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'conflict',
      message: 'This phone number is already registered. Use another number.',
      fields: { phonenumber: 'This phone number is already registered. Use another number.' },
    });
  });

  it('validates the invitation form with the shared messages', async () => {
    const owner = await signUp(t.app);
    const response = await invite(owner.token, { firstname: '', phonenumber: '12' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(
      expect.arrayContaining(['firstname', 'lastname', 'phonenumber', 'email']),
    );
  });
});

describe('accepting an invitation', () => {
  it('sets the PIN with the right code, signs in, and the PIN works for sign-in', async () => {
    const { body, member, owner } = await ownerWithInvitee();
    const { code } = await codeSentTo(body.phonenumber);
    const response = await accept({ phonenumber: body.phonenumber, code, pin: '2468' });
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json();
    expect(session.user).toMatchObject({
      userid: member.userid,
      organizationid: owner.user.organizationid,
      role: 'manager',
    });
    const me = await t.app.inject({ url: '/api/auth/user', headers: authed(session.token) });
    expect(me.json().user.userid).toBe(member.userid);

    expect((await signIn(t.app, body.phonenumber, '2468')).statusCode).toBe(200);

    // Used: the code cannot set a PIN again.
    const again = await accept({ phonenumber: body.phonenumber, code, pin: '1111' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      'The code has expired. Ask the account owner to send a new one.',
    );
    const list = await t.app.inject({ url: '/api/team/members', headers: authed(owner.token) });
    expect(list.json().members[1].invitation).toBeNull();
    // A joined member gets no new code.
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${member.userid}/resend-code`,
      headers: authed(owner.token),
    });
    expect(resend.statusCode).toBe(409);
  });

  it('counts wrong codes: 5 tries, then the code is dead until the owner resends one', async () => {
    const { body, member, owner } = await ownerWithInvitee();
    const { code } = await codeSentTo(body.phonenumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await accept({ phonenumber: body.phonenumber, code: wrong, pin: '2468' });
      expect(response.statusCode).toBe(400);
      messages.push(response.json().error.message);
    }
    expect(messages.slice(0, 4)).toEqual([
      'The code is wrong. 4 tries left.',
      'The code is wrong. 3 tries left.',
      'The code is wrong. 2 tries left.',
      'The code is wrong. 1 try left.',
    ]);
    expect(messages[4]).toMatch(/^The code is wrong and can no longer be used/);

    const dead = await accept({ phonenumber: body.phonenumber, code, pin: '2468' });
    expect(dead.json().error.message).toBe(
      'The code has expired. Ask the account owner to send a new one.',
    );
    const list = await t.app.inject({ url: '/api/team/members', headers: authed(owner.token) });
    expect(list.json().members[1].invitation).toMatchObject({ status: 'expired', triesleft: 0 });

    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${member.userid}/resend-code`,
      headers: authed(owner.token),
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().member.invitation).toMatchObject({ status: 'pending', triesleft: 5 });
    const fresh = await codeSentTo(body.phonenumber);
    const old = await accept({ phonenumber: body.phonenumber, code: wrong, pin: '2468' });
    if (fresh.code !== wrong) expect(old.statusCode).toBe(400);
    const ok = await accept({ phonenumber: body.phonenumber, code: fresh.code, pin: '2468' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('counts at most 5 wrong codes however many arrive at once', async () => {
    const { body } = await ownerWithInvitee();
    const { code } = await codeSentTo(body.phonenumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        accept({ phonenumber: body.phonenumber, code: wrong, pin: '2468' }),
      ),
    );
    const wrongs = responses.filter((r) => r.json().error.message.startsWith('The code is wrong'));
    expect(wrongs.length).toBeLessThanOrEqual(5);
    expect(responses.every((r) => r.statusCode === 400)).toBe(true);
    const row = await t.db
      .selectFrom('team_invitations')
      .innerJoin('users', 'users.id', 'team_invitations.user_id')
      .select('failed_attempts')
      .where('users.phonenumber', '=', body.phonenumber)
      .executeTakeFirstOrThrow();
    expect(Number(row.failed_attempts)).toBe(5);
    const right = await accept({ phonenumber: body.phonenumber, code, pin: '2468' });
    expect(right.json().error.message).toMatch(/^The code has expired/);
  });

  it('expires the code after 10 minutes', async () => {
    const { body } = await ownerWithInvitee();
    const { code } = await codeSentTo(body.phonenumber);
    time.advanceMinutes(10);
    const response = await accept({ phonenumber: body.phonenumber, code, pin: '2468' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation',
      message: 'The code has expired. Ask the account owner to send a new one.',
    });
    expect((await signIn(t.app, body.phonenumber, '2468')).statusCode).toBe(401);
  });

  it('works 9 minutes in, and answers an unknown phone as expired', async () => {
    const { body } = await ownerWithInvitee();
    const { code } = await codeSentTo(body.phonenumber);
    time.advanceMinutes(9);
    const unknown = await accept({ phonenumber: '0799999999', code, pin: '2468' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/^The code has expired/);
    const response = await accept({ phonenumber: body.phonenumber, code, pin: '2468' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('validates the body: phone, a 6-digit code and a 4-digit PIN', async () => {
    const response = await accept({ phonenumber: '07', code: '12', pin: 'ab' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'code',
      'phonenumber',
      'pin',
    ]);
  });
});

describe('owner and member rights', () => {
  it('lets only the owner list, invite, resend and remove; a manager keeps the settings', async () => {
    const { owner, member, memberToken } = await joined();
    const refusedList = await t.app.inject({
      url: '/api/team/members',
      headers: authed(memberToken),
    });
    expect(refusedList.statusCode).toBe(403);
    const list = await t.app.inject({ url: '/api/team/members', headers: authed(owner.token) });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().members.map((m: { role: string; userid: string }) => [m.role, m.userid]),
    ).toEqual([
      ['owner', owner.user.userid],
      ['manager', member.userid],
    ]);

    const refused = [
      await invite(memberToken, memberBody()),
      await t.app.inject({
        method: 'POST',
        url: `/api/team/members/${member.userid}/resend-code`,
        headers: authed(memberToken),
      }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/team/members/${owner.user.userid}`,
        headers: authed(memberToken),
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'forbidden',
        message: 'Only the account owner can manage team members',
      });
    }

    const sms = await t.app.inject({
      method: 'PUT',
      url: '/api/sms/settings',
      headers: authed(memberToken),
      payload: { provider: 'outbox' },
    });
    // Issue 28: a manager has everything but the plan and the team.
    expect(sms.statusCode).not.toBe(403);
    const mpesa = await t.app.inject({
      method: 'PUT',
      url: '/api/mpesasettings/mpesa-settings',
      headers: authed(memberToken),
      payload: { organizationname: 'Sunrise', paybillnumber: '522522' },
    });
    expect(mpesa.statusCode).not.toBe(403);

    // The owner cannot remove themselves.
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${owner.user.userid}`,
      headers: authed(owner.token),
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('You cannot remove yourself');
  });

  it('lets a member record payments and read data; Recorded By names them; removal ends their session', async () => {
    const landlord = await landlordWithRoom(t.app);
    await allowTwoUsers(landlord.organizationId);
    const tenant = await addTenant(t.app, landlord.token, landlord.place);
    const body = memberBody({ firstname: 'Wanjiku', lastname: 'Njeri' });
    const invited = await invite(landlord.token, body);
    const { code } = await codeSentTo(body.phonenumber);
    const session = (await accept({ phonenumber: body.phonenumber, code, pin: '2468' })).json();
    const token = session.token as string;

    const users = await t.app.inject({ url: '/api/users/all-users', headers: authed(token) });
    expect(users.json().users).toEqual([
      { userid: landlord.user.userid, userdata: { firstname: 'Amina', lastname: 'Wanjiru' } },
      {
        userid: invited.json().member.userid,
        userdata: { firstname: 'Wanjiku', lastname: 'Njeri' },
      },
    ]);

    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/new-payment',
      headers: authed(token),
      payload: {
        tenantid: tenant.tenantid,
        paymentmode: 'Cash',
        amount: 1500,
        description: 'Rent',
      },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const transactionId = payment.json().transaction.transactionid;
    expect(payment.json().transaction.recordedby).toBe('Wanjiku Njeri');
    const tenants = await t.app.inject({ url: '/api/tenant/all-tenants', headers: authed(token) });
    expect(tenants.statusCode).toBe(200);

    // Another organization's owner: not found, and nothing changes.
    const stranger = await signUp(t.app);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${invited.json().member.userid}`,
      headers: authed(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/user', headers: authed(token) })).statusCode).toBe(
      200,
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${invited.json().member.userid}`,
      headers: authed(landlord.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'Member removed' });

    const after = await t.app.inject({ url: '/api/auth/user', headers: authed(token) });
    expect(after.statusCode).toBe(401);
    expect((await signIn(t.app, body.phonenumber, '2468')).statusCode).toBe(401);

    const transaction = await t.app.inject({
      url: `/api/transactions/all-transactions/${transactionId}`,
      headers: authed(landlord.token),
    });
    expect(transaction.statusCode).toBe(200);
    expect(transaction.json().transaction.recordedby).toBe('Wanjiku Njeri');
    const row = await t.db
      .selectFrom('transactions')
      .select(['recorded_by', 'recorded_by_name'])
      .where('id', '=', transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ recorded_by: null, recorded_by_name: 'Wanjiku Njeri' });
  });
});

describe('resetting a member’s forgotten PIN', () => {
  const resetPin = (token: string, userId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/team/members/${userId}/reset-pin`,
      headers: authed(token),
    });

  it('signs the member out, stops the old PIN and sends a code to set a new one', async () => {
    const { owner, body, member, memberToken } = await joined();
    const sent = await codeSentTo(body.phonenumber);

    const response = await resetPin(owner.token, member.userid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(
      'PIN reset. The member is signed out and gets an SMS with a code to set a new PIN.',
    );
    expect(response.json().member.invitation).toMatchObject({ status: 'pending', triesleft: 5 });
    const me = await t.app.inject({ url: '/api/auth/user', headers: authed(memberToken) });
    expect(me.statusCode).toBe(401);
    expect((await signIn(t.app, body.phonenumber, '2468')).statusCode).toBe(401);

    const { message, code } = await codeSentTo(body.phonenumber);
    expect(code).not.toBe(sent.code);
    expect(message.text).toMatch(
      /^Rental Manager: Amina Wanjiru reset your PIN for .+\. Your code/,
    );
    const joinedAgain = await accept({ phonenumber: body.phonenumber, code, pin: '1357' });
    expect(joinedAgain.statusCode, joinedAgain.body).toBe(200);
    expect((await signIn(t.app, body.phonenumber, '1357')).statusCode).toBe(200);
  });

  it('is the owner’s alone, never for the owner, and only within the organization', async () => {
    const { owner, member, memberToken } = await joined();
    const byMember = await resetPin(memberToken, member.userid);
    expect(byMember.statusCode).toBe(403);
    const ownPin = await resetPin(owner.token, owner.user.userid);
    expect(ownPin.statusCode).toBe(403);
    expect(ownPin.json().error.message).toBe(
      'The account owner changes their own PIN under My Profile',
    );
    const stranger = await signUp(t.app);
    expect((await resetPin(stranger.token, member.userid)).statusCode).toBe(404);
    // Nothing changed for the member.
    const me = await t.app.inject({ url: '/api/auth/user', headers: authed(memberToken) });
    expect(me.statusCode).toBe(200);
  });
});
