import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { testClock } from '../helpers/test-clock.js';
import { insertInvoice } from '../transactions/fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const time = testClock(new Date('2026-01-31T09:30:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function usage(token: string) {
  return t.app.inject({ url: '/api/plan/usage', headers: authed(token) });
}

describe('GET /api/plan/usage', () => {
  it('shows a new organization on the Individual plan’s free trial for a month', async () => {
    const { token } = await signUp(t.app);
    const response = await usage(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plan: {
        id: 'individual',
        name: 'Individual',
        limits: { users: 1, rentals: 2, tenants: 20, invoicesPerMonth: 40 },
      },
      onTrial: true,
      // One calendar month after sign-up; January 31st ends on February's last day.
      trialEndsAt: '2026-02-28T09:30:00.000Z',
      usage: { rentals: 0, tenants: 0, users: 1, invoicesPerMonth: 0 },
    });
  });

  it('counts the organization’s own rentals and tenants only', async () => {
    const { token, user } = await signUp(t.app);
    const other = await signUp(t.app);
    await createRental(t.app, other.token);
    const rental = await createRental(t.app, token);
    await createRental(t.app, token);
    const room = await createRoom(t.app, token, rental.rentalid);
    const place = {
      organizationId: user.organizationid,
      rentalId: rental.rentalid,
      roomId: room.roomid,
    };
    const amina = await insertTenant(t.db, place);
    await insertTenant(t.db, place);
    await insertTenant(t.db, place);
    // Invoices count against the monthly limit in the month they are billed (today is 31 Jan
    // in Nairobi): December's and February's are not this month's.
    const bill = (billingDate: string) =>
      insertInvoice(t.db, {
        organizationId: user.organizationid,
        tenantId: amina.id,
        amountCents: 100_000,
        billingDate,
      });
    for (const day of ['2026-01-01', '2026-01-31', '2025-12-31', '2026-02-01']) await bill(day);

    const response = await usage(token);
    expect(response.json().usage).toEqual({
      rentals: 2,
      tenants: 3,
      users: 1,
      invoicesPerMonth: 2,
    });
  });

  it('shows the chosen plan once the trial has been replaced by a subscription', async () => {
    const { token, user } = await signUp(t.app);
    await t.db
      .updateTable('organizations')
      .set({ plan_id: 'enterprise' })
      .where('id', '=', user.organizationid)
      .execute();
    const response = await usage(token);
    expect(response.json()).toMatchObject({
      plan: {
        id: 'enterprise',
        name: 'Enterprise',
        limits: { users: null, rentals: null, tenants: null, invoicesPerMonth: null },
      },
      onTrial: false,
    });
  });

  it('refuses a caller without a session', async () => {
    const response = await t.app.inject({ url: '/api/plan/usage' });
    expect(response.statusCode).toBe(401);
  });
});
