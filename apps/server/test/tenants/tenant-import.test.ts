import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { countRows, createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const header =
  'firstname,lastname,phonenumber,rentalname,roomtype,housenumber,meternumber,openingrentbalance,openingwaterbalance';

function upload(path: 'preview' | '', token: string, csv: string, type = 'text/csv') {
  return t.app.inject({
    method: 'POST',
    url: path ? `/api/tenant/import/${path}` : '/api/tenant/import',
    headers: { ...authed(token), 'content-type': type },
    payload: csv,
  });
}

let nextPhoneSuffix = 10;
function line(rental: string, house: string, meter: string, overrides: string[] = []) {
  nextPhoneSuffix += 1;
  const [first = 'Jane', last = 'Mwangi', phone = `07${String(nextPhoneSuffix).padStart(8, '0')}`] =
    overrides;
  return [first, last, phone, rental, 'bedsitter', house, meter, '100', '0'].join(',');
}

describe('GET /api/tenant/import/template', () => {
  it('downloads a CSV with the header row and an example row that previews clean', async () => {
    const owner = await landlordWithRoom(t.app);
    await t.app.inject({
      method: 'PUT',
      url: `/api/rental/all-rentals/${owner.rental.rentalid}`,
      headers: authed(owner.token),
      payload: { rentalname: 'Sunrise Apartments', rentallocation: 'Thika Road' },
    });
    const response = await t.app.inject({
      url: '/api/tenant/import/template',
      headers: authed(owner.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('tenants-template.csv');
    expect(response.body.split('\r\n')[0]).toBe(
      `${header},openingmeterreading,nationalid,krapin,language,kind,businessname,contactperson`,
    );

    const preview = await upload('preview', owner.token, response.body);
    expect(preview.json()).toMatchObject({ validCount: 1, invalidCount: 0 });
  });
});

describe('POST /api/tenant/import/preview', () => {
  it("reports every row's errors with the form's messages, and saves nothing", async () => {
    const owner = await landlordWithRoom(t.app, { totalunits: 3 });
    const name = owner.rental.rentaldata.rentalname;
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'A1', meternumber: 'M-1' });
    const csv = [
      header,
      line(name.toUpperCase(), 'B1', 'M-2'),
      ',,712345678,,,,,-5,x',
      '',
      line(name, ' a-1 ', 'm1'),
      line('Nowhere Towers', 'C1', 'M-3'),
      line(name, 'b 1', 'M-2'),
      `Amina,Otieno,0712345699,${name},Penthouse,C2,M-4,0,0`,
      line(name, 'C3', 'M-5'),
      line(name, 'C4', 'M-6'),
    ].join('\n');

    const response = await upload('preview', owner.token, csv);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.validCount).toBe(2);
    expect(body.invalidCount).toBe(6);
    expect(body.rows.map((row: { line: number }) => row.line)).toEqual([2, 3, 5, 6, 7, 8, 9, 10]);
    expect(body.rows[0]).toEqual({
      line: 2,
      values: expect.objectContaining({ rentalname: name.toUpperCase(), housenumber: 'B1' }),
      errors: {},
    });
    expect(body.rows[1].errors).toEqual({
      firstname: 'Please enter first name',
      lastname: 'Please enter last name',
      phonenumber: 'Phone number should start with 0',
      rentalname: 'Please select apartment name',
      roomtype: 'Please select the room type',
      housenumber: 'Please enter house number',
      meternumber: 'Please enter meter number',
      openingrentbalance: 'Amount cannot be negative',
      openingwaterbalance: 'Not a number: enter an amount such as 8,000 or 8,000.50',
    });
    expect(body.rows[2].errors).toEqual({
      housenumber: `House a-1 in ${name} already has a tenant`,
      meternumber: 'Meter m1 is already assigned to another tenant',
    });
    expect(body.rows[3].errors).toEqual({ rentalname: 'You have no rental named Nowhere Towers' });
    expect(body.rows[4].errors).toEqual({
      housenumber: `House b 1 in ${name} is also on line 2`,
      meternumber: 'Meter M-2 is also on line 2',
    });
    expect(body.rows[5].errors).toEqual({ roomtype: `${name} has no Penthouse room type` });
    expect(body.rows[6].errors).toEqual({});
    // One tenant lived there and two rows above took the other units.
    expect(body.rows[7].errors).toEqual({
      roomtype: `All 3 Bedsitter units in ${name} are taken`,
    });
    expect(await countRows(t.db, 'tenants', owner.organizationId)).toBe(1);
  });

  it('refuses a file with the wrong columns, no rows or too many rows', async () => {
    const owner = await landlordWithRoom(t.app);
    const wrong = await upload('preview', owner.token, 'first,last\nJane,Doe');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toContain('The first row must name the columns');
    expect(wrong.json().error.message).toContain('missing firstname, lastname');

    const empty = await upload('preview', owner.token, `${header}\n\n`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('The file has no tenants below its header row.');

    const rows = Array.from({ length: 2001 }, (_, i) => line('X', `H${i}`, `M${i}`));
    const tooMany = await upload('preview', owner.token, [header, ...rows].join('\n'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(
      'The file has 2001 tenants; import at most 2000 at a time.',
    );
  });

  it('accepts the columns in any order and case, a BOM and CRLF line ends', async () => {
    const owner = await landlordWithRoom(t.app);
    const name = owner.rental.rentaldata.rentalname;
    const csv =
      '\uFEFFMeterNumber,HouseNumber,FirstName,LastName,PhoneNumber,RentalName,RoomType,OpeningRentBalance,OpeningWaterBalance\r\n' +
      `W-1,D4,"Mary Ann",O'Neil,0722000111,"${name}",Bedsitter,"1500.50",0\r\n`;
    const response = await upload('preview', owner.token, csv, 'text/csv; charset=utf-8');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ validCount: 1, invalidCount: 0 });
  });

  it('takes CSV only, up to 2 MB', async () => {
    const owner = await landlordWithRoom(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/import/preview',
      headers: authed(owner.token),
      payload: { csv: header },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe(
      'Upload the tenants as a CSV file (Content-Type: text/csv)',
    );
    const plain = await upload('', owner.token, header, 'text/plain');
    expect(plain.statusCode).toBe(415);
    const big = await upload('preview', owner.token, `${header}\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(big.statusCode).toBe(413);
    const unsigned = await upload('preview', '', header);
    expect(unsigned.statusCode).toBe(401);
    // The CSV parser belongs to the import routes only.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/new-tenant',
      headers: { ...authed(owner.token), 'content-type': 'text/csv' },
      payload: header,
    });
    expect(elsewhere.statusCode).toBe(415);
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/tenant/import/preview', '/api/water/new-reading']),
    );
  });
});

describe('POST /api/tenant/import', () => {
  it('inserts all valid rows in one go, skips the invalid ones, lists them in file order', async () => {
    const owner = await landlordWithRoom(t.app);
    const name = owner.rental.rentaldata.rentalname;
    const csv = [
      header,
      line(name, 'E1', 'IM-1', ['Imani']),
      line(name, 'E1', 'IM-2'),
      line(name, 'E2', 'IM-3', ['Zawadi']),
    ].join('\n');

    const response = await upload('', owner.token, csv);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 2, skipped: 1 });
    const list = await t.app.inject({
      url: '/api/tenant/all-tenants',
      headers: authed(owner.token),
    });
    expect(
      list.json().tenants.map((x: { tenantdata: { firstname: string } }) => x.tenantdata.firstname),
    ).toEqual(['Imani', 'Zawadi']);
    expect(list.json().tenants[0]).toMatchObject({
      roomtype: 'Bedsitter',
      tenantdata: { housenumber: 'E1', meternumber: 'IM-1', openingrentbalance: 100 },
    });
  });

  it('gives tenants ids that sort in the order they were added, file order within an import', async () => {
    // What a rental's invoice run writes then lands side by side in every index led by the
    // tenant (docs/decisions/0077), not scattered over all of them.
    const owner = await landlordWithRoom(t.app, { totalunits: 6 });
    const name = owner.rental.rentaldata.rentalname;
    const first = await addTenant(t.app, owner.token, owner.place, { firstname: 'Akinyi' });
    const csv = [
      header,
      line(name, 'K2', 'KM-2', ['Baraka']),
      line(name, 'K3', 'KM-3', ['Chege']),
      line(name, 'K4', 'KM-4', ['Dama']),
    ].join('\n');
    expect((await upload('', owner.token, csv)).json()).toEqual({ imported: 3, skipped: 0 });
    const last = await addTenant(t.app, owner.token, owner.place, { firstname: 'Ekaterina' });

    const rows = await t.db
      .selectFrom('tenants')
      .select(['id', 'firstname'])
      .where('organization_id', '=', owner.organizationId)
      .execute();
    const byId = rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    expect(byId.map((row) => row.firstname)).toEqual([
      'Akinyi',
      'Baraka',
      'Chege',
      'Dama',
      'Ekaterina',
    ]);
    expect(byId[0]!.id).toBe(first.tenantid);
    expect(byId[4]!.id).toBe(last.tenantid);
  });

  it('reads amounts as landlords write them in a spreadsheet', async () => {
    const owner = await landlordWithRoom(t.app);
    const name = owner.rental.rentaldata.rentalname;
    const row = (house: string, rent: string) =>
      `Jane,Mwangi,07${String((nextPhoneSuffix += 1)).padStart(8, '0')},${name},bedsitter,${house},M-${house},${rent},Ksh 250/=`;
    const csv = [header, row('G1', '"8,000"'), row('G2', 'KES 12 500.50'), row('G3', '"8,00"')];

    const response = await upload('', owner.token, csv.join('\n'));

    expect(response.json()).toEqual({ imported: 2, skipped: 1 });
    const list = await t.app.inject({
      url: '/api/tenant/all-tenants',
      headers: authed(owner.token),
    });
    const balances = list
      .json()
      .tenants.map(
        (x: { tenantdata: { openingrentbalance: number; openingwaterbalance: number } }) => [
          x.tenantdata.openingrentbalance,
          x.tenantdata.openingwaterbalance,
        ],
      );
    expect(balances.sort()).toEqual([
      [12500.5, 250],
      [8000, 250],
    ]);
  });

  it('imports nothing when the valid rows would pass the plan limit', async () => {
    const owner = await landlordWithRoom(t.app, { totalunits: 100 });
    const name = owner.rental.rentaldata.rentalname;
    for (let i = 0; i < 15; i += 1) await addTenant(t.app, owner.token, owner.place);
    const rows = Array.from({ length: 6 }, (_, i) => line(name, `P${i}`, `PM-${i}`));

    const response = await upload('', owner.token, [header, ...rows].join('\n'));

    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      key: 'error.planLimitTenantsTrial',
      params: {
        count: 20,
        plan: 'Individual',
      },
      code: 'plan_limit',
      message:
        'Your Individual plan (free trial) allows 20 tenants. Upgrade your plan to add more.',
    });
    expect(await countRows(t.db, 'tenants', owner.organizationId)).toBe(15);

    const fits = await upload('', owner.token, [header, ...rows.slice(0, 5)].join('\n'));
    expect(fits.json()).toEqual({ imported: 5, skipped: 0 });
    expect(await countRows(t.db, 'tenants', owner.organizationId)).toBe(20);
  });

  it("matches only the caller's rentals and room types", async () => {
    const a = await landlordWithRoom(t.app);
    const b = await landlordWithRoom(t.app);
    await createRoom(t.app, b.token, b.rental.rentalid, { housetype: 'Two Bedroom' });
    const csv = [header, line(a.rental.rentaldata.rentalname, 'F1', 'FM-1')].join('\n');

    const response = await upload('', b.token, csv);

    expect(response.json()).toEqual({ imported: 0, skipped: 1 });
    expect(await countRows(t.db, 'tenants', a.organizationId)).toBe(0);
    expect(await countRows(t.db, 'tenants', b.organizationId)).toBe(0);
  });
});
