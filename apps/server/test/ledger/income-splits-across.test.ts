import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeSplitsOfTenants } from '../../src/modules/ledger/income-allocation.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertInvoice } from '../transactions/fixtures.js';

// A C2B batch splits the payments of several organizations in the same read, which asks for
// the batch's tenants' unpaid charges by (organization, tenant) (db/tenant-keys.ts
// tenantKeyIn). A charge counts only for the (organization, tenant) it was asked for: a tenant
// named with another organization than their own finds none of their books.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tenantOwing(waterCents: number) {
  const owner = await landlordWithRoom(t.app);
  const tenant = await addTenant(t.app, owner.token, owner.place);
  await insertInvoice(t.db, {
    organizationId: owner.organizationId,
    tenantId: tenant.tenantid,
    amountCents: waterCents,
    type: 'Water Invoice Bill',
  });
  return { organizationId: owner.organizationId, tenantId: tenant.tenantid };
}

describe('income splits across organizations', () => {
  it('reads each tenant’s books in their own organization only', async () => {
    const first = await tenantOwing(120_000);
    const second = await tenantOwing(90_000);
    const cents = 1_000_000;
    // Each tenant alone: their organization's books, read by (organization, tenant).
    const alone = async (key: typeof first) =>
      (await incomeSplitsOfTenants(t.db, [{ ...key, cents }])).get(key.tenantId);
    const firstAlone = await alone(first);
    const secondAlone = await alone(second);
    // What the split is for: their water bill (and any opening water balance) is paid, not
    // all of it counted as rent.
    expect(firstAlone?.water).toBeGreaterThanOrEqual(120_000);
    expect(secondAlone?.water).toBeGreaterThanOrEqual(90_000);

    // Together, as a C2B batch spanning both organizations: the same splits.
    const together = await incomeSplitsOfTenants(t.db, [
      { ...first, cents },
      { ...second, cents },
    ]);
    expect(together.get(first.tenantId)).toEqual(firstAlone);
    expect(together.get(second.tenantId)).toEqual(secondAlone);

    // The second tenant named with the first's organization, in a batch that spans a third:
    // none of their books count.
    const third = await tenantOwing(50_000);
    const mispaired = await incomeSplitsOfTenants(t.db, [
      { ...first, cents },
      { organizationId: first.organizationId, tenantId: second.tenantId, cents },
      { ...third, cents },
    ]);
    expect(mispaired.get(first.tenantId)).toEqual(firstAlone);
    expect(mispaired.get(third.tenantId)).toEqual(await alone(third));
    expect(mispaired.get(second.tenantId)).toEqual({
      rent: cents,
      water: 0,
      servicecharge: 0,
      other: 0,
    });
  });
});
