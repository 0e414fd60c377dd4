import { validationMessages as m } from '@rental/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantsTable } from '../../src/db/types.js';
import { hashSessionToken } from '../../src/modules/auth/session-token.js';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  billingLandlord,
  createSchedule,
  insertTenants,
  postSchedule,
  scheduleBody,
  smsOf,
  type Landlord,
} from './billing-fixtures.js';

// 2026-03-02 09:00 in Nairobi: schedules starting today are due.
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** A landlord with a paybill and two tenants of one rental: Amina (English), Baraka (Kiswahili). */
async function landlordWithBothLanguages() {
  const owner = await billingLandlord(t.app, t.db);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: { organizationname: 'Jua Court Homes', paybillnumber: '600984' },
  });
  expect(saved.statusCode).toBe(200);
  const [amina, baraka] = await insertTenants(t.db, owner.roomRef, 2, (i) =>
    i === 0 ? { firstname: 'Amina', lastname: 'Otieno' } : { firstname: 'Baraka', language: 'sw' },
  );
  return { owner, amina: amina!, baraka: baraka! };
}

/** Runs the owner's schedules as "Run now" does (the app's deps: links can be made). */
async function runNow(owner: Landlord) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/invoice/run',
    headers: authed(owner.token),
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The text each tenant was sent, by first name. */
async function textsOf(owner: Landlord) {
  const sms = await smsOf(t.db, owner.organizationId);
  const tenants = await t.db
    .selectFrom('tenants')
    .select(['id', 'firstname'])
    .where('organization_id', '=', owner.organizationId)
    .execute();
  const name = new Map(tenants.map((tenant) => [tenant.id, tenant.firstname]));
  const texts: Record<string, string[]> = {};
  for (const message of sms) (texts[name.get(message.tenant_id!)!] ??= []).push(message.text);
  return texts;
}

const settingUrl = (id: string) => `/api/invoicesettings/all-invoices/${id}`;

describe('invoice SMS in the tenant’s language', () => {
  it('sends the built-in default in English and in Kiswahili to the same schedule’s tenants', async () => {
    const { owner, amina, baraka } = await landlordWithBothLanguages();
    await createSchedule(t.app, owner);
    await runNow(owner);
    const texts = await textsOf(owner);
    expect(texts.Amina).toEqual([
      expect.stringMatching(
        /^Dear Amina Otieno, INV-\d{6}: Rental Invoice Bill for March 2026, KES 8,500 due 5 Mar 2026\. Paybill 600984, account A00001\. \S.+$/,
      ),
    ]);
    expect(texts.Baraka).toEqual([
      expect.stringMatching(
        /^Mpendwa Baraka 2, INV-\d{6}: Kodi ya Machi 2026 ni KES 8,500, lipa ifikapo 5 Mac 2026\. Paybill 600984, akaunti A00002\. \S.+$/,
      ),
    ]);
    // The invoice keeps the text its tenant was sent.
    const invoices = await t.db
      .selectFrom('invoices')
      .select(['tenant_id', 'message'])
      .where('organization_id', '=', owner.organizationId)
      .execute();
    const sent = Object.fromEntries(invoices.map((i) => [i.tenant_id, i.message]));
    expect(sent[amina.id]).toBe(texts.Amina![0]);
    expect(sent[baraka.id]).toBe(texts.Baraka![0]);
  });

  it('sends a schedule’s own Kiswahili version, and the English message when it has none', async () => {
    const { owner } = await landlordWithBothLanguages();
    const created = await postSchedule(
      t.app,
      owner.token,
      scheduleBody(owner.rental.rentalid, {
        invoicemessage: 'Hello {customername}, {invoicetype} KES {amount}.',
        messagesw: '  Habari {customername}, {invoicetype} KES {amount}.  ',
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().invoice.settingdata).toMatchObject({
      invoicemessage: 'Hello {customername}, {invoicetype} KES {amount}.',
      messagesw: 'Habari {customername}, {invoicetype} KES {amount}.',
    });
    // A schedule without one (empty is none): Kiswahili tenants get the English message.
    const other = await createSchedule(t.app, owner, {
      invoicetype: 'Service Charge Bill',
      servicecharge: 500,
      invoicemessage: 'Service charge {amount} for {customername}.',
      messagesw: '',
    });
    const got = await t.app.inject({ url: settingUrl(other), headers: authed(owner.token) });
    expect(got.json().invoice.settingdata.messagesw).toBeNull();

    await runNow(owner);
    const texts = await textsOf(owner);
    expect(texts.Amina!.sort()).toEqual([
      'Hello Amina Otieno, Rental Invoice Bill KES 8,500.',
      'Service charge 500 for Amina Otieno.',
    ]);
    expect(texts.Baraka!.sort()).toEqual([
      'Habari Baraka 2, Kodi KES 8,500.',
      'Service charge 500 for Baraka 2.',
    ]);
  });

  it('validates the Kiswahili version like the message, and an edit without it keeps it', async () => {
    const { owner } = await landlordWithBothLanguages();
    const tooLong = await postSchedule(
      t.app,
      owner.token,
      scheduleBody(owner.rental.rentalid, { messagesw: 'x'.repeat(919) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ messagesw: m.invoicemessageTooLong });

    const id = await createSchedule(t.app, owner, { messagesw: 'Habari {customername}.' });
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: settingUrl(id),
        headers: authed(owner.token),
        payload: { ...scheduleBody(owner.rental.rentalid), ...body },
      });
    // A client that does not know the field (the spec's form) leaves it as it was.
    const kept = await put({ invoicemessage: 'Hello {customername}.' });
    expect(kept.json().invoice.settingdata).toMatchObject({
      invoicemessage: 'Hello {customername}.',
      messagesw: 'Habari {customername}.',
    });
    const cleared = await put({ messagesw: null });
    expect(cleared.json().invoice.settingdata.messagesw).toBeNull();
    const entries = await t.db
      .selectFrom('activity_log')
      .select('summary')
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'schedule_updated')
      .orderBy('id')
      .execute();
    // The texts are said to have changed, never quoted.
    expect(entries.map((e) => e.summary)).toEqual([
      expect.stringContaining(': message changed'),
      expect.stringContaining('message in Kiswahili changed'),
    ]);
    expect(JSON.stringify(entries)).not.toContain('Habari');
  });
});

/** The token at the end of a page URL in a text. */
function tokenIn(text: string): string {
  return /\/t\/([\w-]{22})\b/.exec(text)![1]!;
}

function openPage(token: string) {
  return t.app.inject({ url: `/api/public/tenant/${token}` });
}

describe('{tenantlink} in a schedule’s message', () => {
  const withLink = {
    invoicemessage: 'Hello {customername}, KES {amount}. Your page: {tenantlink}',
    messagesw: 'Habari {customername}, KES {amount}. Ukurasa wako: {TenantLink}',
  };

  it('sends each tenant a working link to their own page, and a rerun keeps it', async () => {
    const { owner, amina, baraka } = await landlordWithBothLanguages();
    await createSchedule(t.app, owner, withLink);
    await runNow(owner);
    const texts = await textsOf(owner);
    expect(texts.Amina![0]).toMatch(
      /^Hello Amina Otieno, KES 8,500\. Your page: http:\/\/localhost:3000\/t\/[\w-]{22}$/,
    );
    expect(texts.Baraka![0]).toMatch(/^Habari Baraka 2, KES 8,500\. Ukurasa wako: http.*\/t\//);
    const aminaToken = tokenIn(texts.Amina![0]!);
    const page = await openPage(aminaToken);
    expect(page.statusCode).toBe(200);
    expect(page.json().tenant).toMatchObject({ name: 'Amina Otieno', housenumber: 'A00001' });
    expect((await openPage(tokenIn(texts.Baraka![0]!))).json().tenant.name).toBe('Baraka 2');

    // Made by the run, logged as such, never with the token.
    const issued = await t.db
      .selectFrom('activity_log')
      .select(['entity_id', 'user_name', 'role', 'summary', 'details'])
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'tenant_link_issued')
      .execute();
    expect(issued.map((e) => e.entity_id).sort()).toEqual([amina.id, baraka.id].sort());
    expect(issued[0]).toMatchObject({ user_name: 'Invoice run', role: 'system' });
    expect(JSON.stringify(issued)).not.toContain(aminaToken);

    // Another schedule with the link: the same links, still working, none made again.
    await createSchedule(t.app, owner, { ...withLink, invoicetype: 'Pending Bill' });
    await runNow(owner);
    const again = await textsOf(owner);
    expect(again.Amina).toHaveLength(2);
    expect(again.Amina!.map(tokenIn)).toEqual([aminaToken, aminaToken]);
    expect((await openPage(aminaToken)).statusCode).toBe(200);
    const count = await t.db
      .selectFrom('activity_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'tenant_link_issued')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('replaces a link made before links were kept for SMS', async () => {
    const { owner, amina } = await landlordWithBothLanguages();
    await legacyLink(amina, 'OldTokenOldTokenOldTok');
    expect((await openPage('OldTokenOldTokenOldTok')).statusCode).toBe(200);
    await createSchedule(t.app, owner, withLink);
    await runNow(owner);
    const token = tokenIn((await textsOf(owner)).Amina![0]!);
    expect(token).not.toBe('OldTokenOldTokenOldTok');
    expect((await openPage(token)).statusCode).toBe(200);
    expect((await openPage('OldTokenOldTokenOldTok')).statusCode).toBe(404);
  });

  it('fails the schedule, billing nothing, when the run has no key to make links with', async () => {
    const { owner } = await landlordWithBothLanguages();
    await createSchedule(t.app, owner, withLink);
    await expect(
      runDueInvoices({ db: t.db, clock: time.clock }, { organizationId: owner.organizationId }),
    ).rejects.toThrow(/tenantlink/);
    expect(await smsOf(t.db, owner.organizationId)).toEqual([]);
    const links = await t.db
      .selectFrom('tenant_links')
      .select('tenant_id')
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(links).toEqual([]);
  });

  it('is not in the built-in defaults', async () => {
    const { owner } = await landlordWithBothLanguages();
    await createSchedule(t.app, owner);
    await runNow(owner);
    expect(JSON.stringify(await textsOf(owner))).not.toContain('/t/');
  });
});

/** A link as migration 0021 stored them: the token's hash only. */
async function legacyLink(tenant: TenantsTable, token: string) {
  await t.db
    .insertInto('tenant_links')
    .values({
      tenant_id: tenant.id,
      organization_id: tenant.organization_id,
      token_hash: hashSessionToken(token),
      token_encrypted: null,
      created_by_name: 'Owner',
      created_at: time.clock().toISOString(),
    })
    .execute();
}
