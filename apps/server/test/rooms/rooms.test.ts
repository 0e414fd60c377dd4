import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { countRows, createRental, createRoom, roomBody } from '../helpers/portfolio.js';
import { testClock } from '../helpers/test-clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

async function landlordWithRental(rentalname = 'Mwangaza Court') {
  const { token, user } = await signUp(t.app);
  const rental = await createRental(t.app, token, { rentalname });
  return { token, organizationId: user.organizationid, rental };
}

describe('POST /api/rental/room-type', () => {
  it('adds a room type, keeping money exact in cents', async () => {
    const { token, rental } = await landlordWithRental();
    const response = await call('POST', '/api/rental/room-type', token, {
      rentalid: rental.rentalid,
      housetype: 'Two Bedroom',
      totalunits: 6,
      monthlyrent: 25000.5,
      waterunitrate: 0.1,
    });
    expect(response.statusCode).toBe(201);
    const { room } = response.json();
    expect(room).toEqual({
      roomid: expect.any(String),
      roomdata: {
        rentalid: rental.rentalid,
        housetype: 'Two Bedroom',
        totalunits: 6,
        monthlyrent: 25000.5,
        waterunitrate: 0.1,
      },
      occupiedunits: 0,
    });
    const stored = await t.db
      .selectFrom('room_types')
      .select(['monthly_rent_cents', 'water_unit_rate_cents'])
      .where('id', '=', room.roomid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ monthly_rent_cents: 2500050, water_unit_rate_cents: 10 });
  });

  it('accepts numbers typed as text, as the form sends them', async () => {
    const { token, rental } = await landlordWithRental();
    const response = await call('POST', '/api/rental/room-type', token, {
      rentalid: rental.rentalid,
      housetype: 'Single Room',
      totalunits: ' 12 ',
      monthlyrent: 'KES 15,000.50',
      waterunitrate: '0',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().room.roomdata).toMatchObject({
      totalunits: 12,
      monthlyrent: 15000.5,
      waterunitrate: 0,
    });
  });

  const required = {
    rentalid: 'Please select the rental unit',
    housetype: 'Please select type of room',
    totalunits: 'Please enter number of units available',
    monthlyrent: 'Please enter monthly rent',
    waterunitrate: 'Please enter unit rate of water',
  };
  const unitsRange = 'Number of units should be a whole number from 1 to 10000';
  const notANumber = 'Not a number: enter an amount such as 8,000 or 8,000.50';
  const tooManyDecimals = 'Too many decimals: shillings have at most 2 (cents)';

  it.each([
    ['missing', {}, required],
    [
      'empty',
      { rentalid: ' ', housetype: '', totalunits: '', monthlyrent: ' ', waterunitrate: '' },
      required,
    ],
    [
      'of the wrong type',
      { rentalid: 7, housetype: 3, totalunits: true, monthlyrent: {}, waterunitrate: [] },
      required,
    ],
    [
      'not numbers',
      { housetype: 'Penthouse', totalunits: 'ten', monthlyrent: '8,50', waterunitrate: 'abc' },
      {
        housetype: required.housetype,
        totalunits: unitsRange,
        monthlyrent: notANumber,
        waterunitrate: notANumber,
      },
    ],
    [
      'negative',
      { totalunits: -1, monthlyrent: -1, waterunitrate: '-0.5' },
      {
        totalunits: unitsRange,
        monthlyrent: 'Amount cannot be negative',
        waterunitrate: 'Amount cannot be negative',
      },
    ],
    [
      'out of range',
      { totalunits: 10_001, monthlyrent: 1_000_000_000, waterunitrate: 10.555 },
      {
        totalunits: unitsRange,
        monthlyrent: 'Amount is too large',
        waterunitrate: tooManyDecimals,
      },
    ],
    ['zero units', { totalunits: 0 }, { totalunits: unitsRange }],
    ['fractional units', { totalunits: '2.5' }, { totalunits: unitsRange }],
  ])('refuses values %s with the form’s messages', async (_, values, fields) => {
    const { token, organizationId, rental } = await landlordWithRental();
    const body =
      Object.keys(values).length === 0 ? {} : { ...roomBody(rental.rentalid), ...values };
    const response = await call('POST', '/api/rental/room-type', token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
    expect(response.json().error.fields).toEqual(fields);
    expect(Object.values(fields)).toContain(response.json().error.message);
    expect(await countRows(t.db, 'room_types', organizationId)).toBe(0);
  });

  it('refuses a second room type of the same house type in a rental', async () => {
    const { token, organizationId, rental } = await landlordWithRental('Baraka Flats');
    await createRoom(t.app, token, rental.rentalid, { housetype: 'Bedsitter' });
    const response = await call(
      'POST',
      '/api/rental/room-type',
      token,
      roomBody(rental.rentalid, { housetype: 'Bedsitter', totalunits: 3 }),
    );
    expect(response.statusCode).toBe(409);
    const message = 'Baraka Flats already has a Bedsitter room type';
    expect(response.json().error).toEqual({
      key: 'error.roomTypeTaken',
      params: {
        housetype: 'Bedsitter',
        rental: 'Baraka Flats',
      },
      code: 'conflict',
      message,
      fields: { housetype: message },
    });
    expect(await countRows(t.db, 'room_types', organizationId)).toBe(1);
  });

  it('allows the same house type in another rental', async () => {
    const { token, rental } = await landlordWithRental();
    const other = await createRental(t.app, token);
    await createRoom(t.app, token, rental.rentalid);
    const response = await call('POST', '/api/rental/room-type', token, roomBody(other.rentalid));
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for a rental that does not exist', async () => {
    const { token, organizationId } = await landlordWithRental();
    const response = await call('POST', '/api/rental/room-type', token, roomBody('no-such'));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      key: 'error.rentalNotFound',
      code: 'not_found',
      message: 'Rental not found',
    });
    expect(await countRows(t.db, 'room_types', organizationId)).toBe(0);
  });
});

describe('GET /api/rental/room-type', () => {
  it('lists the organization’s room types newest first, or one rental’s', async () => {
    const { token, rental } = await landlordWithRental();
    const other = await createRental(t.app, token);
    const first = await createRoom(t.app, token, rental.rentalid);
    time.advanceMinutes(1);
    const second = await createRoom(t.app, token, other.rentalid);
    time.advanceMinutes(1);
    const third = await createRoom(t.app, token, rental.rentalid, { housetype: 'Double Room' });

    const all = await call('GET', '/api/rental/room-type', token);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ rooms: [third, second, first] });
    const one = await call('GET', `/api/rental/room-type?rentalid=${rental.rentalid}`, token);
    expect(one.json()).toEqual({ rooms: [third, first] });
  });

  it('answers 404 when filtering by a rental that does not exist', async () => {
    const { token } = await landlordWithRental();
    const response = await call('GET', '/api/rental/room-type?rentalid=nope', token);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/rental/room-type/{id}', () => {
  it('answers one room type', async () => {
    const { token, rental } = await landlordWithRental();
    const room = await createRoom(t.app, token, rental.rentalid);
    const response = await call('GET', `/api/rental/room-type/${room.roomid}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ room });
  });

  it('answers 404 for an id that does not exist', async () => {
    const { token } = await landlordWithRental();
    const response = await call('GET', '/api/rental/room-type/nope', token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      key: 'error.roomTypeNotFound',
      code: 'not_found',
      message: 'Room type not found',
    });
  });
});
