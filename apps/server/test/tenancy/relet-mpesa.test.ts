import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDarajaTokenCache } from '../../src/integrations/mpesa/daraja-client.js';
import { startDarajaSimulator, type DarajaSimulator } from '../../../../tools/daraja-simulator.mjs';
import { authed } from '../helpers/accounts.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, freePort, type TestApp } from '../helpers/test-app.js';
import { c2bSample } from '../mpesa/c2b-fixtures.js';
import { billNow, endTenancy, moveIn, tenantOf } from './tenancy-fixtures.js';

let t: TestApp;
let sim: DarajaSimulator;
beforeAll(async () => {
  sim = await startDarajaSimulator({ stkDelayMs: 10 });
  const port = await freePort();
  t = await createTestApp({
    mpesa: { baseUrl: sim.url, publicUrl: `http://127.0.0.1:${port}` },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});
beforeEach(() => clearDarajaTokenCache());

async function paybillLandlord() {
  const owner = await landlordWithRoom(t.app);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: {
      organizationname: 'Sunrise',
      paybillnumber: '600966',
      consumerkey: 'test-key',
      consumersecret: 'test-secret',
      passkey: 'pk',
    },
  });
  expect(saved.statusCode).toBe(200);
  const url: string = saved.json().mpesasettings.confirmationurl;
  return { ...owner, secret: /\/api\/c2b\/([0-9a-f]{40})\/confirmation$/.exec(url)![1]! };
}

async function confirm(secret: string, account: string, amount: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/c2b/${secret}/confirmation`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(c2bSample({ BillRefNumber: account, TransAmount: amount })),
  });
  // M-PESA is answered once the confirmation is stored; it is applied moments later.
  await t.app.c2bConfirmations.settled();
  return response;
}

describe('a house let again after its tenant left', () => {
  it('credits an M-PESA payment to the new tenant; the leaver pays while the house is empty', async () => {
    const owner = await paybillLandlord();
    const leaver = await moveIn(t.app, owner, 0, { housenumber: 'A4', meternumber: 'MA4' });
    await billNow(t.app, owner.token, leaver.tenantid, 6000);
    const ended = await endTenancy(t.app, owner.token, leaver.tenantid, {
      moveoutdate: leaver.tenantdata.moveindate,
    });
    expect(ended.statusCode).toBe(200);

    // Nobody lives in A4: the leaver's payment of what they owe still finds them.
    expect((await confirm(owner.secret, 'A4', '2000.00')).statusCode).toBe(200);
    expect((await tenantOf(t.app, owner.token, leaver.tenantid)).balance).toBe(4000);

    const next = await moveIn(t.app, owner, 0, { housenumber: 'A4', meternumber: 'MA4' });
    await billNow(t.app, owner.token, next.tenantid, 9000);
    expect((await confirm(owner.secret, 'a4', '9000.00')).statusCode).toBe(200);
    expect((await tenantOf(t.app, owner.token, next.tenantid)).balance).toBe(0);
    expect((await tenantOf(t.app, owner.token, leaver.tenantid)).balance).toBe(4000);
  });
});
