import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { countRows, createRental, rentalBody } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function newRental(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rental/new-rental',
    headers: authed(token),
    payload: rentalBody(),
  });
}

async function choosePlan(organizationId: string, planId: string) {
  await t.db
    .updateTable('organizations')
    .set({ plan_id: planId })
    .where('id', '=', organizationId)
    .execute();
}

describe('the plan limit on rentals', () => {
  it('refuses a third rental on the free trial, naming the plan and the limit', async () => {
    const { token, user } = await signUp(t.app);
    await createRental(t.app, token);
    await createRental(t.app, token);

    const response = await newRental(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        key: 'error.planLimitRentalsTrial',
        params: {
          count: 2,
          plan: 'Individual',
        },
        code: 'plan_limit',
        message:
          'Your Individual plan (free trial) allows 2 rentals. Upgrade your plan to add more.',
      },
    });
    expect(await countRows(t.db, 'rentals', user.organizationid)).toBe(2);
    const list = await t.app.inject({ url: '/api/rental/all-rentals', headers: authed(token) });
    expect(list.json().rentals).toHaveLength(2);
  });

  it('gives the place back when a rental is deleted', async () => {
    const { token } = await signUp(t.app);
    const first = await createRental(t.app, token);
    await createRental(t.app, token);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/rental/${first.rentalid}`,
      headers: authed(token),
    });
    expect((await newRental(token)).statusCode).toBe(201);
  });

  it('follows the chosen plan', async () => {
    const { token, user } = await signUp(t.app);
    await choosePlan(user.organizationid, 'standard');
    for (let i = 0; i < 5; i += 1) expect((await newRental(token)).statusCode).toBe(201);
    const response = await newRental(token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Your Standard plan allows 5 rentals. Upgrade your plan to add more.',
    );
  });

  it('lets only two of three simultaneous requests through', async () => {
    const { token, user } = await signUp(t.app);
    const responses = await Promise.all([newRental(token), newRental(token), newRental(token)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 403]);
    expect(await countRows(t.db, 'rentals', user.organizationid)).toBe(2);
  });

  it('counts each organization on its own', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await createRental(t.app, a.token);
    await createRental(t.app, a.token);
    expect((await newRental(b.token)).statusCode).toBe(201);
  });
});
