import { kesToCents } from '@rental/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantBalances } from '../../src/modules/ledger/balances.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { postPayment } from '../transactions/fixtures.js';
import { expectKeptTablesAgree } from './document-model.js';

// The database keeps each tenant's balance as entries are inserted (tenant_balances). Payments
// and charges for the same tenants sent all at once, as a busy rent day does, each add their
// own amount: none is lost to another writing the same row, and the kept balances end equal
// to the full sums over the journal and to the arithmetic of what was sent.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('kept balances under racing writers', () => {
  it('add every payment and charge sent at once to the same tenants', async () => {
    const owner = await landlordWithRoom(t.app);
    const openings = [12_000, 0, 3_500];
    const tenants = [];
    for (const [i, opening] of openings.entries()) {
      tenants.push(
        await addTenant(t.app, owner.token, owner.place, {
          firstname: ['Wanjiru', 'Otieno', 'Njeri'][i],
          housenumber: `K${i}`,
          openingrentbalance: opening,
          openingwaterbalance: 0,
        }),
      );
    }
    const expected = openings.map((kes) => kes * 100);

    const requests: Promise<{ statusCode: number; body: string }>[] = [];
    for (let n = 0; n < 24; n++) {
      const i = n % tenants.length;
      const amount = 250 + n * 37;
      expected[i]! -= amount * 100;
      requests.push(
        postPayment(t.app, owner.token, {
          tenantid: tenants[i]!.tenantid,
          paymentmode: 'Cash',
          amount,
          description: 'Rent',
        }),
      );
    }
    for (let n = 0; n < 9; n++) {
      const i = n % tenants.length;
      const amount = 1_000 + n * 11;
      expected[i]! += amount * 100;
      requests.push(
        t.app.inject({
          method: 'POST',
          url: '/api/invoice/new-charge',
          headers: authed(owner.token),
          payload: {
            tenantid: tenants[i]!.tenantid,
            chargetype: 'repair',
            description: `Repair ${n}`,
            amount: String(amount),
            sendsms: false,
          },
        }),
      );
    }
    const answers = await Promise.all(requests);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);

    const kept = await tenantBalances(t.db, owner.organizationId);
    await expectKeptTablesAgree(t.db, owner.organizationId);
    expect(tenants.map((tenant) => kept.get(tenant.tenantid))).toEqual(expected);

    const dashboard = await t.app.inject({
      url: '/api/dashboard/summary',
      headers: authed(owner.token),
    });
    const owed = expected.reduce((sum, cents) => sum + Math.max(0, cents), 0);
    expect(kesToCents(dashboard.json().totaldebts)).toBe(owed);
  });
});
