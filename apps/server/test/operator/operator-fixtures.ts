import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/connection.js';
import { authed, signUp } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/test-app.js';

/** The operator's phone in every operator test (OPERATOR_PHONES as stored: 07XXXXXXXX). */
export const operatorPhone = '0799000001';

/** The operator's PIN (signupBody's), typed again with every operator change. */
export const operatorPin = '4321';

/** Signs the operator up (they have an organization of their own, as everyone does). */
export function signUpOperator(app: App) {
  return signUp(app, { firstname: 'Otieno', lastname: 'Opiyo', phonenumber: operatorPhone });
}

/** Every operator route, with a valid body where it takes one, for an organization id. */
export function operatorRoutes(organizationId: string, contactRequestId = 'c-unknown') {
  const organization = `/api/operator/organizations/${organizationId}`;
  const pin = operatorPin;
  return [
    { method: 'GET', url: '/api/operator/organizations' },
    { method: 'GET', url: '/api/operator/organizations?q=a&status=active&planid=trial' },
    { method: 'PUT', url: `${organization}/plan`, payload: { planid: 'standard', pin } },
    { method: 'POST', url: `${organization}/trial`, payload: { days: 7, pin } },
    {
      method: 'POST',
      url: `${organization}/suspend`,
      payload: { reason: 'Unpaid invoices', pin },
    },
    { method: 'POST', url: `${organization}/reactivate`, payload: { pin } },
    { method: 'GET', url: '/api/operator/contact-requests' },
    { method: 'GET', url: '/api/operator/contact-requests?status=new' },
    {
      method: 'PUT',
      url: `/api/operator/contact-requests/${contactRequestId}`,
      payload: { status: 'contacted', notes: 'Called back' },
    },
    { method: 'GET', url: '/api/operator/subscription-payments' },
    { method: 'GET', url: '/api/operator/parked-confirmations' },
    { method: 'POST', url: '/api/operator/parked-confirmations/cb-unknown/retry' },
  ] as const;
}

export type OperatorRoute = ReturnType<typeof operatorRoutes>[number];

export function callRoute(app: App, route: OperatorRoute, token?: string, extra = {}) {
  return app.inject({
    method: route.method,
    url: route.url,
    headers: { ...(token ? authed(token) : {}), ...extra },
    ...('payload' in route ? { payload: route.payload } : {}),
  });
}

/** The console's calls, as the web app makes them. */
export function operatorApi(t: TestApp, token: string) {
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });
  const organization = (id: string) => `/api/operator/organizations/${id}`;
  return {
    list: (query = '') => call('GET', `/api/operator/organizations${query}`),
    // Every change carries the operator's PIN, as the console asks for it.
    setPlan: (id: string, body: object) =>
      call('PUT', `${organization(id)}/plan`, { pin: operatorPin, ...body }),
    extendTrial: (id: string, days: number, pin = operatorPin) =>
      call('POST', `${organization(id)}/trial`, { days, pin }),
    suspend: (id: string, reason: string, pin = operatorPin) =>
      call('POST', `${organization(id)}/suspend`, { reason, pin }),
    reactivate: (id: string, pin = operatorPin) =>
      call('POST', `${organization(id)}/reactivate`, { pin }),
    contactRequests: (query = '') => call('GET', `/api/operator/contact-requests${query}`),
    saveContactRequest: (id: string, body: object) =>
      call('PUT', `/api/operator/contact-requests/${id}`, body),
    subscriptionPayments: () => call('GET', '/api/operator/subscription-payments'),
  };
}

/** The organization's activity entries of a kind, oldest first. */
export function activityOf(db: Db, organizationId: string, kind: string) {
  return db
    .selectFrom('activity_log')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('kind', '=', kind)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
