import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { countRows } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';
import { pay } from '../transactions/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kiosk = 'Kiosk 4 & Sons (K) Ltd';

/** A business tenant's body: no first or last name, its one name and a contact person. */
function businessBody(place: { rentalid: string; housetype: string }, overrides = {}) {
  return {
    ...tenantBody(place, { firstname: '', lastname: '' }),
    kind: 'business',
    businessname: kiosk,
    contactperson: 'Mary Atieno',
    openingrentbalance: 0,
    openingwaterbalance: 0,
    ...overrides,
  };
}

async function addBusiness(token: string, place: { rentalid: string; housetype: string }) {
  const response = await postTenant(t.app, token, businessBody(place));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().tenant as TenantDetail;
}

function get(token: string, url: string) {
  return t.app.inject({ url, headers: authed(token) });
}

describe('business tenants', () => {
  it('creates, lists and updates a business tenant by its one name', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addBusiness(owner.token, owner.place);
    expect(tenant.tenantdata).toMatchObject({
      kind: 'business',
      businessname: kiosk,
      contactperson: 'Mary Atieno',
      firstname: '',
      lastname: '',
    });

    const list = await get(owner.token, '/api/tenant/all-tenants');
    expect(list.json().tenants[0].tenantdata).toMatchObject({
      kind: 'business',
      businessname: kiosk,
    });

    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/tenant/all-tenants/${tenant.tenantid}`,
      headers: authed(owner.token),
      payload: {
        ...businessBody(owner.place, { contactperson: '' }),
        housenumber: tenant.tenantdata.housenumber,
        meternumber: tenant.tenantdata.meternumber,
        businessname: 'Kiosk 4 & Sons Ltd',
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().tenant.tenantdata).toMatchObject({
      kind: 'business',
      businessname: 'Kiosk 4 & Sons Ltd',
      contactperson: null,
    });
  });

  it('finds a business tenant by its name and by its contact person', async () => {
    const owner = await landlordWithRoom(t.app);
    await addBusiness(owner.token, owner.place);
    const found = await get(owner.token, `/api/search?q=${encodeURIComponent('sons (k')}`);
    expect(found.json().tenants.map((r: { name: string }) => r.name)).toEqual([kiosk]);
    const byContact = await get(owner.token, '/api/search?q=atieno');
    expect(byContact.json().tenants.map((r: { name: string }) => r.name)).toEqual([kiosk]);
  });

  it('asks a person for both names and a business for its name, in the one error shape', async () => {
    const owner = await landlordWithRoom(t.app);
    const noName = await postTenant(
      t.app,
      owner.token,
      businessBody(owner.place, { businessname: ' ' }),
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields).toEqual({ businessname: 'Please enter the business name' });

    const person = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { firstname: '', lastname: '', businessname: kiosk }),
    );
    expect(person.statusCode).toBe(400);
    expect(person.json().error.fields).toEqual({
      firstname: 'Please enter first name',
      lastname: 'Please enter last name',
    });

    const hostile = await postTenant(
      t.app,
      owner.token,
      businessBody(owner.place, {
        kind: 'company',
        businessname: '<script>alert(1)</script>',
        contactperson: { a: 1 },
      }),
    );
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().error.fields).toEqual({
      kind: 'Choose a person or a business',
      businessname:
        "Use letters, digits, spaces and . , ' - & ( ) / only, with at least one letter",
      contactperson:
        "Use letters, digits, spaces and . , ' - & ( ) / only, with at least one letter",
    });
    const tooLong = await postTenant(
      t.app,
      owner.token,
      businessBody(owner.place, { businessname: 'K'.repeat(101) }),
    );
    expect(tooLong.json().error.fields).toEqual({
      businessname: 'A business name should be at most 100 characters',
    });
    expect(await countRows(t.db, 'tenants', owner.organizationId)).toBe(0);
  });

  it('greets a business by its whole name on its invoice SMS and its receipt', async () => {
    const owner = await landlordWithRoom(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/mpesasettings/mpesa-settings',
      headers: authed(owner.token),
      payload: { organizationname: 'Jua Court Homes', paybillnumber: '600984' },
    });
    const tenant = await addBusiness(owner.token, owner.place);
    const billed = await t.app.inject({
      method: 'POST',
      url: '/api/invoice/new-charge',
      headers: authed(owner.token),
      payload: {
        tenantid: tenant.tenantid,
        chargetype: 'repair',
        description: 'Broken window pane',
        amount: 1500,
        sendsms: true,
      },
    });
    expect(billed.statusCode, billed.body).toBe(201);
    const invoiceSms = await t.db
      .selectFrom('sms_messages')
      .select(['text', 'recipient_name'])
      .where('invoice_id', '=', billed.json().invoices[0].invoiceid)
      .executeTakeFirstOrThrow();
    expect(invoiceSms.text).toMatch(/^Dear Kiosk 4 & Sons \(K\) Ltd, /);
    expect(invoiceSms.recipient_name).toBe(kiosk);

    const payment = await pay(t.app, owner.token, tenant.tenantid, 1000, { sendreceipt: true });
    const receipt = await t.db
      .selectFrom('sms_messages')
      .select(['text', 'recipient_name'])
      .where('transaction_id', '=', payment.transactionid)
      .executeTakeFirstOrThrow();
    expect(receipt.text).toMatch(/^Dear Kiosk 4 & Sons \(K\) Ltd, /);
    expect(receipt.recipient_name).toBe(kiosk);

    const invoices = await get(
      owner.token,
      `/api/invoice/all?tenant=${encodeURIComponent('4 & sons')}`,
    );
    expect(invoices.json().invoices.map((i: { tenantid: string }) => i.tenantid)).toEqual([
      tenant.tenantid,
    ]);
  });

  it('imports a business tenant from a CSV row with kind and businessname columns', async () => {
    const owner = await landlordWithRoom(t.app);
    const rental = owner.rental.rentaldata.rentalname;
    const csv = [
      'firstname,lastname,phonenumber,rentalname,roomtype,housenumber,meternumber,' +
        'openingrentbalance,openingwaterbalance,kind,businessname,contactperson',
      `,,0712000111,${rental},bedsitter,K1,MK1,0,0,Biashara,Kiosk 4 & Sons (K) Ltd,Mary Atieno`,
      `,,0712000112,${rental},bedsitter,K2,MK2,0,0,business,,`,
      `Jane,Mwangi,0712000113,${rental},bedsitter,K3,MK3,0,0,,,`,
    ].join('\n');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/import/preview',
      headers: { ...authed(owner.token), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows.map((row: { errors: object }) => row.errors)).toEqual([
      {},
      { businessname: 'Please enter the business name' },
      {},
    ]);

    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/import',
      headers: { ...authed(owner.token), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.json()).toEqual({ imported: 2, skipped: 1 });
    const list = await get(owner.token, '/api/tenant/all-tenants');
    const names = list
      .json()
      .tenants.map((x: TenantDetail) => [x.tenantdata.kind, x.tenantdata.businessname]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['business', kiosk],
        ['person', null],
      ]),
    );
  });
});
