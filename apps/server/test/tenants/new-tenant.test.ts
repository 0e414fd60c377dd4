import { todayInNairobi } from '@rental/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createRental, createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/tenant/new-tenant', () => {
  it('adds a tenant and answers with their detail, money in KES', async () => {
    const owner = await landlordWithRoom(t.app, { monthlyrent: 8500 });
    const body = tenantBody(owner.place, {
      firstname: 'Achieng',
      housenumber: ' a-1 ',
      openingrentbalance: '1500.50',
      openingwaterbalance: 120,
    });

    const response = await postTenant(t.app, owner.token, body);

    expect(response.statusCode).toBe(201);
    const { tenant } = response.json();
    expect(tenant).toEqual({
      tenantid: expect.any(String),
      tenantdata: {
        kind: 'person',
        firstname: 'Achieng',
        lastname: body.lastname,
        businessname: null,
        contactperson: null,
        phonenumber: body.phonenumber,
        rentalid: owner.rental.rentalid,
        housetype: owner.room.roomid,
        housenumber: 'a-1',
        meternumber: body.meternumber,
        openingrentbalance: 1500.5,
        openingwaterbalance: 120,
        nationalid: null,
        krapin: null,
        // No other phone saved to pay from (the tenant page prompts only saved phones).
        paysfromphone: null,
        status: 'current',
        // Moved in today in Nairobi when no date is given.
        moveindate: todayInNairobi(),
        moveoutdate: null,
        balance: 1620.5,
        // English until set; nobody has opted out of SMS yet.
        language: 'en',
        channel: 'sms',
        smsblocked: false,
        // Personal data is erased only on request, once the tenancy has ended.
        erased: false,
      },
      rentalname: owner.rental.rentaldata.rentalname,
      roomtype: 'Bedsitter',
      // Opening balances are not books: a tenant added by mistake can still be deleted.
      hasbooks: false,
      monthlyrent: 8500,
      balance: 1620.5,
      depositheld: 0,
      depositdue: 0,
    });
    const row = await t.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', tenant.tenantid)
      .executeTakeFirstOrThrow();
    expect(row.organization_id).toBe(owner.organizationId);
    expect(row.opening_rent_balance_cents).toBe(150050);
    expect(row.house_number_key).toBe('A1');
  });

  it('gives every missing field its message from the spec, and saves nothing', async () => {
    const owner = await landlordWithRoom(t.app);
    const response = await postTenant(t.app, owner.token, {});

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
    expect(response.json().error.fields).toEqual({
      firstname: 'Please enter first name',
      lastname: 'Please enter last name',
      phonenumber: 'Please enter phone number',
      rentalid: 'Please select apartment name',
      housetype: 'Please select the room type',
      housenumber: 'Please enter house number',
      meternumber: 'Please enter meter number',
      openingrentbalance: 'Please enter rent balance',
      openingwaterbalance: 'Please enter water balance',
    });
    expect(await countRows(t.db, 'tenants', owner.organizationId)).toBe(0);
  });

  it('treats blank strings as missing', async () => {
    const owner = await landlordWithRoom(t.app);
    const response = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { firstname: '  ', housenumber: '', openingwaterbalance: ' ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      firstname: 'Please enter first name',
      housenumber: 'Please enter house number',
      openingwaterbalance: 'Please enter water balance',
    });
  });

  it.each([
    ['712345678', 'Phone number should start with 0'],
    ['07123456', 'Invalid length'],
    ['071234567890', 'Invalid length'],
    ['07123x5678', 'Phone number should contain digits only'],
  ])('checks the phone number like sign-up: %s', async (phonenumber, message) => {
    const owner = await landlordWithRoom(t.app);
    const response = await postTenant(t.app, owner.token, tenantBody(owner.place, { phonenumber }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ phonenumber: message });
  });

  it.each([
    [-1, 'Amount cannot be negative'],
    ['-0.5', 'Amount cannot be negative'],
    ['12.345', 'Too many decimals: shillings have at most 2 (cents)'],
    ['1,00', 'Not a number: enter an amount such as 8,000 or 8,000.50'],
    ['abc', 'Not a number: enter an amount such as 8,000 or 8,000.50'],
    [1_000_000_000, 'Amount is too large'],
  ])('refuses the opening balance %s', async (amount, message) => {
    const owner = await landlordWithRoom(t.app);
    const response = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { openingrentbalance: amount, openingwaterbalance: amount }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      openingrentbalance: message,
      openingwaterbalance: message,
    });
  });

  it('refuses wrong types with the field’s message', async () => {
    const owner = await landlordWithRoom(t.app);
    const response = await postTenant(t.app, owner.token, {
      ...tenantBody(owner.place),
      firstname: 42,
      phonenumber: 712345678,
      rentalid: ['x'],
      housenumber: { a: 1 },
      openingrentbalance: true,
      openingwaterbalance: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      firstname: 'Please enter first name',
      phonenumber: 'Please enter phone number',
      rentalid: 'Please select apartment name',
      housenumber: 'Please enter house number',
      openingrentbalance: 'Please enter rent balance',
      openingwaterbalance: 'Please enter water balance',
    });
  });

  it('refuses house and meter numbers with other characters', async () => {
    const owner = await landlordWithRoom(t.app);
    const response = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { housenumber: 'A1;drop', meternumber: '#7' }),
    );
    const message = 'Use letters, digits, spaces, hyphens and slashes only (at most 20)';
    expect(response.json().error.fields).toEqual({ housenumber: message, meternumber: message });
  });

  it('refuses a room type of another rental, with the room type message', async () => {
    const owner = await landlordWithRoom(t.app);
    const other = await createRental(t.app, owner.token);
    const response = await postTenant(
      t.app,
      owner.token,
      tenantBody({ rentalid: other.rentalid, housetype: owner.room.roomid }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ housetype: 'Please select the room type' });
    expect(await countRows(t.db, 'tenants', owner.organizationId)).toBe(0);
  });

  it('answers 404 for a rental that does not exist', async () => {
    const owner = await landlordWithRoom(t.app);
    const response = await postTenant(
      t.app,
      owner.token,
      tenantBody({ rentalid: 'no-such-rental', housetype: owner.room.roomid }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      key: 'error.rentalNotFound',
      code: 'not_found',
      message: 'Rental not found',
    });
  });

  it('needs a session', async () => {
    const response = await postTenant(t.app, '', {});
    expect(response.statusCode).toBe(401);
  });
});

describe('house and meter numbers', () => {
  it("refuses ' a-1 ' when A1 lives in the same rental, and the meter in the organization", async () => {
    const owner = await landlordWithRoom(t.app);
    const first = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { housenumber: 'A1', meternumber: 'WM 100' }),
    );
    expect(first.statusCode).toBe(201);

    const again = await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { housenumber: ' a-1 ', meternumber: 'wm-100' }),
    );

    expect(again.statusCode).toBe(409);
    const rentalname = owner.rental.rentaldata.rentalname;
    expect(again.json().error).toEqual({
      key: 'error.houseTaken',
      params: {
        house: 'a-1',
        rental: rentalname,
      },
      code: 'conflict',
      message: `House a-1 in ${rentalname} already has a tenant`,
      fields: {
        housenumber: `House a-1 in ${rentalname} already has a tenant`,
        meternumber: 'Meter wm-100 is already assigned to another tenant',
      },
    });
    expect(await countRows(t.db, 'tenants', owner.organizationId)).toBe(1);
  });

  it('lets another rental use the same house number, but never the same meter', async () => {
    const owner = await landlordWithRoom(t.app);
    const second = await createRental(t.app, owner.token);
    const secondRoom = await createRoom(t.app, owner.token, second.rentalid);
    await postTenant(
      t.app,
      owner.token,
      tenantBody(owner.place, { housenumber: 'A1', meternumber: 'M1' }),
    );
    const place = { rentalid: second.rentalid, housetype: secondRoom.roomid };

    const sameHouse = await postTenant(
      t.app,
      owner.token,
      tenantBody(place, { housenumber: 'A1' }),
    );
    expect(sameHouse.statusCode).toBe(201);
    const sameMeter = await postTenant(
      t.app,
      owner.token,
      tenantBody(place, { meternumber: 'm-1' }),
    );
    expect(sameMeter.statusCode).toBe(409);
    expect(sameMeter.json().error.fields).toEqual({
      meternumber: 'Meter m-1 is already assigned to another tenant',
    });
  });

  it('lets another organization use the same house and meter numbers', async () => {
    const a = await landlordWithRoom(t.app);
    const b = await landlordWithRoom(t.app);
    const refs = { housenumber: 'C3', meternumber: 'SHARED-1' };
    expect((await postTenant(t.app, a.token, tenantBody(a.place, refs))).statusCode).toBe(201);
    expect((await postTenant(t.app, b.token, tenantBody(b.place, refs))).statusCode).toBe(201);
  });
});

describe('simultaneous requests', () => {
  it('let exactly one of several tenants take the same house number', async () => {
    const owner = await landlordWithRoom(t.app);
    const responses = await Promise.all(
      ['K1', 'k-1', ' K 1', 'k1'].map((housenumber) =>
        postTenant(t.app, owner.token, tenantBody(owner.place, { housenumber })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await countRows(t.db, 'tenants', owner.organizationId)).toBe(1);
  });

  it('never fill a room type past its units', async () => {
    const owner = await landlordWithRoom(t.app, { totalunits: 2 });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postTenant(t.app, owner.token, tenantBody(owner.place))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(await countRows(t.db, 'tenants', owner.organizationId)).toBe(2);
  });
});

describe('room capacity and plan limit', () => {
  it('refuses a tenant when every unit of the room type is taken', async () => {
    const owner = await landlordWithRoom(t.app, { housetype: 'One Bedroom', totalunits: 2 });
    for (let i = 0; i < 2; i += 1) {
      expect((await postTenant(t.app, owner.token, tenantBody(owner.place))).statusCode).toBe(201);
    }
    const third = await postTenant(t.app, owner.token, tenantBody(owner.place));
    expect(third.statusCode).toBe(409);
    expect(third.json().error.fields).toEqual({
      housetype: `All 2 One Bedroom units in ${owner.rental.rentaldata.rentalname} are taken`,
    });
    expect(await countRows(t.db, 'tenants', owner.organizationId)).toBe(2);
  });

  it('refuses the 21st tenant on the free trial with the plan’s message', async () => {
    const owner = await landlordWithRoom(t.app, { totalunits: 50 });
    for (let i = 0; i < 20; i += 1) {
      expect((await postTenant(t.app, owner.token, tenantBody(owner.place))).statusCode).toBe(201);
    }
    const response = await postTenant(t.app, owner.token, tenantBody(owner.place));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        key: 'error.planLimitTenantsTrial',
        params: {
          count: 20,
          plan: 'Individual',
        },
        code: 'plan_limit',
        message:
          'Your Individual plan (free trial) allows 20 tenants. Upgrade your plan to add more.',
      },
    });
    expect(await countRows(t.db, 'tenants', owner.organizationId)).toBe(20);
  });
});
