import type { SmsStatus } from '@rental/shared/enums';
import type { OperatorOrganization } from '@rental/shared/schemas/operator';
import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connection.js';
import type { OrganizationsTable } from '../../src/db/types.js';
import { signUp } from '../helpers/accounts.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { insertInvoice, insertTransaction } from '../transactions/fixtures.js';
import { operatorApi, operatorPhone, signUpOperator } from './operator-fixtures.js';

// The organizations screen: owner, plan, status, usage against limits, SMS this month and last
// activity; searched and filtered.

// 15 March 2026, noon in Nairobi.
const time = testClock(new Date('2026-03-15T09:00:00.000Z'));
let t: TestApp;
let api: ReturnType<typeof operatorApi>;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, operatorPhones: [operatorPhone] });
  api = operatorApi(t, (await signUpOperator(t.app)).token);
});
afterAll(() => t.close());

async function sms(
  db: Db,
  organizationId: string,
  status: SmsStatus,
  createdAt: string,
  channel: 'sms' | 'whatsapp' = 'sms',
) {
  await db
    .insertInto('sms_messages')
    .values({
      id: randomUUID(),
      organization_id: organizationId,
      tenant_id: null,
      recipient_name: 'Someone',
      phone: '+254700000000',
      text: 'Hello',
      parts: 1,
      purpose: 'invoice',
      channel,
      fallback: 0,
      invoice_id: null,
      transaction_id: null,
      status,
      provider: null,
      provider_message_id: null,
      attempts: 0,
      next_attempt_at: createdAt,
      claimed_by: null,
      claimed_until: null,
      failure_reason: null,
      cost: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

async function listed(query = ''): Promise<OperatorOrganization[]> {
  const response = await api.list(query);
  expect(response.statusCode).toBe(200);
  return response.json().organizations;
}

async function organization(id: string) {
  return (await listed()).find((o) => o.organizationid === id)!;
}

function setOrganization(id: string, values: Updateable<OrganizationsTable>) {
  return t.db.updateTable('organizations').set(values).where('id', '=', id).execute();
}

describe('GET /api/operator/organizations', () => {
  it('shows the owner, the plan, usage this Nairobi month, SMS sent and the last activity', async () => {
    const owner = await signUp(t.app, {
      firstname: 'Grace',
      lastname: 'Muthoni',
      accounttype: 'Agent',
    });
    const id = owner.user.organizationid;
    const rental = await createRental(t.app, owner.token);
    await createRental(t.app, owner.token);
    const room = await createRoom(t.app, owner.token, rental.rentalid);
    const place = { organizationId: id, rentalId: rental.rentalid, roomId: room.roomid };
    const tenant = await insertTenant(t.db, place);
    await insertTenant(t.db, place);
    await insertTenant(t.db, place, { status: 'former' });
    for (const billingDate of ['2026-03-01', '2026-03-31', '2026-02-28', '2026-04-01']) {
      await insertInvoice(t.db, {
        organizationId: id,
        tenantId: tenant.id,
        amountCents: 1,
        billingDate,
      });
    }
    // March in Nairobi starts at 2026-02-28T21:00Z.
    await sms(t.db, id, 'sent', '2026-02-28T21:30:00.000Z');
    await sms(t.db, id, 'delivered', '2026-03-10T08:00:00.000Z');
    await sms(t.db, id, 'sent', '2026-02-28T20:59:00.000Z'); // 23:59 on 28 February
    await sms(t.db, id, 'stored', '2026-03-10T08:00:00.000Z'); // never left
    await sms(t.db, id, 'failed', '2026-03-10T08:00:00.000Z');
    // WhatsApp messages are counted apart (decision 0068).
    await sms(t.db, id, 'sent', '2026-03-10T08:00:00.000Z', 'whatsapp');
    await sms(t.db, id, 'queued', '2026-03-10T08:00:00.000Z', 'whatsapp');
    time.advanceMinutes(5);
    await createRoom(t.app, owner.token, rental.rentalid, { housetype: 'One Bedroom' });
    const lastActivity = time.clock().toISOString();
    time.advanceMinutes(5);

    expect(await organization(id)).toEqual({
      organizationid: id,
      name: 'Grace Muthoni',
      ownername: 'Grace Muthoni',
      ownerphone: owner.body.phonenumber,
      accounttype: 'Agent',
      planid: null,
      trialendsat: '2026-04-15T09:00:00.000Z',
      paiduntil: null,
      lastpaidat: null,
      status: 'active',
      usage: { users: 1, rentals: 2, tenants: 2, invoicesthismonth: 2 },
      limits: { users: 1, rentals: 2, tenants: 20, invoices: 40 },
      price: null,
      contractend: null,
      smsthismonth: 2,
      whatsappthismonth: 1,
      lastactivityat: lastActivity,
      suspension: null,
      createdat: '2026-03-15T09:00:00.000Z',
    });
  });

  it('says when an organization last paid, and null for one given a period but never paid', async () => {
    const { user } = await signUp(t.app);
    // A plan an operator set gives a period to use; it is not a payment.
    await setOrganization(user.organizationid, {
      plan_id: 'standard',
      paid_until: '2026-04-15T09:00:00.000Z',
    });
    expect(await organization(user.organizationid)).toMatchObject({
      paiduntil: '2026-04-15T09:00:00.000Z',
      lastpaidat: null,
    });
    for (const paidAt of ['2026-02-10T07:00:00.000Z', '2026-03-10T07:00:00.000Z']) {
      await insertTransaction(t.db, {
        organization_id: user.organizationid,
        paid_at: paidAt,
        transaction_type: 'Subscription Payment',
        tenant_name: user.userProfile.firstname,
        amount_cents: 185_000,
      });
    }
    expect((await organization(user.organizationid)).lastpaidat).toBe('2026-03-10T07:00:00.000Z');
    const listedOne = (await listed('')).find((o) => o.organizationid === user.organizationid);
    expect(listedOne?.lastpaidat).toBe('2026-03-10T07:00:00.000Z');
  });

  it('derives the status: suspended, paused, lapsing (7 days either side of the end), active', async () => {
    const now = time.clock().getTime();
    const day = 86_400_000;
    const at = (days: number) => new Date(now + days * day).toISOString();
    const cases: [Updateable<OrganizationsTable>, string][] = [
      [{ trial_ends_at: at(20) }, 'active'],
      [{ trial_ends_at: at(6) }, 'lapsing'],
      [{ trial_ends_at: at(-2) }, 'lapsing'],
      [{ trial_ends_at: at(-8) }, 'paused'],
      [{ plan_id: 'standard', trial_ends_at: at(-60), paid_until: at(3) }, 'lapsing'],
      [{ plan_id: 'standard', trial_ends_at: at(-60), paid_until: at(30) }, 'active'],
      [{ plan_id: 'enterprise', trial_ends_at: at(-60), paid_until: null }, 'active'],
      [{ trial_ends_at: at(-60), suspended_at: at(-1), suspension_reason: 'Fraud' }, 'suspended'],
    ];
    for (const [values, status] of cases) {
      const { user } = await signUp(t.app);
      await setOrganization(user.organizationid, values);
      expect((await organization(user.organizationid)).status, JSON.stringify(values)).toBe(status);
      const filtered = await listed(`?status=${status}`);
      expect(filtered.map((o) => o.organizationid)).toContain(user.organizationid);
      expect(filtered.every((o) => o.status === status)).toBe(true);
    }
  });

  it('searches the name, the owner’s name and phone; filters by plan and account type', async () => {
    const kibet = await signUp(t.app, { firstname: 'Kibet', lastname: 'Rotich' });
    const agent = await signUp(t.app, {
      firstname: 'Zawadi',
      lastname: 'Achieng',
      accounttype: 'Agent',
    });
    await setOrganization(agent.user.organizationid, {
      name: 'Zawadi Homes 50%',
      plan_id: 'standard',
    });
    const ids = (organizations: OperatorOrganization[]) =>
      organizations.map((o) => o.organizationid);

    expect(ids(await listed('?q=kibet%20ROT'))).toEqual([kibet.user.organizationid]);
    expect(ids(await listed(`?q=${kibet.body.phonenumber}`))).toEqual([kibet.user.organizationid]);
    expect(ids(await listed('?q=homes%2050%25'))).toEqual([agent.user.organizationid]);
    expect(ids(await listed('?q=%25'))).toEqual([agent.user.organizationid]); // % is a letter
    expect(ids(await listed('?planid=standard'))).toContain(agent.user.organizationid);
    expect(ids(await listed('?planid=trial'))).not.toContain(agent.user.organizationid);
    expect(ids(await listed('?planid=trial'))).toContain(kibet.user.organizationid);
    const agents = await listed('?accounttype=Agent');
    expect(ids(agents)).toContain(agent.user.organizationid);
    expect(agents.every((o) => o.accounttype === 'Agent')).toBe(true);
    expect(ids(await listed('?q=Zawadi&accounttype=Landlord'))).toEqual([]);

    const bad = await api.list('?status=sleeping');
    expect(bad.statusCode).toBe(400);
  });
});
