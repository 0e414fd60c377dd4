import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../helpers/test-clock.js';
import {
  callbackSecret,
  createStkTestApp,
  postCallback,
  stkCallbackBody,
  type StkTestApp,
} from './stk-fixtures.js';
import {
  ended,
  landlordWithTenant,
  paymentsOf,
  pushStatus,
  pushToTenant,
  quarantinedOf,
  storedCallbacksOf,
} from './stk-tenant-push.js';

// Issue 27: each push has its own callback token, and a result is applied only to the push
// that owns it. The old server-wide secret settles only pushes sent before tokens.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: StkTestApp;
beforeAll(async () => {
  t = await createStkTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const success = (checkout: string, receipt: string) =>
  stkCallbackBody(checkout, { code: 0, amount: 5500, receipt });

async function everyStoredCallback() {
  return t.db.selectFrom('stk_callbacks').select('id').execute();
}

describe('POST /api/stk/callback/{token}', () => {
  it('gives each push its own token and stores only its hash', async () => {
    const owner = await landlordWithTenant(t);
    const a = await pushToTenant(t, owner);
    const b = await pushToTenant(t, owner, { amount: 100 });
    expect(tokenOf(a.url)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenOf(a.url)).not.toBe(tokenOf(b.url));
    const row = await t.db
      .selectFrom('stk_requests')
      .selectAll()
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    const hash = createHash('sha256').update(tokenOf(a.url)).digest('hex');
    expect(row.callback_token_hash).toBe(hash);
    expect(JSON.stringify(row)).not.toContain(tokenOf(a.url));
    const issued = await t.db.selectFrom('stk_callback_tokens').selectAll().execute();
    expect(issued.map((token) => token.token_hash)).toContain(hash);
    expect(JSON.stringify(issued)).not.toContain(tokenOf(a.url));
  });

  it('changes nothing when it carries another push’s result', async () => {
    const mallory = await landlordWithTenant(t);
    const victim = await landlordWithTenant(t);
    const own = await pushToTenant(t, mallory);
    const target = await pushToTenant(t, victim);

    // The victim's push's result, on the token of a push Mallory started.
    const forged = await postCallback(own.url, success(target.checkout, 'FORGED0001'));
    expect(forged.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 100));

    for (const [owner, push] of [
      [mallory, own],
      [victim, target],
    ] as const) {
      expect(await pushStatus(t, owner, push.id)).toMatchObject({ status: 'pending' });
      expect(await paymentsOf(t, owner.organizationId)).toEqual([]);
      expect(await quarantinedOf(t, owner.organizationId)).toEqual([]);
    }
    expect(await storedCallbacksOf(t, target.checkout)).toEqual([]);
    const row = await t.db
      .selectFrom('stk_requests')
      .select(['result_code', 'receipt'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ result_code: null, receipt: null });
  });

  it('answers 404 to an unknown token and stores nothing', async () => {
    const owner = await landlordWithTenant(t);
    const push = await pushToTenant(t, owner);
    const before = await everyStoredCallback();
    for (const token of [randomBytes(32).toString('hex'), 'wrong-secret']) {
      const response = await postCallback(
        `${t.url}/api/stk/callback/${token}`,
        success(push.checkout, 'UNKNOWN001'),
      );
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await everyStoredCallback()).toHaveLength(before.length);
    expect(await pushStatus(t, owner, push.id)).toMatchObject({ status: 'pending' });
    expect(await paymentsOf(t, owner.organizationId)).toEqual([]);
  });
});

describe('the old server-wide callback secret', () => {
  const oldUrl = () => `${t.url}/api/stk/callback/${callbackSecret}`;

  it('still settles a push sent before the upgrade (it has no token)', async () => {
    const owner = await landlordWithTenant(t);
    const push = await pushToTenant(t, owner);
    // As migration 0029 leaves a push that was in flight: no token of its own.
    await t.db
      .updateTable('stk_requests')
      .set({ callback_token_hash: null })
      .where('id', '=', push.id)
      .execute();
    t.simulator.controls.answerStkQuery(push.checkout, 0);

    const response = await postCallback(oldUrl(), success(push.checkout, 'OLDPATH001'));
    expect(response.status).toBe(200);
    expect(await ended(t, owner, push.id)).toMatchObject({
      status: 'succeeded',
      receipt: 'OLDPATH001',
    });
    expect(await paymentsOf(t, owner.organizationId)).toMatchObject([
      { amount_cents: 550_000, external_reference: 'OLDPATH001' },
    ]);
  });

  it('never settles a push that has its own token, and stores nothing for it', async () => {
    const owner = await landlordWithTenant(t);
    const push = await pushToTenant(t, owner);
    t.simulator.controls.answerStkQuery(push.checkout, 0);

    const response = await postCallback(oldUrl(), success(push.checkout, 'OLDPATH002'));
    expect(response.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await pushStatus(t, owner, push.id)).toMatchObject({ status: 'pending' });
    expect(await storedCallbacksOf(t, push.checkout)).toEqual([]);
    expect(await paymentsOf(t, owner.organizationId)).toEqual([]);
  });
});
