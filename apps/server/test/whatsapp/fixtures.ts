import type { Language, TenantChannel } from '@rental/shared/enums';
import type { WhatsappTemplates } from '@rental/shared/schemas/whatsapp';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import {
  startWhatsAppSimulator,
  type WhatsAppSimulator,
} from '../../../../tools/whatsapp-simulator.mjs';
import { drainOutbox } from '../../src/jobs/sms-sender.js';
import type { Clock } from '../../src/lib/clock.js';
import { fallBackUndeliveredWhatsapp } from '../../src/modules/sms/index.js';
import type { SmsDeps } from '../../src/modules/sms/sms-options.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testSmsOptions } from '../helpers/test-options.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { simulatorApiKey } from '../sms/fixtures.js';

/** The access token the Cloud API simulator accepts. */
export const whatsappToken = 'simulator-access-token';

/**
 * What the WhatsApp tests send through (issue 34): Meta's Cloud API and Africa's Talking as
 * simulators over real HTTP, the app listening (Meta calls its webhook over HTTP), and the SMS
 * sender's dependencies. Filled in by the hooks `whatsappWorld` registers.
 */
export interface WhatsappWorld {
  t: TestApp;
  whatsapp: WhatsAppSimulator;
  sms: AfricasTalkingSimulator;
  deps: SmsDeps;
  /** The app's own address: the webhook URL Meta would call. */
  address: string;
}

/**
 * Starts the world before a test file's tests and stops it after them. `appSecret` signs the
 * simulator's webhook calls; `notOnWhatsApp` are numbers the simulator refuses (131026).
 */
export function whatsappWorld(
  clock: Clock,
  options: { appSecret: string; notOnWhatsApp?: string[] },
): WhatsappWorld {
  const world = {} as WhatsappWorld;
  beforeAll(async () => {
    world.whatsapp = await startWhatsAppSimulator({
      tokens: [whatsappToken],
      appSecret: options.appSecret,
      notOnWhatsApp: options.notOnWhatsApp ?? [],
    });
    world.sms = await startAfricasTalkingSimulator({ apiKeys: [simulatorApiKey] });
    const sms = testSmsOptions({
      africasTalkingBaseUrl: world.sms.url,
      whatsappBaseUrl: world.whatsapp.url,
      timeoutMs: 3000,
    });
    world.t = await createTestApp({ clock, sms });
    world.deps = { db: world.t.db, clock, sms };
    world.address = await world.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await world.t.close();
    await world.whatsapp.close();
    await world.sms.close();
  });
  return world;
}

/** A PUT that must succeed; its answer. */
export async function putOk(t: TestApp, token: string, url: string, payload: object) {
  const answer = await t.app.inject({ method: 'PUT', url, headers: authed(token), payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/**
 * A landlord with a paybill, Africa's Talking and WhatsApp with `templates`, and the URL of
 * their webhook on the listening app. `enterprise`: on the plan without message limits.
 */
export async function whatsappLandlord(
  world: WhatsappWorld,
  settings: {
    appSecret: string;
    templates: { [kind in keyof WhatsappTemplates]?: Partial<WhatsappTemplates[kind]> };
    enterprise?: boolean;
  },
) {
  const { t } = world;
  const owner = await landlordWithRoom(t.app);
  if (settings.enterprise) {
    await t.db
      .updateTable('organizations')
      .set({ plan_id: 'enterprise' })
      .where('id', '=', owner.organizationId)
      .execute();
  }
  await putOk(t, owner.token, '/api/mpesasettings/mpesa-settings', {
    organizationname: 'Jua Court Homes',
    paybillnumber: '600984',
  });
  await putOk(t, owner.token, '/api/sms/settings', {
    provider: 'africastalking',
    username: 'sandbox',
    apikey: simulatorApiKey,
  });
  const saved = (await putOk(t, owner.token, '/api/whatsapp/settings', {
    phonenumberid: '1234567890',
    accesstoken: whatsappToken,
    appsecret: settings.appSecret,
    templates: settings.templates,
  })) as { settings: { webhookurl: string } };
  const webhookUrl = `${world.address}${new URL(saved.settings.webhookurl).pathname}`;
  return { ...owner, webhookUrl };
}

export type WhatsappOwner = Awaited<ReturnType<typeof whatsappLandlord>>;

/** A tenant added through the API, in `language`, then put on `channel`. */
export async function tenantOn(
  { t }: WhatsappWorld,
  owner: WhatsappOwner,
  phonenumber: string,
  channel: TenantChannel,
  language: Language = 'en',
) {
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    phonenumber,
    openingrentbalance: 0,
    openingwaterbalance: 0,
    language,
  });
  await t.db.updateTable('tenants').set({ channel }).where('id', '=', tenant.tenantid).execute();
  return tenant;
}

/** `tenantOn` in one world, for a test file's own helpers. */
export function tenantOnIn(world: WhatsappWorld) {
  return (owner: WhatsappOwner, phonenumber: string, channel: TenantChannel, language?: Language) =>
    tenantOn(world, owner, phonenumber, channel, language);
}

/** What the server's jobs do: the fallback job's round (jobs/whatsapp-fallback.ts), then the sender's. */
export async function drainAll(deps: SmsDeps) {
  await fallBackUndeliveredWhatsapp(deps.db, deps.clock());
  while ((await drainOutbox(deps)).claimed > 0);
}
