import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { authed } from '../helpers/accounts.js';
import { insertTenant } from '../helpers/portfolio.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  billingLandlord,
  createSchedule,
  insertTenants,
  invoicesOf,
} from '../invoices/billing-fixtures.js';
import { c2bSample, paymentsOf } from '../mpesa/c2b-fixtures.js';
import { operatorApi, operatorPhone, signUpOperator } from './operator-fixtures.js';

// While an organization is suspended the jobs that act in its name stop (they catch up once it
// is reactivated), but a tenant's M-PESA payment is still recorded: money is never turned away.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
let api: ReturnType<typeof operatorApi>;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, operatorPhones: [operatorPhone] });
  api = operatorApi(t, (await signUpOperator(t.app)).token);
});
afterAll(() => t.close());

const reason = 'Unpaid since December';

function call(token: string, method: 'PUT', url: string, payload: object) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

describe('background jobs and payments of a suspended organization', () => {
  it('skips it in the invoice run until reactivated, then catches up', async () => {
    const owner = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, 2);
    await createSchedule(t.app, owner);
    await api.suspend(owner.organizationId, reason);
    const run = () =>
      runDueInvoices(
        { db: t.db, clock: time.clock },
        { today: '2026-03-02', organizationId: owner.organizationId },
      );
    expect(await run()).toMatchObject({ invoices: 0 });
    expect(await invoicesOf(t.db, owner.organizationId)).toEqual([]);
    await api.reactivate(owner.organizationId);
    expect(await run()).toMatchObject({ invoices: 2 });
  });

  it('still records a tenant’s M-PESA payment', async () => {
    const owner = await landlordWithRoom(t.app);
    const saved = await call(owner.token, 'PUT', '/api/mpesasettings/mpesa-settings', {
      organizationname: 'Sunrise',
      paybillnumber: '600977',
      consumerkey: 'test-key',
      consumersecret: 'test-secret',
      passkey: 'pk',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = saved.json().mpesasettings.confirmationurl as string;
    await insertTenant(
      t.db,
      {
        organizationId: owner.organizationId,
        rentalId: owner.rental.rentalid,
        roomId: owner.room.roomid,
      },
      { house_number: 'K7', house_number_key: 'K7' },
    );
    await api.suspend(owner.organizationId, reason);
    const confirmation = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: c2bSample(
        {
          BusinessShortCode: '600977',
          BillRefNumber: 'K7',
          TransAmount: '2500.00',
        },
        time.clock(),
      ),
    });
    expect(confirmation.statusCode).toBe(200);
    await t.app.c2bConfirmations.settled();
    const payments = await paymentsOf(t.db, owner.organizationId);
    expect(payments.map((p) => [p.transaction_type, Number(p.amount_cents)])).toEqual([
      ['Tenant Payment', 250_000],
    ]);
  });
});
