import { expect } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { testMpesaOptions } from '../helpers/test-options.js';
import type { Clock } from '../../src/lib/clock.js';
import type { StkDeps } from '../../src/modules/stk/stk-types.js';
import { sandboxPasskey } from '../../../../tools/daraja-simulator.mjs';
import {
  callbackSecret,
  callbackUrlOf,
  eventually,
  saveOwnDarajaApp,
  type StkTestApp,
} from './stk-fixtures.js';

export type Landlord = Awaited<ReturnType<typeof landlordWithTenant>>;

/** A landlord with their own Daraja app and a tenant who owes `owedCents` (KES 5,500). */
export async function landlordWithTenant(
  t: StkTestApp,
  { owedCents = 550_000, language }: { owedCents?: number; language?: 'en' | 'sw' } = {},
) {
  const account = await signUp(t.app, language ? { language } : {});
  await saveOwnDarajaApp(t.app, account.token);
  const rental = await createRental(t.app, account.token);
  const room = await createRoom(t.app, account.token, rental.rentalid);
  const tenant = await insertTenant(
    t.db,
    {
      organizationId: account.user.organizationid,
      rentalId: rental.rentalid,
      roomId: room.roomid,
    },
    { opening_rent_balance_cents: owedCents, phonenumber: '0722000111' },
  );
  return {
    token: account.token,
    user: account.user,
    organizationId: account.user.organizationid,
    tenant,
  };
}

/**
 * Asks the tenant to pay by STK push; M-PESA (the simulator) does not call back by itself
 * unless `result` says so. Gives the push's id, CheckoutRequestID and own callback URL.
 */
export async function pushToTenant(
  t: StkTestApp,
  owner: Landlord,
  { result = 'none', amount }: { result?: number | 'none'; amount?: number } = {},
) {
  t.simulator.controls.nextStkResult(result);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/stk/tenant/${owner.tenant.id}`,
    headers: authed(owner.token),
    payload: amount === undefined ? {} : { amount },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ requestid: string }>().requestid;
  const row = await t.db
    .selectFrom('stk_requests')
    .select('checkout_request_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const checkout = row.checkout_request_id;
  return { id, checkout, url: callbackUrlOf(t, checkout) };
}

export async function pushStatus(t: StkTestApp, owner: { token: string }, id: string) {
  const response = await t.app.inject({
    url: `/api/stk/requests/${id}`,
    headers: authed(owner.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ status: string; message: string; receipt: string | null }>();
}

/** The push once it is no longer pending, as the waiting screen sees it. */
export function ended(t: StkTestApp, owner: { token: string }, id: string) {
  return eventually(async () => {
    const body = await pushStatus(t, owner, id);
    return body.status === 'pending' ? undefined : body;
  });
}

export function paymentsOf(t: StkTestApp, organizationId: string) {
  return t.db
    .selectFrom('transactions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .execute();
}

export function quarantinedOf(t: StkTestApp, organizationId: string) {
  return t.db
    .selectFrom('quarantined_payments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .execute();
}

export function storedCallbacksOf(t: StkTestApp, checkout: string) {
  return t.db
    .selectFrom('stk_callbacks')
    .select('id')
    .where('checkout_request_id', '=', checkout)
    .execute();
}

/** What the settling job runs with (the product's app on the simulator). */
export function settlerDeps(t: StkTestApp, clock: Clock): StkDeps {
  return {
    db: t.db,
    clock,
    stk: {
      product: {
        credentials: {
          consumerKey: 'test-key',
          consumerSecret: 'test-secret',
          environment: 'sandbox',
          baseUrl: t.simulator.url,
        },
        shortcode: '174379',
        passkey: sandboxPasskey,
      },
      publicUrl: t.url,
      callbackSecret,
      mpesa: testMpesaOptions({ baseUrl: t.simulator.url, publicUrl: t.url }),
    },
  };
}
