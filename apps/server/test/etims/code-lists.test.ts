import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeListsFor, mergeCodeLists } from '../../src/modules/etims/code-lists.js';
import { connectionOf, deviceKeyOf } from '../../src/modules/etims/device-service.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { testEtimsOptions } from '../helpers/test-options.js';
import { startEtimsSimulator, type EtimsSimulator } from '../../../../tools/etims-simulator.mjs';

const time = testClock(new Date('2026-12-01T06:00:00.000Z'));
let t: TestApp;
let sim: EtimsSimulator;
beforeAll(async () => {
  sim = await startEtimsSimulator();
  t = await createTestApp({ clock: time.clock, etims: { baseUrl: sim.url } });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

describe("KRA's code lists, cached per organization", () => {
  it('are read from the cache for a day, then asked again for what changed since', async () => {
    const { token, user } = await signUp(t.app);
    const organizationId = user.organizationid;
    await t.app.inject({
      method: 'PUT',
      url: '/api/etims/settings',
      headers: authed(token),
      payload: { pin: 'P051234567X', branchid: '00', deviceserial: 'RM-1' },
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/etims/test', headers: authed(token) }))
        .statusCode,
    ).toBe(200);
    const deps = { db: t.db, clock: time.clock, etims: testEtimsOptions({ baseUrl: sim.url }) };
    const row = await t.db
      .selectFrom('etims_settings')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    const read = () =>
      codeListsFor(
        deps,
        organizationId,
        connectionOf(deps, row),
        deviceKeyOf(deps, organizationId, row),
      );
    const asked = () => sim.requests.filter((r) => r.path === '/selectCodeList');

    time.advanceMinutes(23 * 60);
    const cached = await read();
    expect(cached.find((c) => c.cdCls === '04')?.dtlList).toHaveLength(5);
    expect(asked()).toHaveLength(1);

    time.advanceMinutes(2 * 60);
    const refreshed = await read();
    expect(refreshed).toEqual(cached);
    expect(asked()).toHaveLength(2);
    // Since the first read, in Kenya time (06:00 UTC is 09:00 in Nairobi).
    expect(asked()[1]?.body).toEqual({ lastReqDt: '20261201090000' });
  });

  it('merge what KRA changed into what is cached, code by code', () => {
    const code = (cd: string, cdNm: string) => ({ cd, cdNm, useYn: 'Y' });
    const cached = [
      {
        cdCls: '04',
        cdClsNm: 'Taxation Type',
        useYn: 'Y',
        dtlList: [code('A', 'A-Exempt'), code('B', 'B-16%')],
      },
    ];
    const changed = [
      { cdCls: '04', cdClsNm: 'Taxation Type', useYn: 'Y', dtlList: [code('B', 'B-16.00%')] },
      { cdCls: '07', cdClsNm: 'Payment Type', useYn: 'Y', dtlList: [code('06', 'MOBILE MONEY')] },
    ];
    expect(mergeCodeLists(cached, changed)).toEqual([
      { ...cached[0], dtlList: [code('A', 'A-Exempt'), code('B', 'B-16.00%')] },
      changed[1],
    ]);
  });
});
