import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { countRows, createRental, createRoom, roomBody } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("another organization's room types", () => {
  it('answer 404 on read, update and delete, and nothing changes', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const rental = await createRental(t.app, owner.token);
    const room = await createRoom(t.app, owner.token, rental.rentalid);
    const roomUrl = `/api/rental/room-type/${room.roomid}`;

    const attempts = [
      { method: 'GET', url: roomUrl, what: 'Room type' },
      {
        method: 'POST',
        url: roomUrl,
        payload: { housetype: 'Five Bedroom', totalunits: 1, monthlyrent: 1, waterunitrate: 1 },
        what: 'Room type',
      },
      { method: 'DELETE', url: roomUrl, what: 'Room type' },
      {
        method: 'POST',
        url: '/api/rental/room-type',
        payload: roomBody(rental.rentalid, { housetype: 'Double Room' }),
        what: 'Rental',
      },
      { method: 'GET', url: `/api/rental/room-type?rentalid=${rental.rentalid}`, what: 'Rental' },
    ] as const;
    for (const { what, ...attempt } of attempts) {
      const response = await t.app.inject({ ...attempt, headers: authed(stranger.token) });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json().error).toEqual({
        code: 'not_found',
        message: `${what} not found`,
        key: what === 'Rental' ? 'error.rentalNotFound' : 'error.roomTypeNotFound',
      });
    }

    const stored = await t.app.inject({ url: roomUrl, headers: authed(owner.token) });
    expect(stored.json()).toEqual({ room });
    expect(await countRows(t.db, 'room_types', owner.user.organizationid)).toBe(1);
    expect(await countRows(t.db, 'room_types', stranger.user.organizationid)).toBe(0);
    const strangerRooms = await t.app.inject({
      url: '/api/rental/room-type',
      headers: authed(stranger.token),
    });
    expect(strangerRooms.json()).toEqual({ rooms: [] });
  });
});
