import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertInvoice, pay, signedInMember } from '../transactions/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileUrl = '/api/organization/profile';
const payeeUrl = '/api/organization/payee';

function get(url: string, token: string) {
  return t.app.inject({ url, headers: authed(token) });
}

function putProfile(token: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: profileUrl, headers: authed(token), payload });
}

async function organizationName(organizationId: string) {
  const row = await t.db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.name;
}

describe('GET /api/organization/profile', () => {
  it("starts empty and says the defaults: the organization's name and the owner's phone", async () => {
    const owner = await landlordWithRoom(t.app);
    const member = await signedInMember(t.app, t.db, owner.organizationId);
    const expected = {
      displayname: '',
      phone: '',
      defaultname: await organizationName(owner.organizationId),
      defaultphone: owner.body.phonenumber,
      // The owner's leave for managers to erase personal data: not given until they do.
      managersmayerase: false,
    };
    expect((await get(profileUrl, owner.token)).json()).toEqual(expected);
    // Members read it (their bills carry it too); they cannot change it.
    expect((await get(profileUrl, member.token)).json()).toEqual(expected);
    expect((await t.app.inject({ url: profileUrl })).statusCode).toBe(401);
  });
});

describe('PUT /api/organization/profile', () => {
  it('sets the name and phone bills carry, trimmed, and the payee follows', async () => {
    const owner = await landlordWithRoom(t.app);
    const saved = await putProfile(owner.token, {
      displayname: '  Jua Court Homes ',
      phone: '0722111222',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ displayname: 'Jua Court Homes', phone: '0722111222' });
    expect((await get(profileUrl, owner.token)).json()).toMatchObject({
      displayname: 'Jua Court Homes',
      phone: '0722111222',
      defaultphone: owner.body.phonenumber,
    });
    expect((await get(payeeUrl, owner.token)).json()).toMatchObject({
      name: 'Jua Court Homes',
      phone: '0722111222',
    });
  });

  it('falls back to the defaults when a field is emptied or left out', async () => {
    const owner = await landlordWithRoom(t.app);
    await putProfile(owner.token, { displayname: 'Jua Court Homes', phone: '0722111222' });
    expect((await putProfile(owner.token, { displayname: '', phone: '' })).statusCode).toBe(200);
    expect((await get(payeeUrl, owner.token)).json()).toMatchObject({
      name: await organizationName(owner.organizationId),
      phone: owner.body.phonenumber,
    });
    await putProfile(owner.token, { phone: '0733444555' });
    expect((await get(profileUrl, owner.token)).json()).toMatchObject({
      displayname: '',
      phone: '0733444555',
    });
  });

  it('checks the phone as every Kenyan phone and the name length, in the one error shape', async () => {
    const owner = await landlordWithRoom(t.app);
    for (const phone of ['12345', '0722 111 222', '+254722111222', '07221112223']) {
      const bad = await putProfile(owner.token, { displayname: 'Jua Court Homes', phone });
      expect(bad.statusCode, phone).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(['phone']);
    }
    const long = await putProfile(owner.token, { displayname: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(['displayname']);
    const wrongType = await putProfile(owner.token, { displayname: 5 });
    expect(wrongType.statusCode).toBe(400);
    // Nothing was saved by the refused requests.
    expect((await get(profileUrl, owner.token)).json()).toMatchObject({
      displayname: '',
      phone: '',
    });
  });

  it("is the owner's and managers': an accountant is refused and nothing changes", async () => {
    const owner = await landlordWithRoom(t.app);
    const member = await signedInMember(
      t.app,
      t.db,
      owner.organizationId,
      { firstname: 'Otieno', lastname: 'Ochieng' },
      'accountant',
    );
    const refused = await putProfile(member.token, { displayname: 'Somebody Else' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect((await get(profileUrl, owner.token)).json()).toMatchObject({ displayname: '' });
    expect(await activityOf(t.app, owner.token, 'organization_profile_saved')).toEqual([]);
  });

  it('logs each change with before and after, and nothing for an unchanged save', async () => {
    const owner = await landlordWithRoom(t.app);
    await putProfile(owner.token, { displayname: 'Jua Court Homes', phone: '0722111222' });
    await putProfile(owner.token, { displayname: 'Jua Court Homes', phone: '0722111222' });
    await putProfile(owner.token, { displayname: 'Jua Court', phone: '0722111222' });
    const log = await activityOf(t.app, owner.token, 'organization_profile_saved');
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ entity: 'organization', entityid: owner.organizationId });
    expect(log[0]!.summary).toContain('Jua Court Homes');
    expect(log[0]!.summary).toContain('Jua Court');
    expect(log[0]!.summary).not.toContain('0722111222');
    expect(log[1]!.summary).toContain('0722111222');
  });
});

describe('GET /api/organization/payee', () => {
  it("names the organization and the owner's phone, and the paybill once saved", async () => {
    const owner = await landlordWithRoom(t.app);
    expect((await get(payeeUrl, owner.token)).json()).toEqual({
      name: await organizationName(owner.organizationId),
      phone: owner.body.phonenumber,
      paybill: null,
      accountnumber: '',
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/mpesasettings/mpesa-settings',
      headers: authed(owner.token),
      payload: {
        organizationname: 'Jua Court Homes',
        paybillnumber: '522522',
        accountnumber: '1234567',
        collectionmode: 'bank_paybill',
      },
    });
    await putProfile(owner.token, { displayname: 'Jua Court Homes', phone: '0722111222' });
    const member = await signedInMember(t.app, t.db, owner.organizationId);
    expect((await get(payeeUrl, member.token)).json()).toEqual({
      name: 'Jua Court Homes',
      phone: '0722111222',
      paybill: '522522',
      accountnumber: '1234567',
    });
    expect((await t.app.inject({ url: payeeUrl })).statusCode).toBe(401);
  });

  it("carries the organization name typed in onboarding on bills, not the owner's", async () => {
    const owner = await landlordWithRoom(t.app);
    const ownerName = await organizationName(owner.organizationId);
    // The onboarding's collect-rent step saves the paybill with the organization's name.
    await t.app.inject({
      method: 'PUT',
      url: '/api/mpesasettings/mpesa-settings',
      headers: authed(owner.token),
      payload: {
        organizationname: 'Kamau Properties',
        paybillnumber: '522522',
        accountnumber: '',
        collectionmode: 'own_paybill',
      },
    });
    // The payee is what the statement PDF names, too.
    expect((await get(payeeUrl, owner.token)).json()).toMatchObject({ name: 'Kamau Properties' });
    // Settings shows it as what bills say while no display name is set.
    expect((await get(profileUrl, owner.token)).json()).toMatchObject({
      displayname: '',
      defaultname: 'Kamau Properties',
    });
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const invoice = await insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId: tenant.tenantid,
      amountCents: 800_000,
    });
    const payment = await pay(t.app, owner.token, tenant.tenantid, 1000);
    const billUrl = `/api/invoice/${invoice.id}/bill`;
    const receiptUrl = `/api/transactions/all-transactions/${payment.transactionid}/receipt`;
    for (const url of [billUrl, receiptUrl]) {
      const named = (await get(url, owner.token)).json().payee.name;
      expect(named, url).toBe('Kamau Properties');
      expect(named, url).not.toBe(ownerName);
    }
    // The name set in Settings comes first.
    await putProfile(owner.token, { displayname: 'Kamau Homes Ltd' });
    expect((await get(billUrl, owner.token)).json().payee.name).toBe('Kamau Homes Ltd');
    expect((await get(receiptUrl, owner.token)).json().payee.name).toBe('Kamau Homes Ltd');
  });
});
