import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: 'GET' | 'PUT', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

const emptySummary = { roomtypes: 0, units: 0, occupiedunits: 0, tenants: 0 };

describe('PUT /api/rental/all-rentals/{id}', () => {
  it('renames and relocates the rental', async () => {
    const { token } = await signUp(t.app);
    const rental = await createRental(t.app, token);
    const room = await createRoom(t.app, token, rental.rentalid);
    const response = await call('PUT', `/api/rental/all-rentals/${rental.rentalid}`, token, {
      rentalname: ' Jua Kali Court ',
      rentallocation: 'Kitengela',
    });
    expect(response.statusCode).toBe(200);
    const changed = {
      ...rental,
      rentaldata: {
        rentalname: 'Jua Kali Court',
        rentallocation: 'Kitengela',
        rentaluse: 'residential',
        lrnumber: null,
      },
      summary: { ...emptySummary, roomtypes: 1, units: 10 },
      rooms: [room],
    };
    expect(response.json().rental).toEqual(changed);
    const list = await call('GET', '/api/rental/all-rentals', token);
    expect(list.json().rentals[0].rentaldata).toEqual(changed.rentaldata);
  });

  it('sets the use and LR number for the tax return, and keeps them when a PUT leaves them out', async () => {
    const { token } = await signUp(t.app);
    const rental = await createRental(t.app, token);
    const url = `/api/rental/all-rentals/${rental.rentalid}`;
    const names = { rentalname: 'Soko Plaza', rentallocation: 'Thika' };
    const set = await call('PUT', url, token, {
      ...names,
      rentaluse: 'commercial',
      lrnumber: ' Thika/Municipality/123 ',
    });
    expect(set.json().rental.rentaldata).toEqual({
      ...names,
      rentaluse: 'commercial',
      lrnumber: 'Thika/Municipality/123',
    });
    const kept = await call('PUT', url, token, names);
    expect(kept.json().rental.rentaldata).toMatchObject({
      rentaluse: 'commercial',
      lrnumber: 'Thika/Municipality/123',
    });
    const cleared = await call('PUT', url, token, { ...names, lrnumber: '' });
    expect(cleared.json().rental.rentaldata.lrnumber).toBeNull();
    for (const bad of [{ rentaluse: 'industrial' }, { lrnumber: 'x'.repeat(65) }]) {
      const response = await call('PUT', url, token, { ...names, ...bad });
      expect(response.statusCode).toBe(400);
    }
    expect((await call('GET', url, token)).json().rental.rentaldata.rentaluse).toBe('commercial');
  });

  it('may change the case of its own name', async () => {
    const { token } = await signUp(t.app);
    const rental = await createRental(t.app, token, { rentalname: 'amani flats' });
    const response = await call('PUT', `/api/rental/all-rentals/${rental.rentalid}`, token, {
      rentalname: 'Amani Flats',
      rentallocation: 'Nakuru',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().rental.rentaldata.rentalname).toBe('Amani Flats');
  });

  it('refuses another rental’s name and changes nothing', async () => {
    const { token } = await signUp(t.app);
    await createRental(t.app, token, { rentalname: 'Amani Flats' });
    const rental = await createRental(t.app, token, { rentalname: 'Neema Flats' });
    const response = await call('PUT', `/api/rental/all-rentals/${rental.rentalid}`, token, {
      rentalname: 'AMANI flats',
      rentallocation: 'Nakuru',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({
      rentalname: 'You already have a rental named Amani Flats',
    });
    const stored = await call('GET', `/api/rental/all-rentals/${rental.rentalid}`, token);
    expect(stored.json().rental.rentaldata).toEqual(rental.rentaldata);
  });

  it('validates like the new-rental form and changes nothing', async () => {
    const { token } = await signUp(t.app);
    const rental = await createRental(t.app, token);
    const response = await call('PUT', `/api/rental/all-rentals/${rental.rentalid}`, token, {
      rentalname: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      rentalname: 'Please enter name of your rental unit',
      rentallocation: 'Please enter location of your rental unit',
    });
    const stored = await call('GET', `/api/rental/all-rentals/${rental.rentalid}`, token);
    expect(stored.json().rental.rentaldata).toEqual(rental.rentaldata);
  });

  it('answers 404 for an id that does not exist', async () => {
    const { token } = await signUp(t.app);
    const response = await call('PUT', '/api/rental/all-rentals/nope', token, {
      rentalname: 'A',
      rentallocation: 'B',
    });
    expect(response.statusCode).toBe(404);
  });
});
