import { messageKeyOf } from '@rental/shared/message-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { countRows, createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { testClock } from '../helpers/test-clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

const emptySummary = { roomtypes: 0, units: 0, occupiedunits: 0, tenants: 0 };

describe('POST /api/rental/new-rental', () => {
  it('creates a rental with its name and location trimmed', async () => {
    const { token } = await signUp(t.app);
    const response = await call('POST', '/api/rental/new-rental', token, {
      rentalname: '  Baraka Flats ',
      rentallocation: ' Umoja, Nairobi ',
    });
    expect(response.statusCode).toBe(201);
    const { rental } = response.json();
    expect(rental).toEqual({
      rentalid: expect.any(String),
      rentaldata: {
        rentalname: 'Baraka Flats',
        rentallocation: 'Umoja, Nairobi',
        rentaluse: 'residential',
        lrnumber: null,
        landlordid: null,
      },
      summary: emptySummary,
    });
    const stored = await call('GET', `/api/rental/all-rentals/${rental.rentalid}`, token);
    expect(stored.json().rental).toEqual({ ...rental, rooms: [] });
  });

  it.each([
    [{}, 'Please enter name of your rental unit', 'Please enter location of your rental unit'],
    [
      { rentalname: '   ', rentallocation: '' },
      'Please enter name of your rental unit',
      'Please enter location of your rental unit',
    ],
    [
      { rentalname: 42, rentallocation: null },
      'Please enter name of your rental unit',
      'Please enter location of your rental unit',
    ],
    [
      { rentalname: 'x'.repeat(101), rentallocation: 'y'.repeat(101) },
      'Should be at most 100 characters',
      'Should be at most 100 characters',
    ],
  ])('refuses %j with the form’s messages and creates nothing', async (body, name, location) => {
    const { token, user } = await signUp(t.app);
    const response = await call('POST', '/api/rental/new-rental', token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation',
      message: name,
      key: messageKeyOf(name),
      fields: { rentalname: name, rentallocation: location },
    });
    expect(await countRows(t.db, 'rentals', user.organizationid)).toBe(0);
  });

  it('refuses a name the organization already uses, trimmed and in any case', async () => {
    const { token, user } = await signUp(t.app);
    await createRental(t.app, token, { rentalname: 'Sunrise Court' });
    const response = await call('POST', '/api/rental/new-rental', token, {
      rentalname: '  sunrise COURT ',
      rentallocation: 'Thika',
    });
    expect(response.statusCode).toBe(409);
    const message = 'You already have a rental named Sunrise Court';
    expect(response.json().error).toEqual({
      key: 'error.rentalNameTaken',
      params: {
        name: 'Sunrise Court',
      },
      code: 'conflict',
      message,
      fields: { rentalname: message },
    });
    expect(await countRows(t.db, 'rentals', user.organizationid)).toBe(1);
  });

  it('lets two organizations use the same name', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await createRental(t.app, a.token, { rentalname: 'Green Park' });
    const response = await call('POST', '/api/rental/new-rental', b.token, {
      rentalname: 'Green Park',
      rentallocation: 'Ruiru',
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a caller without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rental/new-rental',
      payload: { rentalname: 'A', rentallocation: 'B' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/rental/all-rentals', () => {
  it('lists newest first with each card’s figures counted by the database', async () => {
    const { token, user } = await signUp(t.app);
    const older = await createRental(t.app, token, { rentalname: 'Older Court' });
    time.advanceMinutes(1);
    const newer = await createRental(t.app, token, { rentalname: 'Newer Court' });
    const bedsitter = await createRoom(t.app, token, older.rentalid, { totalunits: 10 });
    await createRoom(t.app, token, older.rentalid, { housetype: 'One Bedroom', totalunits: 5 });
    const place = {
      organizationId: user.organizationid,
      rentalId: older.rentalid,
      roomId: bedsitter.roomid,
    };
    await insertTenant(t.db, place);
    await insertTenant(t.db, place);
    await insertTenant(t.db, place);

    const response = await call('GET', '/api/rental/all-rentals', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rentals: [
        { ...newer, summary: emptySummary },
        {
          ...older,
          summary: { roomtypes: 2, units: 15, occupiedunits: 3, tenants: 3 },
        },
      ],
    });
  });

  it('is empty for a new organization', async () => {
    const { token } = await signUp(t.app);
    const response = await call('GET', '/api/rental/all-rentals', token);
    expect(response.json()).toEqual({ rentals: [] });
  });
});

describe('GET /api/rental/all-rentals/{id}', () => {
  it('answers the rental with its room types and their occupancy', async () => {
    const { token, user } = await signUp(t.app);
    const rental = await createRental(t.app, token);
    const room = await createRoom(t.app, token, rental.rentalid, { totalunits: 4 });
    await insertTenant(t.db, {
      organizationId: user.organizationid,
      rentalId: rental.rentalid,
      roomId: room.roomid,
    });
    const response = await call('GET', `/api/rental/all-rentals/${rental.rentalid}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().rental).toEqual({
      ...rental,
      summary: { roomtypes: 1, units: 4, occupiedunits: 1, tenants: 1 },
      rooms: [{ ...room, occupiedunits: 1 }],
    });
  });

  it('answers 404 for an id that does not exist', async () => {
    const { token } = await signUp(t.app);
    const response = await call('GET', '/api/rental/all-rentals/no-such-rental', token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      key: 'error.rentalNotFound',
      code: 'not_found',
      message: 'Rental not found',
    });
  });
});
