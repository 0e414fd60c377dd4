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
      rentaldata: { rentalname: 'Jua Kali Court', rentallocation: 'Kitengela' },
      summary: { ...emptySummary, roomtypes: 1, units: 10 },
      rooms: [room],
    };
    expect(response.json().rental).toEqual(changed);
    const list = await call('GET', '/api/rental/all-rentals', token);
    expect(list.json().rentals[0].rentaldata).toEqual(changed.rentaldata);
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
