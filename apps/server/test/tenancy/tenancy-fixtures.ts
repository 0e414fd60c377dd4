import type { TenantBody, TenantDetail } from '@rental/shared/schemas/tenants';
import type { Statement } from '@rental/shared/schemas/ledger';
import type { App } from '../../src/app.js';
import { authed } from '../helpers/accounts.js';
import { addTenant } from '../helpers/tenant-fixtures.js';

/** A tenant moved in with a deposit (KES) and no opening balances. */
export function moveIn(
  app: App,
  owner: { token: string; place: { rentalid: string; housetype: string } },
  deposit: number,
  overrides: Partial<TenantBody> = {},
): Promise<TenantDetail> {
  return addTenant(app, owner.token, owner.place, {
    openingrentbalance: 0,
    openingwaterbalance: 0,
    deposit,
    ...overrides,
  });
}

export async function tenantOf(app: App, token: string, id: string): Promise<TenantDetail> {
  const response = await app.inject({
    url: `/api/tenant/all-tenants/${id}`,
    headers: authed(token),
  });
  if (response.statusCode !== 200) throw new Error(`tenant not read: ${response.body}`);
  return response.json().tenant;
}

export async function statementOf(app: App, token: string, id: string): Promise<Statement> {
  const response = await app.inject({
    url: `/api/tenant/all-tenants/${id}/statement`,
    headers: authed(token),
  });
  if (response.statusCode !== 200) throw new Error(`statement not read: ${response.body}`);
  return response.json();
}

export function endTenancy(app: App, token: string, id: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/tenant/${id}/end-tenancy`,
    headers: authed(token),
    payload,
  });
}

export function creditNote(app: App, token: string, id: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/tenant/${id}/credit-note`,
    headers: authed(token),
    payload,
  });
}

/** Bills a tenant a one-off charge through "Bill now"; returns the invoice id. */
export async function billNow(app: App, token: string, tenantid: string, amount: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/invoice/new-charge',
    headers: authed(token),
    payload: { tenantid, chargetype: 'other', description: 'Rent, test', amount },
  });
  if (response.statusCode !== 201) throw new Error(`not billed: ${response.body}`);
  return response.json().invoices[0].invoiceid as string;
}
