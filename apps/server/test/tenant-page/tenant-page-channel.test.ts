import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// The tenant chooses on their page how they are messaged (issue 34): SMS, or WhatsApp with SMS
// if it does not arrive, the latter only once the landlord's WhatsApp is set up.

const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
const minute = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: time.clock,
    tenantPageLimits: {
      channelsPerToken: { max: 4, windowMs: 60 * minute },
      channelsPerIp: { max: 50, windowMs: 60 * minute },
      unknownPerIp: { max: 50, windowMs: minute },
    },
  });
});
afterAll(() => t.close());
// Each test in a window of its own: every request here comes from one IP.
beforeEach(() => time.advanceMinutes(61));

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  token: string,
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });

const choose = (page: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/public/tenant/${page}/channel`,
    payload: payload as object,
  });

async function tenantWithPage() {
  const owner = await landlordWithRoom(t.app);
  const tenant = await addTenant(t.app, owner.token, owner.place, { firstname: 'Akinyi' });
  const link = await send('POST', owner.token, `/api/tenant/${tenant.tenantid}/link`);
  expect(link.statusCode).toBe(201);
  const page = /\/t\/([\w-]+)$/.exec(link.json().url as string)![1]!;
  return { owner, tenant, page };
}

async function setUpWhatsapp(ownerToken: string) {
  const saved = await send('PUT', ownerToken, '/api/whatsapp/settings', {
    phonenumberid: '109876543210',
    accesstoken: 'EAAG-token',
    templates: { invoice: { en: 'rent_invoice', sw: '' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function channelOf(ownerToken: string, tenantId: string) {
  const detail = await send('GET', ownerToken, `/api/tenant/all-tenants/${tenantId}`);
  return detail.json().tenant.tenantdata.channel as string;
}

async function channelEntries(ownerToken: string) {
  const log = await send('GET', ownerToken, '/api/activity?kind=tenant_page_channel_changed');
  expect(log.statusCode).toBe(200);
  return log.json().activity as Record<string, unknown>[];
}

describe("the tenant page's channel choice", () => {
  it('offers WhatsApp only once the landlord set it up, then records the choice as the tenant', async () => {
    const { owner, tenant, page } = await tenantWithPage();
    const before = await t.app.inject({ url: `/api/public/tenant/${page}` });
    expect(before.json()).toMatchObject({ channel: 'sms', whatsapp: false });
    const refused = await choose(page, { channel: 'whatsapp_sms' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'unprocessable',
      message: 'Your landlord does not send messages by WhatsApp yet',
    });
    expect(await channelOf(owner.token, tenant.tenantid)).toBe('sms');

    await setUpWhatsapp(owner.token);
    expect((await t.app.inject({ url: `/api/public/tenant/${page}` })).json()).toMatchObject({
      channel: 'sms',
      whatsapp: true,
    });
    const chosen = await choose(page, { channel: 'whatsapp_sms' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ channel: 'whatsapp_sms' });
    expect(await channelOf(owner.token, tenant.tenantid)).toBe('whatsapp_sms');
    expect((await t.app.inject({ url: `/api/public/tenant/${page}` })).json().channel).toBe(
      'whatsapp_sms',
    );

    const entries = await channelEntries(owner.token);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userid: null,
      username: 'Akinyi Kamau',
      role: 'tenant',
      entity: 'tenant',
      entityid: tenant.tenantid,
      details: { channel: 'whatsapp_sms' },
      summary: 'Chose on their page: messages now go by WhatsApp, then SMS if not delivered',
    });

    // The same choice again changes nothing and records nothing; back to SMS is recorded.
    expect((await choose(page, { channel: 'whatsapp_sms' })).statusCode).toBe(200);
    expect(await channelEntries(owner.token)).toHaveLength(1);
    expect((await choose(page, { channel: 'sms' })).json()).toEqual({ channel: 'sms' });
    expect(await channelOf(owner.token, tenant.tenantid)).toBe('sms');
    expect(await channelEntries(owner.token)).toHaveLength(2);
  });

  it('takes only sms or whatsapp_sms, in the one error shape', async () => {
    const { owner, tenant, page } = await tenantWithPage();
    await setUpWhatsapp(owner.token);
    for (const payload of [{ channel: 'whatsapp' }, { channel: 'fax' }, {}, { channel: 7 }]) {
      const response = await choose(page, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        error: expect.objectContaining({
          code: 'validation',
          message: expect.any(String),
          fields: { channel: 'Choose SMS, or WhatsApp with SMS if it does not arrive' },
        }),
      });
    }
    // Plain WhatsApp (no SMS safety net) is the landlord's to set, never the page's.
    expect(await channelOf(owner.token, tenant.tenantid)).toBe('sms');
    expect(await channelEntries(owner.token)).toHaveLength(0);
  });

  it('answers an unknown or revoked link 404 and changes nothing', async () => {
    const { owner, tenant, page } = await tenantWithPage();
    const unknown = await choose('AAAAAAAAAAAAAAAAAAAAAA', { channel: 'sms' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    expect(
      (await send('DELETE', owner.token, `/api/tenant/${tenant.tenantid}/link`)).statusCode,
    ).toBe(204);
    expect((await choose(page, { channel: 'sms' })).statusCode).toBe(404);
    expect(await channelEntries(owner.token)).toHaveLength(0);
  });

  it('limits the choices through one link, as the page limits its other actions', async () => {
    const { page } = await tenantWithPage();
    for (const channel of ['sms', 'sms', 'sms', 'sms']) {
      expect((await choose(page, { channel })).statusCode).toBe(200);
    }
    const limited = await choose(page, { channel: 'sms' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // Choosing is counted apart from reading: the page still opens.
    expect((await t.app.inject({ url: `/api/public/tenant/${page}` })).statusCode).toBe(200);
  });
});
