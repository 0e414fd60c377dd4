import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

async function agentWithLandlord() {
  const { token } = await signUp(t.app, { accounttype: 'Agent' });
  const created = await call('POST', '/api/landlords/new-landlord', token, {
    name: 'Wanjiru Holdings',
    phonenumber: '0722000222',
    payout: { method: 'mpesa', phonenumber: '0722000222' },
    commissiontype: 'fixed',
    commission: 5000,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { token, landlordid: created.json().landlord.landlordid as string };
}

// A landlord deleted while a rental is given to it, or a remittance recorded for it, as two
// people of one agency (or a retried request) would do it: one of the two wins, the other is
// told why, and nothing is left pointing at a deleted landlord. Never a server error.
describe('deleting a landlord at the same moment as', () => {
  it('giving it a rental: the rental gets it and the delete is refused, or the rental is refused', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { token, landlordid } = await agentWithLandlord();
      const rental = await createRental(t.app, token);
      const assign = () =>
        call('PUT', `/api/rental/all-rentals/${rental.rentalid}`, token, {
          rentalname: rental.rentaldata.rentalname,
          rentallocation: rental.rentaldata.rentallocation,
          landlordid,
        });
      const remove = () => call('DELETE', `/api/landlords/${landlordid}`, token);
      const [assigned, removed] =
        round % 2 === 0
          ? await Promise.all([assign(), remove()])
          : await Promise.all([remove(), assign()]).then(([r, a]) => [a, r] as const);

      const stored = await call('GET', `/api/rental/all-rentals/${rental.rentalid}`, token);
      const landlord = await call('GET', `/api/landlords/${landlordid}`, token);
      if (assigned.statusCode === 200) {
        expect(removed.statusCode, removed.body).toBe(409);
        expect(stored.json().rental.rentaldata.landlordid).toBe(landlordid);
        expect(landlord.statusCode).toBe(200);
      } else {
        expect(assigned.statusCode, assigned.body).toBe(400);
        expect(assigned.json().error.fields).toHaveProperty('landlordid');
        expect(removed.statusCode, removed.body).toBeLessThan(300);
        expect(stored.json().rental.rentaldata.landlordid).toBeNull();
        expect(landlord.statusCode).toBe(404);
      }
    }
  });

  it('recording a remittance: the remittance is kept and the delete refused, or it is refused', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { token, landlordid } = await agentWithLandlord();
      const [remitted, removed] = await Promise.all([
        call('POST', `/api/landlords/${landlordid}/remittances`, token, {
          month: '2026-01',
          amount: 5000,
          date: '2026-02-01',
          paymentmode: 'Bank',
          reference: 'FT900',
        }),
        call('DELETE', `/api/landlords/${landlordid}`, token),
      ]);
      const landlord = await call('GET', `/api/landlords/${landlordid}`, token);
      if (remitted.statusCode === 201) {
        expect(removed.statusCode, removed.body).toBe(409);
        expect(landlord.statusCode).toBe(200);
      } else {
        expect(remitted.statusCode, remitted.body).toBe(404);
        expect(removed.statusCode, removed.body).toBeLessThan(300);
        expect(landlord.statusCode).toBe(404);
      }
    }
  });
});
