import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signedInMember } from '../transactions/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/api/mpesasettings/mpesa-settings';

function read(token: string) {
  return t.app.inject({ url, headers: authed(token) });
}

function save(token: string, payload: unknown) {
  return t.app.inject({ method: 'PUT', url, headers: authed(token), payload: payload as object });
}

describe('/api/mpesasettings/mpesa-settings', () => {
  it('is empty until the owner saves it, then saved again in place', async () => {
    const owner = await landlordWithRoom(t.app);
    const before = await read(owner.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ mpesasettings: null });

    const first = await save(owner.token, {
      organizationname: ' Sunrise Properties ',
      paybillnumber: '522533',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      mpesasettings: {
        organizationname: 'Sunrise Properties',
        paybillnumber: '522533',
        accountnumber: '',
      },
    });

    const second = await save(owner.token, {
      organizationname: 'Sunrise Properties Ltd',
      paybillnumber: '247247',
      accountnumber: 'SUN001',
    });
    expect(second.json().mpesasettings).toMatchObject({
      organizationname: 'Sunrise Properties Ltd',
      paybillnumber: '247247',
      accountnumber: 'SUN001',
    });
    expect((await read(owner.token)).json()).toEqual(second.json());
    const rows = await t.db
      .selectFrom('mpesa_settings')
      .select('paybill_number')
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(rows).toEqual([{ paybill_number: '247247' }]);
  });

  it('is refused, read and change, to a role without the settings (an accountant)', async () => {
    const owner = await landlordWithRoom(t.app);
    const name = { firstname: 'Otieno', lastname: 'Ochieng' };
    const member = await signedInMember(t.app, t.db, owner.organizationId, name, 'accountant');
    await save(owner.token, { organizationname: 'Baraka Homes', paybillnumber: '400200' });

    const refused = await save(member.token, {
      organizationname: 'Someone else',
      paybillnumber: '111111',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      key: 'error.mpesaOwnerOnly',
      code: 'forbidden',
      message: 'Only the account owner can change the MPESA settings',
    });
    expect((await read(member.token)).statusCode).toBe(403);
  });

  it('is logged with what changed; the Daraja secrets never, only that they changed', async () => {
    const owner = await landlordWithRoom(t.app);
    const secrets = ['consumer-key-8c1f', 'consumer-secret-77ab', 'passkey-bfb279f9aa9bdbcf'];
    await save(owner.token, { organizationname: 'Sunrise', paybillnumber: '522533' });
    // Refused: nothing logged.
    expect((await save(owner.token, { organizationname: 'Sunrise' })).statusCode).toBe(400);
    await save(owner.token, {
      organizationname: 'Sunrise',
      paybillnumber: '600984',
      consumerkey: secrets[0],
      consumersecret: secrets[1],
      passkey: secrets[2],
    });
    const response = await t.app.inject({
      url: '/api/activity?kind=mpesa_settings_saved',
      headers: authed(owner.token),
    });
    for (const secret of secrets) expect(response.body).not.toContain(secret);
    const entries = response.json().activity;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      userid: owner.user.userid,
      role: 'owner',
      entity: 'mpesa_settings',
      entityid: owner.organizationId,
      details: {
        changes:
          'paybillnumber: 522533 → 600984; consumerkey: changed; consumersecret: changed; ' +
          'passkey: changed',
      },
    });
    expect(entries[1].summary).toMatch(
      /^Saved the M-PESA settings: M-PESA organization name: — → Sunrise/,
    );
    const stored = await t.db
      .selectFrom('activity_log')
      .select('details')
      .where('organization_id', '=', owner.organizationId)
      .execute();
    for (const secret of secrets) expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('keeps each organization to its own settings', async () => {
    const owner = await landlordWithRoom(t.app);
    const stranger = await landlordWithRoom(t.app);
    await save(owner.token, { organizationname: 'Mine', paybillnumber: '123456' });
    expect((await read(stranger.token)).json()).toEqual({ mpesasettings: null });
  });

  it("answers with the form's messages", async () => {
    const owner = await landlordWithRoom(t.app);
    const empty = await save(owner.token, { organizationname: ' ', paybillnumber: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      organizationname: 'Please enter organization name',
      paybillnumber: 'Please enter paybill number',
    });
    const wrong = await save(owner.token, {
      organizationname: 'Mine',
      paybillnumber: '12-34',
      accountnumber: 'A B',
    });
    expect(wrong.json().error.fields).toEqual({
      paybillnumber: 'A paybill number is 5 to 7 digits',
      accountnumber: 'Use letters and digits only (at most 20)',
    });
    expect((await read(owner.token)).json()).toEqual({ mpesasettings: null });
  });
});
