import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { operatorApi, operatorPhone, signUpOperator } from './operator-fixtures.js';

// An operator extends the free month: from its end, or from now once it has ended.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
let api: ReturnType<typeof operatorApi>;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, operatorPhones: [operatorPhone] });
  api = operatorApi(t, (await signUpOperator(t.app)).token);
});
afterAll(() => t.close());

describe('POST /api/operator/organizations/{id}/trial', () => {
  it('adds days to the free month, from now when it has ended; a free-month paid period follows', async () => {
    const owner = await signUp(t.app);
    const id = owner.user.organizationid;
    const extended = await api.extendTrial(id, 14);
    expect(extended.json().organization.trialendsat).toBe('2026-04-16T06:00:00.000Z');

    await t.db
      .updateTable('organizations')
      .set({ trial_ends_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    const fromNow = await api.extendTrial(id, 5);
    expect(fromNow.json().organization).toMatchObject({
      trialendsat: '2026-03-07T06:00:00.000Z',
      status: 'lapsing',
    });

    // A plan chosen during the free month, nothing paid beyond it: the paid period moves too.
    await api.setPlan(id, { planid: 'standard' });
    const moved = await api.extendTrial(id, 30);
    expect(moved.json().organization).toMatchObject({
      trialendsat: '2026-04-06T06:00:00.000Z',
      paiduntil: '2026-04-06T06:00:00.000Z',
      status: 'active',
    });
  });

  it('leaves a paid period alone, and answers 404 for an organization that is not there', async () => {
    const owner = await signUp(t.app);
    const id = owner.user.organizationid;
    await t.db
      .updateTable('organizations')
      .set({ plan_id: 'standard', paid_until: '2026-06-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    const response = await api.extendTrial(id, 7);
    expect(response.json().organization.paiduntil).toBe('2026-06-01T00:00:00.000Z');
    expect((await api.extendTrial('no-such-organization', 7)).statusCode).toBe(404);
    expect((await api.setPlan('no-such-organization', { planid: 'standard' })).statusCode).toBe(
      404,
    );
  });
});
