import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("another organization's rental", () => {
  it('answers 404 on read, update and delete, and changes nothing', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const rental = await createRental(t.app, owner.token, { rentalname: 'Private Court' });
    await createRoom(t.app, owner.token, rental.rentalid);
    const detailUrl = `/api/rental/all-rentals/${rental.rentalid}`;
    const before = await t.app.inject({ url: detailUrl, headers: authed(owner.token) });

    const attempts = [
      { method: 'GET', url: detailUrl },
      {
        method: 'PUT',
        url: detailUrl,
        payload: { rentalname: 'Taken Over', rentallocation: 'Elsewhere' },
      },
      { method: 'DELETE', url: `/api/rental/${rental.rentalid}` },
      { method: 'DELETE', url: `/api/rental/roomtypes/${rental.rentalid}` },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: authed(stranger.token) });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json().error).toEqual({
        key: 'error.rentalNotFound',
        code: 'not_found',
        message: 'Rental not found',
      });
    }

    const after = await t.app.inject({ url: detailUrl, headers: authed(owner.token) });
    expect(after.json()).toEqual(before.json());
    const strangerList = await t.app.inject({
      url: '/api/rental/all-rentals',
      headers: authed(stranger.token),
    });
    expect(strangerList.json()).toEqual({ rentals: [] });
  });
});
