import { tenantPageMessages } from '@rental/shared/schemas/tenant-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/modules/auth/session-token.js';
import { authed } from '../helpers/accounts.js';
import { insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { signedInMember } from '../transactions/fixtures.js';

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** A landlord with Brian (English) and Wanjiru (Kiswahili). */
async function landlordWithTenants() {
  const owner = await landlordWithRoom(t.app);
  const ref = {
    organizationId: owner.organizationId,
    rentalId: owner.rental.rentalid,
    roomId: owner.room.roomid,
  };
  const brian = await insertTenant(t.db, ref, {
    firstname: 'Brian',
    lastname: 'Kiprop',
    phonenumber: '0722000111',
  });
  const wanjiru = await insertTenant(t.db, ref, {
    firstname: 'Wanjiru',
    lastname: 'Kamau',
    phonenumber: '0722000222',
    language: 'sw',
  });
  return { owner, brian, wanjiru };
}

function sendLink(token: string, tenantId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/tenant/${tenantId}/link/sms`,
    headers: authed(token),
  });
}

function openPage(pageToken: string) {
  return t.app.inject({ url: `/api/public/tenant/${pageToken}` });
}

function tokenIn(text: string): string {
  return /\/t\/([\w-]{22})\b/.exec(text)![1]!;
}

function outboxOf(organizationId: string) {
  return t.db
    .selectFrom('sms_messages')
    .select(['tenant_id', 'phone', 'text', 'purpose', 'status'])
    .where('organization_id', '=', organizationId)
    .execute();
}

describe('POST /api/tenant/{id}/link/sms', () => {
  it('queues one SMS in the tenant’s language with a link to their page', async () => {
    const { owner, brian, wanjiru } = await landlordWithTenants();
    const response = await sendLink(owner.token, brian.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      newlink: true,
      message: {
        tenantid: brian.id,
        recipient: 'Brian Kiprop',
        phonenumber: '+254722000111',
        purpose: 'tenant_link',
        status: 'queued',
      },
    });
    expect(body.message.text).toMatch(
      /^Hello Brian, see your balance, statement and receipts, and pay, here: http:\/\/localhost:3000\/t\/[\w-]{22} - .+$/,
    );
    const outbox = await outboxOf(owner.organizationId);
    expect(outbox).toHaveLength(1);
    const page = await openPage(tokenIn(outbox[0]!.text));
    expect(page.statusCode).toBe(200);
    expect(page.json().tenant).toMatchObject({ name: 'Brian Kiprop', language: 'en' });

    const sw = (await sendLink(owner.token, wanjiru.id)).json();
    expect(sw.message.text).toMatch(
      /^Habari Wanjiru, angalia salio lako, taarifa ya akaunti na risiti, na ulipe, hapa: http\S+\/t\/[\w-]{22} - .+$/,
    );
    expect((await openPage(tokenIn(sw.message.text))).json().tenant.name).toBe('Wanjiru Kamau');
  });

  it('sends the link the tenant has; makes one first only when it cannot be sent', async () => {
    const { owner, brian, wanjiru } = await landlordWithTenants();
    // A link made by the landlord: kept and sent as it is.
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/tenant/${brian.id}/link`,
      headers: authed(owner.token),
    });
    const url = made.json().url as string;
    const first = (await sendLink(owner.token, brian.id)).json();
    expect(first.newlink).toBe(false);
    expect(first.message.text).toContain(url);
    const second = (await sendLink(owner.token, brian.id)).json();
    expect(second.message.text).toContain(url);
    expect((await openPage(tokenIn(url))).statusCode).toBe(200);

    // A link from before links were kept for SMS: replaced, the old one stops working.
    await t.db
      .insertInto('tenant_links')
      .values({
        tenant_id: wanjiru.id,
        organization_id: owner.organizationId,
        token_hash: hashSessionToken('OldTokenOldTokenOldTok'),
        token_encrypted: null,
        created_by_name: 'Owner',
        created_at: time.clock().toISOString(),
      })
      .execute();
    const replaced = (await sendLink(owner.token, wanjiru.id)).json();
    expect(replaced.newlink).toBe(true);
    expect((await openPage('OldTokenOldTokenOldTok')).statusCode).toBe(404);
    expect((await openPage(tokenIn(replaced.message.text))).statusCode).toBe(200);
  });

  it('refuses a tenant who opted out of SMS, queuing and making nothing', async () => {
    const { owner, brian } = await landlordWithTenants();
    await t.db
      .updateTable('tenants')
      .set({ sms_blocked_at: time.clock().toISOString() })
      .where('id', '=', brian.id)
      .execute();
    const response = await sendLink(owner.token, brian.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'conflict',
      message: tenantPageMessages.smsBlocked,
    });
    expect(await outboxOf(owner.organizationId)).toEqual([]);
    const links = await t.db
      .selectFrom('tenant_links')
      .selectAll()
      .where('tenant_id', '=', brian.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('is 404 for another organization’s tenant, and members may send it', async () => {
    const { owner, brian } = await landlordWithTenants();
    const stranger = await landlordWithRoom(t.app);
    const refused = await sendLink(stranger.token, brian.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('not_found');
    expect(await outboxOf(owner.organizationId)).toEqual([]);
    expect(await outboxOf(stranger.organizationId)).toEqual([]);
    expect((await sendLink(owner.token, 'no-such-tenant')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/tenant/${brian.id}/link/sms` })).statusCode,
    ).toBe(401);

    const member = await signedInMember(t.app, t.db, owner.organizationId);
    expect((await sendLink(member.token, brian.id)).statusCode).toBe(200);
  });

  it('records the link made and the SMS sent with the actor, never the token or URL', async () => {
    const { owner, brian } = await landlordWithTenants();
    const sent = (await sendLink(owner.token, brian.id)).json();
    const token = tokenIn(sent.message.text);
    const entries = await t.db
      .selectFrom('activity_log')
      .select(['kind', 'role', 'entity_id', 'summary', 'details'])
      .where('organization_id', '=', owner.organizationId)
      .where('kind', 'in', ['tenant_link_issued', 'tenant_link_sent'])
      .orderBy('id')
      .execute();
    expect(entries).toMatchObject([
      { kind: 'tenant_link_issued', role: 'owner', entity_id: brian.id },
      {
        kind: 'tenant_link_sent',
        role: 'owner',
        entity_id: brian.id,
        summary: 'Sent Brian Kiprop their private page link by SMS (0722000111)',
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(JSON.stringify(entries)).not.toContain('/t/');
    // The stored link holds the token only hashed and encrypted.
    const link = await t.db
      .selectFrom('tenant_links')
      .selectAll()
      .where('tenant_id', '=', brian.id)
      .executeTakeFirstOrThrow();
    expect(link.token_hash).toBe(hashSessionToken(token));
    expect(link.token_encrypted).toMatch(/^v1\./);
    expect(link.token_encrypted).not.toContain(token);
  });
});
