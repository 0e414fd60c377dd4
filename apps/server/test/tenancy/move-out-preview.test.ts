import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { authed, signIn } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { billingLandlord, createSchedule } from '../invoices/billing-fixtures.js';
import { pay, settableClock } from '../transactions/fixtures.js';
import { endTenancy, moveIn, tenantOf } from './tenancy-fixtures.js';

// The end-tenancy form asks the server what a move-out on a day would credit back (rent billed
// after it) and offers deductions and a refund from the balance after those credits: the
// preview must be what ending that day posts. Today is 15 December 2026 (Nairobi).

const time = settableClock('2026-09-28T07:00:00.000Z');
const today = '2026-12-15T07:00:00.000Z';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** KES 9,000 a month from 1 October, billed on the 5th of October to December; 5,000 paid. */
async function billedTenant() {
  time.set('2026-09-28T07:00:00.000Z');
  const owner = await billingLandlord(t.app, t.db, { monthlyrent: 9000 });
  await createSchedule(t.app, owner, { startdate: '2026-10-05' });
  const tenant = await moveIn(t.app, owner, 0, { moveindate: '2026-10-01' });
  for (const day of ['2026-10-05', '2026-11-05', '2026-12-05']) {
    time.set(`${day}T07:00:00.000Z`);
    await runDueInvoices(
      { db: t.db, clock: time.clock },
      { today: day, organizationId: owner.organizationId },
    );
  }
  time.set(today);
  const signedIn = await signIn(t.app, owner.body.phonenumber, owner.body.pin);
  const token: string = signedIn.json().token;
  await pay(t.app, token, tenant.tenantid, 5000);
  return { token, tenantid: tenant.tenantid };
}

function preview(token: string, id: string, query: string) {
  return t.app.inject({
    url: `/api/tenant/${id}/move-out-preview${query}`,
    headers: authed(token),
  });
}

describe('GET /api/tenant/{id}/move-out-preview', () => {
  it('answers the credits ending that day posts, and the balance they leave', async () => {
    const { token, tenantid } = await billedTenant();
    const answer = await preview(token, tenantid, '?moveoutdate=2026-11-10');
    expect(answer.statusCode).toBe(200);
    // 20 of November's 30 days: 6,000; December whole. 22,000 owed, 7,000 after.
    expect(answer.json()).toMatchObject({
      moveoutdate: '2026-11-10',
      credits: [
        { periodfrom: '2026-11-01', periodto: '2026-11-30', amount: 6000 },
        { periodfrom: '2026-12-01', periodto: '2026-12-31', amount: 9000 },
      ],
      credited: 15000,
      balance: 22000,
      balanceafter: 7000,
    });
    expect(answer.json().credits.map((line: { effectiveon: string }) => line.effectiveon)).toEqual([
      '2026-11-05',
      '2026-12-05',
    ]);
    // A preview writes nothing: asked twice, then ended, the tenant owes what it said.
    expect((await preview(token, tenantid, '?moveoutdate=2026-11-10')).json().credited).toBe(15000);
    expect((await tenantOf(t.app, token, tenantid)).balance).toBe(22000);
    const ended = await endTenancy(t.app, token, tenantid, { moveoutdate: '2026-11-10' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().tenant.balance).toBe(7000);
  });

  it('refuses a move-out after today; today credits the rest of the month', async () => {
    const { token, tenantid } = await billedTenant();
    const answer = await preview(token, tenantid, '?moveoutdate=2026-12-31');
    // After today: the same rule as ending refuses it.
    expect(answer.statusCode).toBe(400);
    const lastBilled = await preview(token, tenantid, '?moveoutdate=2026-12-15');
    // 16 of December's 31 days after the 15th: 9,000 × 16 / 31 = 4,645.16.
    expect(lastBilled.json()).toMatchObject({ credited: 4645.16, balanceafter: 17354.84 });
  });

  it('refuses a bad date in the one error shape, and an unknown tenant', async () => {
    const { token, tenantid } = await billedTenant();
    for (const query of ['', '?moveoutdate=', '?moveoutdate=2026-13-01', '?moveoutdate=soon']) {
      const answer = await preview(token, tenantid, query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatchObject({ code: 'validation' });
      expect(answer.json().error.fields).toHaveProperty('moveoutdate');
    }
    const early = await preview(token, tenantid, '?moveoutdate=2026-09-30');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.moveoutdate).toMatch(/move-in/i);
    const unknown = await preview(
      token,
      '00000000-0000-4000-8000-000000000000',
      '?moveoutdate=2026-11-10',
    );
    expect(unknown.statusCode).toBe(404);
  });
});
