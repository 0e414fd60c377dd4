import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { countRows, createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: 'GET' | 'DELETE', url: string, token: string) {
  return t.app.inject({ method, url, headers: authed(token) });
}

/** A rental with a Bedsitter and a One Bedroom room type. */
async function rentalWithRooms(name = 'Tumaini Court') {
  const { token, user } = await signUp(t.app);
  const rental = await createRental(t.app, token, { rentalname: name });
  const bedsitter = await createRoom(t.app, token, rental.rentalid);
  const oneBedroom = await createRoom(t.app, token, rental.rentalid, { housetype: 'One Bedroom' });
  const organizationId = user.organizationid;
  const tenantIn = (roomId: string) =>
    insertTenant(t.db, { organizationId, rentalId: rental.rentalid, roomId });
  return { token, organizationId, rental, bedsitter, oneBedroom, tenantIn };
}

describe('DELETE /api/rental/{id}', () => {
  it('removes the rental and its room types', async () => {
    const { token, organizationId, rental, bedsitter } = await rentalWithRooms();
    const response = await call('DELETE', `/api/rental/${rental.rentalid}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Rental removed successfully' });

    expect(
      (await call('GET', `/api/rental/all-rentals/${rental.rentalid}`, token)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/rental/room-type/${bedsitter.roomid}`, token)).statusCode).toBe(
      404,
    );
    expect(await countRows(t.db, 'rentals', organizationId)).toBe(0);
    expect(await countRows(t.db, 'room_types', organizationId)).toBe(0);
  });

  it.each([
    [1, 'Tumaini Court still has 1 tenant. Move or remove them first.'],
    [2, 'Tumaini Court still has 2 tenants. Move or remove them first.'],
  ])('is refused with %i tenant(s) left, and nothing is removed', async (tenants, message) => {
    const { token, organizationId, rental, bedsitter, tenantIn } = await rentalWithRooms();
    for (let i = 0; i < tenants; i += 1) await tenantIn(bedsitter.roomid);

    const response = await call('DELETE', `/api/rental/${rental.rentalid}`, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'conflict',
      message,
      key: 'error.rentalHasTenants',
      params: { rental: 'Tumaini Court', count: tenants },
    });
    expect(await countRows(t.db, 'rentals', organizationId)).toBe(1);
    expect(await countRows(t.db, 'room_types', organizationId)).toBe(2);
    expect(await countRows(t.db, 'tenants', organizationId)).toBe(tenants);
  });

  it('answers 404 for an id that does not exist', async () => {
    const { token } = await signUp(t.app);
    const response = await call('DELETE', '/api/rental/no-such-rental', token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      key: 'error.rentalNotFound',
      code: 'not_found',
      message: 'Rental not found',
    });
  });
});

describe('DELETE /api/rental/roomtypes/{rentalId}', () => {
  it('removes every room type of the rental and keeps the rental', async () => {
    const { token, organizationId, rental } = await rentalWithRooms();
    const other = await createRental(t.app, token, { rentalname: 'Other Court' });
    await createRoom(t.app, token, other.rentalid);

    const response = await call('DELETE', `/api/rental/roomtypes/${rental.rentalid}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Room types removed' });
    const detail = await call('GET', `/api/rental/all-rentals/${rental.rentalid}`, token);
    expect(detail.json().rental.rooms).toEqual([]);
    // The other rental's room type stays.
    expect(await countRows(t.db, 'room_types', organizationId)).toBe(1);
  });

  it('removes none when any room type has tenants', async () => {
    const { token, organizationId, rental, oneBedroom, tenantIn } = await rentalWithRooms();
    await tenantIn(oneBedroom.roomid);
    const response = await call('DELETE', `/api/rental/roomtypes/${rental.rentalid}`, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Tumaini Court still has 1 tenant. Move or remove them first.',
    );
    expect(await countRows(t.db, 'room_types', organizationId)).toBe(2);
  });

  it('answers 404 for a rental that does not exist', async () => {
    const { token } = await signUp(t.app);
    const response = await call('DELETE', '/api/rental/roomtypes/nope', token);
    expect(response.statusCode).toBe(404);
  });
});
