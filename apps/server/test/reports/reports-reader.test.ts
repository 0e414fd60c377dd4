import type { ArrearsReport } from '@rental/shared/schemas/arrears';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { moveIn } from '../tenancy/tenancy-fixtures.js';
import { insertInvoice, pay } from '../transactions/fixtures.js';

// The reports compute from the app's reader (on the server's SQLite file, a connection on a
// thread of its own: db/sqlite-reader.ts), so that they never hold the thread that answers
// M-PESA. Each one is asked here, and must have read there.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sqliteReader: true });
});
afterAll(() => t.close());

const reports = [
  '/api/dashboard/summary',
  '/api/reports/arrears',
  '/api/reports/deposits',
  '/api/reports/rent-roll',
  '/api/reports/occupancy',
  '/api/reports/collections',
  '/api/reports/income-statement',
  '/api/reports/vacancies',
  // Not a report, but asked for by every signed-in screen: the bell's tallies.
  '/api/notifications',
];

describe('the reports', () => {
  it('read from the reader, and see a payment the moment it is answered', async () => {
    const owner = await landlordWithRoom(t.app, { monthlyrent: 12000 });
    const tenant = await moveIn(t.app, owner, 0);
    await insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId: tenant.tenantid,
      type: 'Rental Invoice Bill',
      amountCents: 1_200_000,
    });
    for (const url of reports) {
      const before = t.readerQueries();
      const response = await t.app.inject({ url, headers: authed(owner.token) });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(t.readerQueries(), url).toBeGreaterThan(before);
    }
    const owed = async () => {
      const response = await t.app.inject({
        url: '/api/reports/arrears',
        headers: authed(owner.token),
      });
      return response.json<ArrearsReport>().totals.balance;
    };
    expect(await owed()).toBe(12000);
    await pay(t.app, owner.token, tenant.tenantid, 4000);
    expect(await owed()).toBe(8000);
  });
});
