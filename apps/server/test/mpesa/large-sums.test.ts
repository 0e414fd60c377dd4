import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processStoredConfirmations } from '../../src/modules/c2b/processor.js';
import { insertCallbacks } from '../../src/modules/c2b/repository.js';
import { tenantBalance } from '../../src/modules/ledger/balances.js';
import { authed } from '../helpers/accounts.js';
import { addTenant } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { c2bSample, landlordOnPaybill, storedPaymentOfBody } from './c2b-fixtures.js';

/**
 * Sums that grow with the data never overflow (issue 27): 2,000 payments of M-PESA's largest
 * amount, KES 250,000, to one tenant (KES 500 million, 5 * 10^10 cents: past a 32-bit sum)
 * are applied exactly, and the tenant's balance and statement say so, on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = 2_000;
const mostCents = 25_000_000;

describe('payments of the largest amount, many times over', () => {
  it('apply exactly, in the balance and the statement', async () => {
    const owner = await landlordOnPaybill(t.app, '600990');
    const tenant = await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const opening = await tenantBalance(t.db, owner.organizationId, tenant.tenantid);
    const now = new Date();
    const rows = Array.from({ length: count }, () => {
      const body = c2bSample(
        { BusinessShortCode: '600990', TransAmount: '250000.00' },
        new Date(now.getTime() - 60_000),
      );
      return {
        id: randomUUID(),
        organizationId: owner.organizationId,
        kind: 'confirmation',
        rawBody: JSON.stringify(body),
        payment: storedPaymentOfBody(body),
        transId: body.TransID,
        at: now.toISOString(),
      };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await insertCallbacks(t.db, rows.slice(i, i + 500));
    }
    const errors: unknown[] = [];
    const applied = await processStoredConfirmations({
      db: t.db,
      clock: () => now,
      onError: (error) => errors.push(error),
    });
    expect(errors).toEqual([]);
    expect(applied).toBe(count);

    const total = count * mostCents;
    expect(total).toBeGreaterThan(2 ** 31);
    expect(await tenantBalance(t.db, owner.organizationId, tenant.tenantid)).toBe(opening - total);
    const statement = await t.app.inject({
      url: `/api/tenant/all-tenants/${tenant.tenantid}/statement`,
      headers: authed(owner.token),
    });
    expect(statement.statusCode).toBe(200);
    expect(statement.json().balance).toBe((opening - total) / 100);
  }, 120_000);
});
