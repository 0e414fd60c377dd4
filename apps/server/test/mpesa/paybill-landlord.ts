import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { clearDarajaTokenCache } from '../../src/integrations/mpesa/daraja-client.js';
import { startDarajaSimulator, type DarajaSimulator } from '../../../../tools/daraja-simulator.mjs';
import { authed } from '../helpers/accounts.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, freePort, type TestApp } from '../helpers/test-app.js';

/**
 * A test file's app listening on a free port, with the Daraja simulator as M-PESA: C2B
 * confirmations come to it over real HTTP. Call at the top of the file; read `.t` in tests.
 */
export function darajaTestApp() {
  const context = {} as { t: TestApp; sim: DarajaSimulator };
  beforeAll(async () => {
    context.sim = await startDarajaSimulator({ stkDelayMs: 10 });
    const port = await freePort();
    context.t = await createTestApp({
      mpesa: { baseUrl: context.sim.url, publicUrl: `http://127.0.0.1:${port}` },
    });
    await context.t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await context.t.close();
    await context.sim.close();
  });
  beforeEach(() => clearDarajaTokenCache());
  return context;
}

/** A landlord collecting at paybill 600966, with the secret of their C2B confirmation URL. */
export async function paybillLandlord(t: TestApp) {
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
