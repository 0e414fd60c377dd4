import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { countRows, createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

const changes = { housetype: 'Bedsitter', totalunits: 8, monthlyrent: 9000, waterunitrate: 120 };

/** A rental with a Bedsitter room type of 10 units and `tenants` tenants in it. */
async function occupiedRoom(tenants = 0) {
  const { token, user } = await signUp(t.app);
  const rental = await createRental(t.app, token, { rentalname: 'Upendo Heights' });
  const room = await createRoom(t.app, token, rental.rentalid, { totalunits: 10 });
  for (let i = 0; i < tenants; i += 1) {
    await insertTenant(t.db, {
      organizationId: user.organizationid,
      rentalId: rental.rentalid,
      roomId: room.roomid,
    });
  }
  return { token, organizationId: user.organizationid, rental, room };
}

describe('POST /api/rental/room-type/{id}', () => {
  it('changes the room type and keeps it in its rental', async () => {
    const { token, rental, room } = await occupiedRoom();
    const other = await createRental(t.app, token);
    const response = await call('POST', `/api/rental/room-type/${room.roomid}`, token, {
      ...changes,
      housetype: 'Single Room',
      monthlyrent: '9500.75',
      rentalid: other.rentalid,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      roomid: room.roomid,
      roomdata: {
        rentalid: rental.rentalid,
        housetype: 'Single Room',
        totalunits: 8,
        monthlyrent: 9500.75,
        waterunitrate: 120,
      },
      occupiedunits: 0,
    };
    expect(response.json()).toEqual({ room: expected });
    const stored = await call('GET', `/api/rental/room-type/${room.roomid}`, token);
    expect(stored.json()).toEqual({ room: expected });
  });

  it('validates like the room form and changes nothing', async () => {
    const { token, room } = await occupiedRoom();
    const response = await call('POST', `/api/rental/room-type/${room.roomid}`, token, {
      housetype: 'Mansion',
      totalunits: '',
      monthlyrent: 'lots',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      housetype: 'Please select type of room',
      totalunits: 'Please enter number of units available',
      monthlyrent: 'Not a number: enter an amount such as 8,000 or 8,000.50',
      waterunitrate: 'Please enter unit rate of water',
    });
    const stored = await call('GET', `/api/rental/room-type/${room.roomid}`, token);
    expect(stored.json()).toEqual({ room });
  });

  it('refuses a house type the rental already has', async () => {
    const { token, rental, room } = await occupiedRoom();
    await createRoom(t.app, token, rental.rentalid, { housetype: 'Double Room' });
    const response = await call('POST', `/api/rental/room-type/${room.roomid}`, token, {
      ...changes,
      housetype: 'Double Room',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({
      housetype: 'Upendo Heights already has a Double Room room type',
    });
    const stored = await call('GET', `/api/rental/room-type/${room.roomid}`, token);
    expect(stored.json()).toEqual({ room });
  });

  it.each([3, 2])('keeps total units at or above the %i tenants living there', async (n) => {
    const { token, room } = await occupiedRoom(n);
    const url = `/api/rental/room-type/${room.roomid}`;
    const refused = await call('POST', url, token, { ...changes, totalunits: n - 1 });
    expect(refused.statusCode).toBe(409);
    const message = `${n} tenants live in Bedsitter rooms: total units cannot be fewer than ${n}`;
    expect(refused.json().error).toEqual({
      code: 'conflict',
      message,
      key: 'error.unitsBelowTenants',
      params: { count: n, housetype: 'Bedsitter' },
      fields: { totalunits: message },
    });
    const stored = await call('GET', url, token);
    expect(stored.json()).toEqual({ room: { ...room, occupiedunits: n } });

    const allowed = await call('POST', url, token, { ...changes, totalunits: n });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().room).toMatchObject({ roomdata: { totalunits: n }, occupiedunits: n });
  });

  it('answers 404 for an id that does not exist', async () => {
    const { token } = await occupiedRoom();
    const response = await call('POST', '/api/rental/room-type/nope', token, changes);
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/rental/room-type/{id}', () => {
  it('removes a room type nobody lives in', async () => {
    const { token, organizationId, room } = await occupiedRoom();
    const response = await call('DELETE', `/api/rental/room-type/${room.roomid}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Room type removed' });
    expect((await call('GET', `/api/rental/room-type/${room.roomid}`, token)).statusCode).toBe(404);
    expect(await countRows(t.db, 'room_types', organizationId)).toBe(0);
  });

  it('refuses while tenants live in it, and removes nothing', async () => {
    const { token, organizationId, room } = await occupiedRoom(2);
    const response = await call('DELETE', `/api/rental/room-type/${room.roomid}`, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      key: 'error.roomHasTenants',
      params: {
        count: 2,
        housetype: 'Bedsitter',
        rental: 'Upendo Heights',
      },
      code: 'conflict',
      message: '2 tenants live in Bedsitter rooms of Upendo Heights. Move or remove them first.',
    });
    expect(await countRows(t.db, 'room_types', organizationId)).toBe(1);
  });

  it('answers 404 for an id that does not exist', async () => {
    const { token } = await occupiedRoom();
    const response = await call('DELETE', '/api/rental/room-type/nope', token);
    expect(response.statusCode).toBe(404);
  });
});
