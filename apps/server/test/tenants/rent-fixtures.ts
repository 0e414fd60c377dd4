import type {
  RentChangeBody,
  RentHistory,
  TenantMoveBody,
} from '@rental/shared/schemas/rent-changes';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/connection.js';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { authed } from '../helpers/accounts.js';
import type { testClock } from '../helpers/test-clock.js';

// Calls of the rent-change and move API, as the tenant page makes them.

export function postRentChange(app: App, token: string, tenantId: string, body: RentChangeBody) {
  return app.inject({
    method: 'POST',
    url: `/api/tenant/${tenantId}/rent-change`,
    headers: authed(token),
    payload: body,
  });
}

export function deleteRentChange(app: App, token: string, tenantId: string, changeId: string) {
  return app.inject({
    method: 'DELETE',
    url: `/api/tenant/${tenantId}/rent-change/${changeId}`,
    headers: authed(token),
  });
}

export async function rentHistoryOf(app: App, token: string, tenantId: string) {
  const response = await app.inject({
    url: `/api/tenant/${tenantId}/rent-history`,
    headers: authed(token),
  });
  if (response.statusCode !== 200) throw new Error(`no rent history: ${response.body}`);
  return response.json<RentHistory>();
}

export function postMove(app: App, token: string, tenantId: string, body: TenantMoveBody) {
  return app.inject({
    method: 'POST',
    url: `/api/tenant/${tenantId}/move`,
    headers: authed(token),
    payload: body,
  });
}

/** The tenant's page: their rent in force today. */
export async function monthlyRentOf(app: App, token: string, tenantId: string) {
  const response = await app.inject({
    url: `/api/tenant/all-tenants/${tenantId}`,
    headers: authed(token),
  });
  return response.json().tenant.monthlyrent as number;
}

/** The invoice run of one organization on `today`, the clock set to 09:00 Nairobi that day. */
export function runInvoicesOn(
  t: { db: Db },
  time: ReturnType<typeof testClock>,
  organizationId: string,
  today: string,
) {
  time.set(`${today}T06:00:00.000Z`);
  return runDueInvoices({ db: t.db, clock: time.clock }, { today, organizationId });
}
