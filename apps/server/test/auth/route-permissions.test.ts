import { randomUUID } from 'node:crypto';
import { userRoles, type UserRole } from '@rental/shared/enums';
import { can, type Permission } from '@rental/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/modules/auth/sessions.js';
import { authed, signUp } from '../helpers/accounts.js';
import { signedInMember } from '../helpers/members.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

/**
 * Issue 28: every signed-in route of the OpenAPI document against the permission map. Each
 * route is listed here with the permission its caller's role needs ('signedIn': any role), so
 * a new route without an entry fails; a role without the permission gets 403, one with it
 * never does (ids are unknown, bodies empty: 400 or 404, but not 403).
 */
const routePermissions: Record<string, Permission | 'signedIn'> = {
  'GET /api/activity': 'activity.read',
  'POST /api/activity/exports': 'signedIn',
  'POST /api/auth/logout': 'signedIn',
  'GET /api/auth/user': 'signedIn',
  'DELETE /api/books/closed-months/:month': 'books.close',
  'GET /api/books/closed-months': 'reports.read',
  'POST /api/books/closed-months': 'books.close',
  'GET /api/dashboard/summary': 'reports.read',
  'DELETE /api/expenses/:id': 'money.write',
  'GET /api/expenses/:id': 'money.read',
  'PUT /api/expenses/:id': 'money.write',
  'DELETE /api/expenses/:id/receipt': 'money.write',
  'GET /api/expenses/:id/receipt': 'money.read',
  'PUT /api/expenses/:id/receipt': 'money.write',
  'GET /api/etims/settings': 'etims.setup',
  'PUT /api/etims/settings': 'etims.setup',
  'POST /api/etims/test': 'etims.setup',
  'GET /api/etims/report': 'etims.setup',
  'GET /api/etims/transmissions': 'etims.setup',
  'POST /api/etims/transmissions/:id/retry': 'etims.setup',
  'GET /api/expenses/all': 'money.read',
  'POST /api/expenses/new-expense': 'money.write',
  'GET /api/invoice/:id/bill': 'money.read',
  'POST /api/invoice/:id/waive': 'billing.setup',
  'GET /api/invoice/all': 'money.read',
  'POST /api/invoice/new-charge': 'money.write',
  'POST /api/invoice/run': 'billing.setup',
  'GET /api/invoicesettings/all-invoices': 'money.read',
  'DELETE /api/invoicesettings/all-invoices/:id': 'billing.setup',
  'GET /api/invoicesettings/all-invoices/:id': 'money.read',
  'PUT /api/invoicesettings/all-invoices/:id': 'billing.setup',
  'GET /api/invoicesettings/all-invoices/:id/runs': 'money.read',
  'POST /api/invoicesettings/new-invoice': 'billing.setup',
  'DELETE /api/landlords/:id': 'settings',
  'GET /api/landlords/:id': 'money.read',
  'PUT /api/landlords/:id': 'settings',
  'POST /api/landlords/:id/remittances': 'money.write',
  'DELETE /api/landlords/:id/page-link': 'settings',
  'GET /api/landlords/:id/page-link': 'settings',
  'POST /api/landlords/:id/page-link': 'settings',
  'POST /api/landlords/:id/page-link/sms': 'settings',
  'GET /api/landlords/all': 'money.read',
  'POST /api/landlords/new-landlord': 'settings',
  'GET /api/mpesa/quarantine': 'payments.review',
  'POST /api/mpesa/quarantine/:id/accept': 'payments.review',
  'POST /api/mpesa/quarantine/:id/reject': 'payments.review',
  'POST /api/mpesa/statement-import': 'money.write',
  'GET /api/mpesa/unallocated': 'money.read',
  'POST /api/mpesa/unallocated/:id/assign': 'money.write',
  'POST /api/mpesasettings/callback-secret/revoke-previous': 'settings',
  'POST /api/mpesasettings/callback-secret/rotate': 'settings',
  'GET /api/mpesasettings/mpesa-settings': 'settings',
  'PUT /api/mpesasettings/mpesa-settings': 'settings',
  'POST /api/mpesasettings/register-urls': 'settings',
  'GET /api/notifications': 'signedIn',
  'POST /api/notifications/read': 'signedIn',
  'GET /api/onboarding/progress': 'signedIn',
  'PUT /api/onboarding/progress': 'settings',
  'PUT /api/organization/managers-may-erase': 'team',
  'GET /api/organization/payee': 'money.read',
  'GET /api/organization/profile': 'signedIn',
  'PUT /api/organization/profile': 'settings',
  'GET /api/plan/usage': 'signedIn',
  'GET /api/notices': 'notices.send',
  'POST /api/notices': 'notices.send',
  'POST /api/notices/preview': 'notices.send',
  'GET /api/tenant/:id/lease': 'tenants.private',
  'PUT /api/tenant/:id/lease': 'tenants.write',
  'POST /api/tenant/:id/lease/renew': 'tenants.write',
  'GET /api/tenant/:id/lease.pdf': 'tenants.private',
  'GET /api/lease-templates': 'settings',
  'PUT /api/lease-templates/:language': 'settings',
  'POST /api/tenant/:id/notice': 'tenants.write',
  'POST /api/tenant/:id/documents': 'tenants.write',
  'GET /api/tenant/:id/documents': 'tenants.private',
  'POST /api/rental/:id/documents': 'rentals.write',
  'GET /api/rental/:id/documents': 'rentals.read',
  'GET /api/documents/:id': 'rentals.read',
  'DELETE /api/documents/:id': 'rentals.read',
  'GET /api/repairs': 'repairs.manage',
  'POST /api/repairs': 'repairs.manage',
  'GET /api/repairs/:id': 'repairs.manage',
  'GET /api/repairs/:id/photos/:photoid': 'repairs.manage',
  'POST /api/repairs/:id/photos': 'repairs.manage',
  'PUT /api/repairs/:id': 'repairs.manage',
  'POST /api/repairs/:id/close': 'repairs.manage',
  'GET /api/reminders/preview': 'reminders.send',
  'POST /api/reminders/send-now': 'reminders.send',
  'GET /api/reminders/settings': 'billing.setup',
  'PUT /api/reminders/settings': 'billing.setup',
  'DELETE /api/rental/:id': 'rentals.write',
  'GET /api/rental/all-rentals': 'rentals.read',
  'GET /api/rental/all-rentals/:id': 'rentals.read',
  'PUT /api/rental/all-rentals/:id': 'rentals.write',
  'GET /api/rental/all-rentals/:id/late-fee': 'money.read',
  'PUT /api/rental/all-rentals/:id/late-fee': 'billing.setup',
  'POST /api/rental/new-rental': 'rentals.write',
  'GET /api/rental/room-type': 'rentals.read',
  'POST /api/rental/room-type': 'rentals.write',
  'DELETE /api/rental/room-type/:id': 'rentals.write',
  'GET /api/rental/room-type/:id': 'rentals.read',
  'POST /api/rental/room-type/:id': 'rentals.write',
  'DELETE /api/rental/roomtypes/:id': 'rentals.write',
  'GET /api/reports/arrears': 'reports.read',
  'GET /api/reports/collections': 'reports.read',
  'GET /api/reports/deposits': 'reports.read',
  'GET /api/reports/income-statement': 'reports.read',
  'GET /api/reports/kra-mri': 'tax.file',
  'PUT /api/reports/kra-mri/filing': 'tax.file',
  'GET /api/reports/occupancy': 'reports.read',
  'GET /api/reports/repairs': 'reports.read',
  'GET /api/reports/vacancies': 'reports.read',
  'GET /api/reports/vacancies/settings': 'reports.read',
  'PUT /api/reports/vacancies/settings': 'settings',
  'GET /api/reports/owner-statement': 'reports.read',
  'POST /api/reports/owner-statement/sms': 'reports.read',
  'GET /api/reports/rent-roll': 'reports.read',
  'GET /api/search': 'tenants.read',
  'GET /api/sms/incoming': 'money.read',
  'GET /api/sms/messages': 'money.read',
  'POST /api/sms/messages/:id/resend': 'reminders.send',
  'POST /api/sms/messages/:id/send': 'reminders.send',
  'POST /api/sms/messages/:id/discard': 'reminders.send',
  'POST /api/sms/messages/send-waiting': 'reminders.send',
  'POST /api/sms/messages/discard-waiting': 'reminders.send',
  'GET /api/sms/waiting': 'money.read',
  'GET /api/sms/settings': 'settings',
  'PUT /api/sms/settings': 'settings',
  'POST /api/sms/test': 'settings',
  'GET /api/stk/requests/:id': 'money.write',
  'POST /api/stk/subscription': 'subscription',
  'POST /api/stk/tenant/:id': 'money.write',
  'POST /api/subscriptionsettings/contact': 'subscription',
  'POST /api/subscriptionsettings/new-subscriptionsettings': 'subscription',
  'GET /api/subscriptionsettings/status': 'signedIn',
  'GET /api/subscriptionsettings/subscriptionsetting': 'subscription',
  'PUT /api/subscriptionsettings/subscriptionsetting/:id': 'subscription',
  'GET /api/team/members': 'team',
  'POST /api/team/members': 'team',
  'DELETE /api/team/members/:id': 'team',
  'PUT /api/team/members/:id': 'team',
  'POST /api/team/members/:id/resend-code': 'team',
  'POST /api/team/members/:id/reset-pin': 'team',
  'DELETE /api/tenant/:id': 'tenants.write',
  'POST /api/tenant/:id/credit-note': 'money.write',
  'POST /api/tenant/:id/end-tenancy': 'tenants.write',
  'POST /api/tenant/:id/erase': 'personalData.erase',
  'DELETE /api/tenant/:id/link': 'tenantPage.link',
  'GET /api/tenant/:id/link': 'tenantPage.link',
  'POST /api/tenant/:id/link': 'tenantPage.link',
  'POST /api/tenant/:id/link/sms': 'tenantPage.link',
  'POST /api/tenant/:id/move': 'tenants.write',
  'GET /api/tenant/:id/move-out-preview': 'tenants.write',
  'GET /api/tenant/:id/personal-data': 'personalData.export',
  'POST /api/tenant/:id/rent-change': 'tenants.write',
  'DELETE /api/tenant/:id/rent-change/:changeid': 'tenants.write',
  'GET /api/tenant/:id/rent-history': 'tenants.private',
  'GET /api/tenant/all-tenants': 'tenants.read',
  'GET /api/tenant/vacating': 'tenants.read',
  'GET /api/tenant/all-tenants/:id': 'tenants.read',
  'PUT /api/tenant/all-tenants/:id': 'tenants.write',
  'GET /api/tenant/all-tenants/:id/statement': 'tenants.private',
  'POST /api/tenant/import': 'tenants.write',
  'POST /api/tenant/import/preview': 'tenants.write',
  'GET /api/tenant/import/template': 'tenants.write',
  'POST /api/tenant/new-tenant': 'tenants.write',
  'GET /api/transactions/all-transactions': 'money.read',
  'DELETE /api/transactions/all-transactions/:id': 'payments.delete',
  'GET /api/transactions/all-transactions/:id': 'money.read',
  'GET /api/transactions/all-transactions/:id/receipt': 'money.read',
  'POST /api/transactions/new-payment': 'money.write',
  'POST /api/transactions/:id/reassign': 'payments.move',
  'POST /api/transactions/:id/reverse': 'payments.delete',
  'PUT /api/user/language': 'signedIn',
  'POST /api/user/phone-change': 'signedIn',
  'POST /api/user/phone-change/verify': 'signedIn',
  'POST /api/user/phone-confirmation': 'signedIn',
  'POST /api/user/phone-confirmation/verify': 'signedIn',
  'PUT /api/user/user-deactivation': 'signedIn',
  'PUT /api/user/user-pin': 'signedIn',
  'PUT /api/user/user-profile': 'signedIn',
  'GET /api/users/all-users': 'signedIn',
  'GET /api/users/all-users/:id': 'team',
  'GET /api/water/meters': 'readings.write',
  'POST /api/water/new-reading': 'readings.write',
  'POST /api/water/new-readings': 'readings.write',
  'GET /api/water/readings': 'readings.write',
  'DELETE /api/water/readings/:id': 'readings.write',
  'PUT /api/water/readings/:id': 'readings.write',
  'GET /api/whatsapp/settings': 'whatsapp.settings',
  'PUT /api/whatsapp/settings': 'whatsapp.settings',
};

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

const time = testClock();
let t: TestApp;
let organizationId: string;
const userIds = new Map<UserRole, string>();
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  const owner = await signUp(t.app, { accounttype: 'Agent' }); // agents keep landlords
  organizationId = owner.user.organizationid;
  userIds.set('owner', owner.user.userid);
  for (const role of userRoles.filter((r) => r !== 'owner')) {
    userIds.set(role, (await signedInMember(t.db, organizationId, time.clock, role)).id);
  }
});
afterAll(() => t.close());

/** A session of its own per request: signing out or a PIN change ends only that one. */
function tokenOf(role: UserRole) {
  const id = userIds.get(role);
  if (!id) throw new Error(`no ${role}`);
  return startSession(t.db, time.clock, { id, organization_id: organizationId });
}

async function signedInRoutes() {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<OpenApiDocument>();
  const routes: { method: string; path: string }[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (path.startsWith('/api/operator/')) continue; // operators: their own guard (404)
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.security?.length) continue;
      routes.push({ method: method.toUpperCase(), path: path.replace(/{(\w+)}/g, ':$1') });
    }
  }
  return routes;
}

describe('every signed-in route and the permission map', () => {
  it('lists each signed-in route, and no route that is gone', async () => {
    const keys = (await signedInRoutes()).map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key) => !(key in routePermissions))).toEqual([]);
    expect(Object.keys(routePermissions).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('refuses (403) each role the permission map does not give the route, and no other', async () => {
    const wrong: string[] = [];
    for (const { method, path } of await signedInRoutes()) {
      const permission = routePermissions[`${method} ${path}`];
      if (!permission) continue;
      const url = path.replace(/:\w+/g, () => randomUUID());
      for (const role of userRoles) {
        const allowed = permission === 'signedIn' || can(role, permission);
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: authed(await tokenOf(role)),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        const right = allowed ? status !== 403 && status !== 401 && status < 500 : status === 403;
        if (!right)
          wrong.push(`${role} ${method} ${path}: ${status} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
