import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StkRequestsTable } from '../../src/db/types.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { activityOf, operatorApi, operatorPhone, signUpOperator } from './operator-fixtures.js';

// The Enterprise contact requests inbox and the subscription payments across organizations.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
let api: ReturnType<typeof operatorApi>;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, operatorPhones: [operatorPhone] });
  api = operatorApi(t, (await signUpOperator(t.app)).token);
});
afterAll(() => t.close());

async function contactUs(token: string, message: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptionsettings/contact',
    headers: authed(token),
    payload: {
      name: 'Faith Njeri',
      phonenumber: '0722111222',
      email: 'faith@example.co.ke',
      message,
    },
  });
  expect(response.statusCode).toBe(201);
}

describe('the contact requests inbox', () => {
  it('lists requests newest first, new until an operator marks them, with notes', async () => {
    const owner = await signUp(t.app, { firstname: 'Faith', lastname: 'Njeri' });
    await contactUs(owner.token, 'We manage 400 units');
    time.advanceMinutes(1);
    await contactUs(owner.token, 'Also 3 shops');
    const listed = (await api.contactRequests()).json().requests;
    const mine = listed.filter(
      (r: { organizationid: string }) => r.organizationid === owner.user.organizationid,
    );
    expect(mine.map((r: { message: string }) => r.message)).toEqual([
      'Also 3 shops',
      'We manage 400 units',
    ]);
    expect(mine[1]).toEqual({
      id: expect.any(String),
      organizationid: owner.user.organizationid,
      organizationname: 'Faith Njeri',
      name: 'Faith Njeri',
      phonenumber: '0722111222',
      email: 'faith@example.co.ke',
      message: 'We manage 400 units',
      status: 'new',
      notes: '',
      createdat: '2026-03-02T06:00:00.000Z',
      updatedat: '2026-03-02T06:00:00.000Z',
    });

    time.advanceMinutes(10);
    const saved = await api.saveContactRequest(mine[1].id, {
      status: 'contacted',
      notes: 'Visit on Friday',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().request).toMatchObject({
      status: 'contacted',
      notes: 'Visit on Friday',
      updatedat: '2026-03-02T06:11:00.000Z',
    });
    const contacted = (await api.contactRequests('?status=contacted')).json().requests;
    expect(contacted.map((r: { id: string }) => r.id)).toEqual([mine[1].id]);
    expect((await api.contactRequests('?status=won')).json().requests).toEqual([]);

    // In the organization's Activity as the operator's, without the operator's notes.
    const [entry] = await activityOf(t.db, owner.user.organizationid, 'contact_request_updated');
    expect(entry).toMatchObject({
      role: 'operator',
      user_name: 'Otieno Opiyo',
      summary: 'Marked the Enterprise contact request of Faith Njeri as contacted',
    });
    expect(entry!.details).not.toContain('Friday');
  });

  it('answers 404 for a request that is not there, and 400 for a status that is none', async () => {
    const missing = await api.saveContactRequest('nope', { status: 'won', notes: '' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Contact request not found');
    expect((await api.contactRequests('?status=maybe')).statusCode).toBe(400);
  });

  it('keeps the last of two saves at once, each a whole status and note', async () => {
    const owner = await signUp(t.app);
    await contactUs(owner.token, 'Hello');
    const [request] = (await api.contactRequests()).json().requests;
    await Promise.all([
      api.saveContactRequest(request.id, { status: 'won', notes: 'Signed' }),
      api.saveContactRequest(request.id, { status: 'lost', notes: 'Went elsewhere' }),
    ]);
    const [after] = (await api.contactRequests()).json().requests;
    expect([
      ['won', 'Signed'],
      ['lost', 'Went elsewhere'],
    ]).toContainEqual([after.status, after.notes]);
  });
});

function stkRequest(organizationId: string, values: Partial<StkRequestsTable>): StkRequestsTable {
  return {
    id: randomUUID(),
    organization_id: organizationId,
    purpose: 'subscription',
    tenant_id: null,
    user_id: null,
    user_name: 'Faith Njeri',
    plan_id: 'standard',
    shortcode: '174379',
    checkout_request_id: randomUUID(),
    merchant_request_id: randomUUID(),
    phone: '254722111222',
    amount_cents: 185_000,
    description: 'Standard',
    status: 'pending',
    result_code: null,
    result_desc: null,
    receipt: null,
    transaction_id: null,
    created_at: time.clock().toISOString(),
    updated_at: time.clock().toISOString(),
    callback_token_hash: null,
    ...values,
  };
}

describe('GET /api/operator/subscription-payments', () => {
  it('lists subscription payments across organizations, newest first, never tenants’', async () => {
    const a = await signUp(t.app, { firstname: 'Baraka', lastname: 'Otieno' });
    const b = await signUp(t.app);
    await t.db
      .insertInto('stk_requests')
      .values([
        stkRequest(a.user.organizationid, {
          status: 'succeeded',
          receipt: 'SGH7XK2P4L',
          created_at: '2026-03-01T08:00:00.000Z',
        }),
        stkRequest(b.user.organizationid, {
          plan_id: 'individual',
          amount_cents: 100_000,
          created_at: '2026-03-01T09:00:00.000Z',
        }),
        stkRequest(a.user.organizationid, { purpose: 'tenant_balance', plan_id: null }),
      ])
      .execute();
    const response = await api.subscriptionPayments();
    expect(response.statusCode).toBe(200);
    expect(response.json().payments).toEqual([
      expect.objectContaining({
        organizationid: b.user.organizationid,
        planid: 'individual',
        amount: 1000,
        status: 'pending',
        mpesareceipt: null,
      }),
      expect.objectContaining({
        organizationid: a.user.organizationid,
        organizationname: 'Baraka Otieno',
        planid: 'standard',
        amount: 1850,
        status: 'succeeded',
        mpesareceipt: 'SGH7XK2P4L',
        createdat: '2026-03-01T08:00:00.000Z',
      }),
    ]);
  });
});
