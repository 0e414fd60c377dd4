import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';

/**
 * The tenant's language (tenantdata.language) decides the SMS they get and their own page:
 * set on the form and in the CSV import, English when not given, kept when an edit leaves
 * it out.
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

describe("a tenant's language", () => {
  it('is English unless the form says Kiswahili, and an edit without it keeps it', async () => {
    const owner = await landlordWithRoom(t.app);
    const english = await addTenant(t.app, owner.token, owner.place);
    expect(english.tenantdata.language).toBe('en');

    const body = tenantBody(owner.place, { language: 'sw' });
    const created = await postTenant(t.app, owner.token, body);
    expect(created.statusCode).toBe(201);
    const swahili = created.json().tenant;
    expect(swahili.tenantdata.language).toBe('sw');

    const { language: _left, ...withoutLanguage } = body;
    const kept = await updateTenant(owner.token, swahili.tenantid, {
      ...withoutLanguage,
      firstname: 'Achieng',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().tenant.tenantdata).toMatchObject({ firstname: 'Achieng', language: 'sw' });

    const changed = await updateTenant(owner.token, swahili.tenantid, { ...body, language: 'en' });
    expect(changed.json().tenant.tenantdata.language).toBe('en');
  });

  it('refuses a language the app does not speak, naming the field', async () => {
    const owner = await landlordWithRoom(t.app);
    const response = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { language: 'fr' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      language: 'Choose a language: en (English) or sw (Kiswahili)',
    });
  });

  it('comes from the CSV import, as a code or as the word', async () => {
    const owner = await landlordWithRoom(t.app, { housetype: 'Bedsitter' });
    const rental = owner.rental.rentaldata.rentalname;
    const csv = [
      'firstname,lastname,phonenumber,rentalname,roomtype,housenumber,meternumber,openingrentbalance,openingwaterbalance,language',
      `Jane,Mwangi,0711000001,${rental},Bedsitter,L1,ML-1,0,0,Kiswahili`,
      `John,Otieno,0711000002,${rental},Bedsitter,L2,ML-2,0,0,en`,
      `Mary,Njeri,0711000003,${rental},Bedsitter,L3,ML-3,0,0,`,
      `Paul,Kariuki,0711000004,${rental},Bedsitter,L4,ML-4,0,0,Klingon`,
    ].join('\r\n');
    const upload = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { ...authed(owner.token), 'content-type': 'text/csv' },
        payload: csv,
      });
    const preview = (await upload('/api/tenant/import/preview')).json();
    expect(preview.rows.map((row: { errors: object }) => row.errors)).toEqual([
      {},
      {},
      {},
      { language: 'Choose a language: en (English) or sw (Kiswahili)' },
    ]);
    const imported = await upload('/api/tenant/import');
    expect(imported.json()).toEqual({ imported: 3, skipped: 1 });

    const list = await t.app.inject({
      url: '/api/tenant/all-tenants?status=current',
      headers: authed(owner.token),
    });
    const languageOf = Object.fromEntries(
      list
        .json()
        .tenants.map((row: { tenantdata: { firstname: string; language: string } }) => [
          row.tenantdata.firstname,
          row.tenantdata.language,
        ]),
    );
    expect(languageOf).toEqual({ Jane: 'sw', John: 'en', Mary: 'en' });
  });
});
