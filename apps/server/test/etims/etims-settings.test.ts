import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../src/lib/secrets.js';
import { authed, signUp } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { memberToken } from '../helpers/members.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testSecretsKey } from '../helpers/test-options.js';
import { startEtimsSimulator, type EtimsSimulator } from '../../../../tools/etims-simulator.mjs';

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
beforeEach(() => sim.controls.reset());

const url = '/api/etims/settings';
const device = { pin: 'P051234567X', branchid: '00', deviceserial: 'RM-DEVICE-1' };

async function owner() {
  const { token, user } = await signUp(t.app);
  return { token, organizationId: user.organizationid };
}

function save(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url, headers: authed(token), payload });
}

function test(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/etims/test', headers: authed(token) });
}

const storedRow = (organizationId: string) =>
  t.db
    .selectFrom('etims_settings')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();

describe('Settings → KRA eTIMS', () => {
  it('refuses a PIN that is not a letter, 9 digits and a letter, in the one error shape', async () => {
    const { token } = await owner();
    for (const pin of ['P05123456X', '0512345678X', 'P0512345678']) {
      const response = await save(token, { ...device, pin });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation',
        fields: { pin: 'A KRA PIN is a letter, 9 digits and a letter, like A123456789B' },
      });
    }
    const branch = await save(token, { ...device, branchid: 'HQ' });
    expect(branch.json().error.fields).toHaveProperty('branchid');
    const nothing = await t.app.inject({ url, headers: authed(token) });
    expect(nothing.json()).toEqual({ etimssettings: null });
  });

  it('saves the device and choices, logged with who saved them', async () => {
    const { token } = await owner();
    const response = await save(token, {
      ...device,
      pin: ' p051234567x ',
      environment: 'production',
      vatregistered: true,
      scope: 'business',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().etimssettings).toEqual({
      ...device,
      environment: 'production',
      vatregistered: true,
      scope: 'business',
      initialised: false,
      initialisedat: null,
      codelistsat: null,
    });
    const [entry] = await activityOf(t.app, token, 'etims_settings_saved');
    expect(entry?.summary).toContain('eTIMS KRA PIN: — → P051234567X');
    expect(entry?.summary).toContain(
      'who gets eTIMS invoices: — → business tenants with a KRA PIN',
    );
    expect(entry).toMatchObject({ username: 'Amina Wanjiru', role: 'owner' });
  });

  it('is for the owner only: a manager gets 403 on every call', async () => {
    const { token, organizationId } = await owner();
    await save(token, device);
    const manager = await memberToken(t.db, organizationId);
    const answers = [
      await t.app.inject({ url, headers: authed(manager) }),
      await save(manager, device),
      await test(manager),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toMatchObject({
        code: 'forbidden',
        message: 'Only the account owner can change the KRA eTIMS settings',
      });
    }
    expect(sim.requests).toHaveLength(0);
  });

  it('initialises the device on the test call: the cmcKey is stored encrypted, never shown', async () => {
    const { token, organizationId } = await owner();
    await save(token, device);
    const response = await test(token);
    expect(response.statusCode).toBe(200);
    const cmcKey = sim.controls.cmcKeyOf(device.pin, device.branchid) as string;
    expect(cmcKey).toMatch(/^[0-9a-f]{32}$/);
    expect(response.json()).toMatchObject({
      ok: true,
      etimssettings: { initialised: true, initialisedat: expect.any(String) },
    });
    expect(response.json().taxtypes).toContainEqual({ code: 'B', name: 'B-16.00%', rate: 16 });
    expect(response.body).not.toContain(cmcKey);

    const row = await storedRow(organizationId);
    expect(row.cmc_key_encrypted).not.toContain(cmcKey);
    const context = `etims:cmcKey:${organizationId}`;
    expect(decryptSecret(row.cmc_key_encrypted as string, testSecretsKey, context)).toBe(cmcKey);

    const read = await t.app.inject({ url, headers: authed(token) });
    expect(read.json().etimssettings.initialised).toBe(true);
    expect(read.body).not.toContain(cmcKey);
    const log = await activityOf(t.app, token);
    expect(log.map((e) => e.kind)).toContain('etims_initialised');
    expect(JSON.stringify(log)).not.toContain(cmcKey);
    // The code lists were asked for with the device's key, as KRA requires.
    expect(sim.requests.map((r) => r.path)).toEqual(['/selectInitOsdcInfo', '/selectCodeList']);
    expect(sim.requests[1]?.headers).toEqual({ tin: device.pin, bhfId: '00', cmcKey });
  });

  it('initialises once: a second test uses the stored key; a changed device starts again', async () => {
    const { token } = await owner();
    await save(token, device);
    expect((await test(token)).statusCode).toBe(200);
    expect((await test(token)).statusCode).toBe(200);
    const inits = () => sim.requests.filter((r) => r.path === '/selectInitOsdcInfo').length;
    expect(inits()).toBe(1);
    // Saved unchanged, the key stays; another device serial needs KRA again.
    await save(token, device);
    expect(
      (await t.app.inject({ url, headers: authed(token) })).json().etimssettings,
    ).toMatchObject({ initialised: true });
    const changed = await save(token, { ...device, deviceserial: 'RM-DEVICE-2' });
    expect(changed.json().etimssettings.initialised).toBe(false);
    sim.controls.reset();
    expect((await test(token)).statusCode).toBe(200);
    expect(sim.requests[0]?.body).toMatchObject({ dvcSrlNo: 'RM-DEVICE-2' });
  });

  it('initialises again, once, when KRA no longer accepts the stored key', async () => {
    const { token } = await owner();
    await save(token, device);
    expect((await test(token)).statusCode).toBe(200);
    sim.controls.reset(); // KRA forgot the device: the stored key now gets '901'
    const response = await test(token);
    expect(response.statusCode).toBe(200);
    // The code lists, refused, initialised, then read again: nothing new since the last read.
    expect(sim.requests.map((r) => [r.path, r.resultCd])).toEqual([
      ['/selectCodeList', '901'],
      ['/selectInitOsdcInfo', '000'],
      ['/selectCodeList', '001'],
    ]);
  });

  it('surfaces a failed test call as a coded error', async () => {
    const { token } = await owner();
    const unsaved = await test(token);
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json().error.key).toBe('error.etimsSaveFirst');

    await save(token, { ...device, pin: 'A000000000Z' });
    sim.controls.failNext(1, { resultCd: '901' });
    const unknown = await test(token);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({
      code: 'unprocessable',
      key: 'error.etimsDeviceUnknown',
      params: { kracode: '901' },
    });

    sim.controls.failNext(1, { resultCd: '999' });
    const refused = await test(token);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toMatchObject({
      code: 'upstream',
      key: 'error.etimsRefused',
      params: { kracode: '999' },
    });

    sim.controls.failNext(1, { status: 503 });
    const down = await test(token);
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toMatchObject({
      key: 'error.etimsUnreachable',
      params: { kracode: 'http-503' },
    });

    sim.controls.delayNext(1_000);
    const slow = await test(token);
    expect(slow.statusCode).toBe(502);
    expect(slow.json().error.key).toBe('error.etimsTimeout');
    // None of these initialised the device.
    const read = await t.app.inject({ url, headers: authed(token) });
    expect(read.json().etimssettings.initialised).toBe(false);
  });
});
