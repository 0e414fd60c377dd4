import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';

/**
 * "Pays from": another phone the landlord saves on a tenant (a parent, an employer), which the
 * tenant's page may send an M-PESA prompt to besides their own (issue 27).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function putTenant(token: string, id: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/tenant/all-tenants/${id}`,
    headers: authed(token),
    payload,
  });
}

async function detail(token: string, id: string) {
  const response = await t.app.inject({
    url: `/api/tenant/all-tenants/${id}`,
    headers: authed(token),
  });
  return response.json().tenant.tenantdata;
}

describe('the pays-from phone of a tenant', () => {
  it('is saved on create and shown in the detail and the list; none by default', async () => {
    const owner = await landlordWithRoom(t.app);
    const amina = await addTenant(t.app, owner.token, owner.place, {
      paysfromphone: '0733123456',
    });
    expect(amina.tenantdata.paysfromphone).toBe('0733123456');
    const plain = await addTenant(t.app, owner.token, owner.place);
    expect(plain.tenantdata.paysfromphone).toBeNull();

    expect((await detail(owner.token, amina.tenantid)).paysfromphone).toBe('0733123456');
    const list = await t.app.inject({
      url: '/api/tenant/all-tenants',
      headers: authed(owner.token),
    });
    const byId = new Map(
      list
        .json()
        .tenants.map((x: { tenantid: string; tenantdata: object }) => [x.tenantid, x.tenantdata]),
    );
    expect(byId.get(amina.tenantid)).toMatchObject({ paysfromphone: '0733123456' });
    expect(byId.get(plain.tenantid)).toMatchObject({ paysfromphone: null });
  });

  it('follows the shared phone rule, with its messages', async () => {
    const owner = await landlordWithRoom(t.app);
    const cases = [
      ['733123456', 'Phone number should start with 0'],
      ['07331234', 'Invalid length'],
      ['07331234ab', 'Phone number should contain digits only'],
    ] as const;
    for (const [paysfromphone, message] of cases) {
      const response = await postTenant(
        t.app,
        owner.token,
        tenantBody(owner.place, { paysfromphone }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.paysfromphone).toBe(message);
    }
  });

  it('is changed or cleared by an edit, and left alone by a body without it', async () => {
    const owner = await landlordWithRoom(t.app);
    const body = tenantBody(owner.place, { firstname: 'Amina', paysfromphone: '0733123456' });
    const created = (await postTenant(t.app, owner.token, body)).json().tenant;
    const id = created.tenantid;

    // A client from before the field sends the form without it: the phone stays.
    const { paysfromphone: _left, ...older } = body;
    expect((await putTenant(owner.token, id, { ...older, lastname: 'Otieno' })).statusCode).toBe(
      200,
    );
    expect(await detail(owner.token, id)).toMatchObject({
      lastname: 'Otieno',
      paysfromphone: '0733123456',
    });

    const edited = { ...body, lastname: 'Otieno' };
    expect(
      (await putTenant(owner.token, id, { ...edited, paysfromphone: '0711000222' })).statusCode,
    ).toBe(200);
    expect((await detail(owner.token, id)).paysfromphone).toBe('0711000222');
    // The form sends an empty field for "none".
    expect((await putTenant(owner.token, id, { ...edited, paysfromphone: '' })).statusCode).toBe(
      200,
    );
    expect((await detail(owner.token, id)).paysfromphone).toBeNull();

    const changes = await t.db
      .selectFrom('activity_log')
      .select('details')
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'tenant_updated')
      .orderBy('id')
      .execute();
    const described = changes.map((row) => JSON.parse(row.details).changes as string);
    expect(described).toEqual([
      'lastname: Kamau → Otieno',
      'paysfromphone: 0733123456 → 0711000222',
      'paysfromphone: 0711000222 → —',
    ]);
  });
});
