import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDarajaTokenCache } from '../../src/integrations/mpesa/daraja-client.js';
import { authed } from '../helpers/accounts.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, freePort, type TestApp } from '../helpers/test-app.js';
import { signedInMember } from '../transactions/fixtures.js';
import { startDarajaSimulator, type DarajaSimulator } from '../../../../tools/daraja-simulator.mjs';
import { c2bSample, paymentsOf } from './c2b-fixtures.js';

/**
 * The secret in the callback URLs is the owner's: only they see the URLs, and they can change
 * it. The old URL keeps working until M-PESA calls the new one (no payment lost meanwhile),
 * or until the owner stops it; then it answers 404.
 */
let t: TestApp;
let sim: DarajaSimulator;
let serverUrl: string;
beforeAll(async () => {
  sim = await startDarajaSimulator({ stkDelayMs: 10 });
  const port = await freePort();
  serverUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ mpesa: { baseUrl: sim.url, publicUrl: serverUrl } });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});
beforeEach(() => clearDarajaTokenCache());

const settingsUrl = '/api/mpesasettings/mpesa-settings';
const secretOf = (url: string) => /\/api\/c2b\/([0-9a-f]{40})\/confirmation$/.exec(url)![1]!;

async function landlord(paybill: string, keys = true) {
  const owner = await landlordWithRoom(t.app);
  const saved = await t.app.inject({
    method: 'PUT',
    url: settingsUrl,
    headers: authed(owner.token),
    payload: {
      organizationname: 'Sunrise',
      paybillnumber: paybill,
      ...(keys ? { consumerkey: 'test-key', consumersecret: 'test-secret' } : {}),
    },
  });
  expect(saved.statusCode).toBe(200);
  await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
  return { ...owner, secret: secretOf(saved.json().mpesasettings.confirmationurl) };
}

async function confirm(secret: string, paybill: string, amount = '100.00') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/c2b/${secret}/confirmation`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(c2bSample({ BusinessShortCode: paybill, TransAmount: amount })),
  });
  await t.app.c2bConfirmations.settled();
  return response.statusCode;
}

const rotate = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mpesasettings/callback-secret/rotate',
    headers: authed(token),
  });

describe('the callback secret', () => {
  it('rotated: the old URL works until the first confirmation on the new one, then 404', async () => {
    const owner = await landlord('600981');
    const rotated = await rotate(owner.token);
    expect(rotated.statusCode).toBe(200);
    const settings = rotated.json().mpesasettings;
    const fresh = secretOf(settings.confirmationurl);
    expect(fresh).not.toBe(owner.secret);
    expect(settings).toMatchObject({
      previoussecretactive: true,
      secretrotatedat: expect.any(String),
    });
    // Re-registered with the organization's Daraja app at once.
    expect(rotated.json().registration).toMatchObject({ success: true });
    expect(sim.controls.registeredUrls('600981')).toMatchObject({
      confirmationUrl: `${serverUrl}/api/c2b/${fresh}/confirmation`,
    });

    // M-PESA has not switched yet: the old URL still records payments.
    expect(await confirm(owner.secret, '600981')).toBe(200);
    expect(await confirm(owner.secret, '600981')).toBe(200);
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(2);
    // The first on the new URL retires the old one.
    expect(await confirm(fresh, '600981')).toBe(200);
    expect(await confirm(owner.secret, '600981')).toBe(404);
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(3);
    const after = await t.app.inject({ url: settingsUrl, headers: authed(owner.token) });
    expect(after.json().mpesasettings.previoussecretactive).toBe(false);
    const log = await t.db
      .selectFrom('activity_log')
      .select('kind')
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'mpesa_callback_secret_rotated')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('revoked by the owner: the old URL stops at once', async () => {
    const owner = await landlord('600982', false);
    const rotated = await rotate(owner.token);
    // No Daraja keys saved: nothing to register with.
    expect(rotated.json().registration).toBeNull();
    const revoke = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/mpesasettings/callback-secret/revoke-previous',
        headers: authed(owner.token),
      });
    const revoked = await revoke();
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().mpesasettings.previoussecretactive).toBe(false);
    expect(await confirm(owner.secret, '600982')).toBe(404);
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(0);
    expect((await revoke()).statusCode).toBe(409);
  });

  it('is never shown to a member without the settings, who cannot rotate it', async () => {
    const owner = await landlord('600983');
    const name = { firstname: 'Otieno', lastname: 'Ochieng' };
    const member = await signedInMember(t.app, t.db, owner.organizationId, name, 'accountant');
    const seen = await t.app.inject({ url: settingsUrl, headers: authed(member.token) });
    expect(seen.statusCode).toBe(403);
    expect(seen.body).not.toContain(owner.secret);
    expect((await rotate(member.token)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/mpesasettings/callback-secret/revoke-previous',
          headers: authed(member.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});
