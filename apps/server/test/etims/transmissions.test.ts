import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EtimsError, saveItem, saveSale } from '../../src/integrations/etims/oscu-client.js';
import { connectionOf, deviceKeyOf } from '../../src/modules/etims/device-service.js';
import { figuresSent } from '../../src/modules/etims/rent-sale.js';
import {
  maxTransmissionAttempts,
  transmissionOutcome,
} from '../../src/modules/etims/transmission-outcome.js';
import {
  claimDueTransmissions,
  markAttemptFailed,
  markTransmitted,
  queueTransmission,
  requeueInterrupted,
} from '../../src/modules/etims/transmissions-repository.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testEtimsOptions } from '../helpers/test-options.js';
import { startEtimsSimulator, type EtimsSimulator } from '../../../../tools/etims-simulator.mjs';
import { rentItem, rentSale } from './rent-sale.js';

let t: TestApp;
let sim: EtimsSimulator;
beforeAll(async () => {
  sim = await startEtimsSimulator();
  t = await createTestApp({ etims: { baseUrl: sim.url, timeoutMs: 300 } });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

const now = '2026-12-01T06:00:00.000Z';
const later = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();

/** An organization with eTIMS saved (and tested, so its device has a key). */
async function etimsLandlord(pin = 'P051234567X') {
  const { token, user } = await signUp(t.app);
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/etims/settings',
    headers: authed(token),
    payload: { pin, branchid: '00', deviceserial: `RM-${randomUUID().slice(0, 8)}` },
  });
  expect(put.statusCode).toBe(200);
  const organizationId = user.organizationid;
  return { token, organizationId };
}

const queueSale = (organizationId: string, invoiceId = randomUUID()) =>
  queueTransmission(t.db, organizationId, { kind: 'sale', invoiceId }, randomUUID(), now);

describe('the eTIMS queue', () => {
  it('numbers each document once, in order, per organization', async () => {
    const a = await etimsLandlord();
    const b = await etimsLandlord();
    const invoice = randomUUID();
    expect(await queueSale(a.organizationId, invoice)).toBe(1);
    expect(await queueSale(a.organizationId)).toBe(2);
    // The same invoice again: not queued, and no number used up.
    expect(await queueSale(a.organizationId, invoice)).toBeUndefined();
    const refund = { kind: 'refund', creditNoteId: randomUUID(), originalNumber: 1 } as const;
    expect(await queueTransmission(t.db, a.organizationId, refund, randomUUID(), now)).toBe(3);
    expect(await queueSale(b.organizationId)).toBe(1);
    const { user } = await signUp(t.app);
    expect(await queueSale(user.organizationid)).toBeUndefined();
  });

  it('gives each due row to one sender: two claims at once take disjoint rows', async () => {
    const { organizationId } = await etimsLandlord();
    for (let i = 0; i < 6; i += 1) await queueSale(organizationId);
    const claim = (token: string) =>
      claimDueTransmissions(t.db, { token, now: later(1), leaseUntil: later(2), limit: 100 });
    const [first, second] = await Promise.all([claim('one'), claim('two')]);
    const ids = [...first, ...second]
      .filter((row) => row.organization_id === organizationId)
      .map((r) => r.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(await claim('three')).toEqual([]);
    // A sender that died: its rows go back to the queue once the lease ran out, not before.
    expect(await requeueInterrupted(t.db, later(2))).toBe(0);
    expect(await requeueInterrupted(t.db, later(3))).toBeGreaterThanOrEqual(6);
  });

  it('retries what may have reached KRA and fails what KRA refused', () => {
    const timeout = new EtimsError('timeout', 'No answer from KRA eTIMS (timeout)');
    expect(transmissionOutcome(timeout, 0)).toMatchObject({ action: 'retry', delayMs: 60_000 });
    expect(transmissionOutcome(timeout, 3)).toMatchObject({ action: 'retry', delayMs: 480_000 });
    expect(transmissionOutcome(timeout, maxTransmissionAttempts - 1)).toMatchObject({
      action: 'fail',
    });
    const refused = new EtimsError('910', 'KRA eTIMS refused the request: 910 parameter error');
    expect(transmissionOutcome(refused, 0)).toMatchObject({ action: 'fail' });
    expect(transmissionOutcome(new EtimsError('http-503', 'down'), 0).action).toBe('retry');
  });

  it('never makes a second sale: a retry after a timeout gets the first receipt', async () => {
    const { token, organizationId } = await etimsLandlord('A051234567B');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/etims/test', headers: authed(token) }))
        .statusCode,
    ).toBe(200);
    await queueSale(organizationId);
    const deps = {
      db: t.db,
      clock: () => new Date(now),
      etims: testEtimsOptions({ baseUrl: sim.url, timeoutMs: 300 }),
    };
    const settings = await t.db
      .selectFrom('etims_settings')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    const key = deviceKeyOf(deps, organizationId, settings);
    await saveItem(connectionOf(deps, settings), key, rentItem);
    const send = async (token: string, at: string) => {
      const claimed = await claimDueTransmissions(t.db, {
        token,
        now: at,
        leaseUntil: later(60),
        limit: 100,
      });
      const row = claimed.find((r) => r.organization_id === organizationId)!;
      try {
        const sale = rentSale(row.document_number);
        const receipt = await saveSale(connectionOf(deps, settings), key, sale);
        await markTransmitted(
          t.db,
          token,
          row.id,
          {
            controlNumber: receipt.curRcptNo,
            signature: receipt.rcptSign,
            internalData: receipt.intrlData,
            kraTime: receipt.sdcDateTime,
            qrUrl: null,
          },
          figuresSent(sale),
          at,
        );
      } catch (error) {
        const outcome = transmissionOutcome(error, row.attempts);
        const nextAttemptAt = outcome.action === 'retry' ? later(outcome.delayMs / 60_000) : null;
        await markAttemptFailed(t.db, token, row.id, { error: outcome.error, nextAttemptAt }, at);
      }
      return t.db
        .selectFrom('etims_transmissions')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
    };
    sim.controls.hangNext();
    const lost = await send('first', now);
    expect(lost).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: later(1) });
    expect(lost.error).toMatch(/^timeout/);
    const sent = await send('second', later(1));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(sent.signature).toMatch(/^[A-Z2-7]{16}$/);
    expect(sim.controls.timesSent(sent.document_number)).toBe(2);
    expect(sim.controls.salesCount(sent.document_number, 'A051234567B')).toBe(1);
  });
});
