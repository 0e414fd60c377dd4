import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';

/**
 * How a tenant is messaged (tenantdata.channel, issue 34): sms unless the form says whatsapp
 * or whatsapp_sms, kept when an edit leaves it out, anything else refused with a coded error.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function updateTenant(token: string, id: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/tenant/all-tenants/${id}`,
    headers: authed(token),
    payload,
  });
}

describe("a tenant's channel", () => {
  it('is SMS unless the form chooses WhatsApp, and an edit without it keeps it', async () => {
    const owner = await landlordWithRoom(t.app);
    const plain = await addTenant(t.app, owner.token, owner.place);
    expect(plain.tenantdata.channel).toBe('sms');

    const body = tenantBody(owner.place, { channel: 'whatsapp_sms', housenumber: 'W2' });
    const created = await postTenant(t.app, owner.token, body);
    expect(created.statusCode).toBe(201);
    const tenant = created.json().tenant;
    expect(tenant.tenantdata.channel).toBe('whatsapp_sms');

    const { channel: _left, ...withoutChannel } = body;
    const kept = await updateTenant(owner.token, tenant.tenantid, {
      ...withoutChannel,
      firstname: 'Achieng',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().tenant.tenantdata).toMatchObject({
      firstname: 'Achieng',
      channel: 'whatsapp_sms',
    });

    const changed = await updateTenant(owner.token, tenant.tenantid, {
      ...body,
      channel: 'whatsapp',
    });
    expect(changed.json().tenant.tenantdata.channel).toBe('whatsapp');
    const list = await t.app.inject({
      url: '/api/tenant/all-tenants',
      headers: authed(owner.token),
    });
    const listed = list
      .json()
      .tenants.find((row: { tenantid: string }) => row.tenantid === tenant.tenantid);
    expect(listed.tenantdata.channel).toBe('whatsapp');
  });

  it('refuses a channel that is not sms, whatsapp or whatsapp_sms, with a coded error', async () => {
    const owner = await landlordWithRoom(t.app);
    const response = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { channel: 'telegram' }),
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation');
    expect(error.fields).toEqual({
      channel: 'Choose a channel: sms, whatsapp or whatsapp_sms (WhatsApp, SMS if it fails)',
    });
    expect(error.key).toBe('error.channelInvalid');
  });
});
