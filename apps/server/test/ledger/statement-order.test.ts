import type { Statement } from '@rental/shared/schemas/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { pay, settableClock } from '../transactions/fixtures.js';

// A tenant entered late: moved in on 1 October, typed in on 10 December with the rent of the
// move-in month and their October and November payments. The statement reads in the order
// the money moved (effective date, then when it was posted), and so does the balance.

const time = settableClock('2026-12-10T07:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

describe('statement order', () => {
  it('puts back-dated charges and payments on their own days, the balance following', async () => {
    const owner = await landlordWithRoom(t.app, { monthlyrent: 9000 });
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      moveindate: '2026-10-01',
      prorate: true,
      deposit: 0,
    });
    await pay(t.app, owner.token, tenant.tenantid, 9000, { date: '2026-10-05' });
    await pay(t.app, owner.token, tenant.tenantid, 4000, { date: '2026-10-02' });
    const response = await t.app.inject({
      url: `/api/tenant/all-tenants/${tenant.tenantid}/statement`,
      headers: authed(owner.token),
    });
    const statement = response.json<Statement>();
    expect(
      statement.entries.map((e) => [e.date.slice(0, 10), e.kind, e.debit, e.credit, e.balance]),
    ).toEqual([
      // The opening balances brought forward open the move-in day.
      ['2026-10-01', 'opening', 1500.5, 0, 1500.5],
      ['2026-10-01', 'opening', 200, 0, 1700.5],
      ['2026-10-01', 'invoice', 9000, 0, 10700.5],
      ['2026-10-02', 'payment', 0, 4000, 6700.5],
      ['2026-10-05', 'payment', 0, 9000, -2299.5],
    ]);
  });
});
