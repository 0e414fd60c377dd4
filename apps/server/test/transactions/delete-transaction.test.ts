import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertTransaction, pay, signedInMember } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function remove(token: string, id: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/transactions/all-transactions/${id}`,
    headers: authed(token),
  });
}

async function exists(id: string) {
  const row = await t.db
    .selectFrom('transactions')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return Boolean(row);
}

const onlyRecorder = {
  code: 'forbidden',
  message: 'Action can only be completed by user who recorded the transaction',
  key: 'alert.onlyRecorderMayDelete',
};

describe('DELETE /api/transactions/all-transactions/{id}', () => {
  it('lets the recorder delete; the balance and the receipt follow', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      openingrentbalance: 4000,
      openingwaterbalance: 0,
    });
    const payment = await pay(t.app, owner.token, tenant.tenantid, 1500, { sendreceipt: true });

    const response = await remove(owner.token, payment.transactionid);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await exists(payment.transactionid)).toBe(false);

    const detail = await t.app.inject({
      url: `/api/tenant/all-tenants/${tenant.tenantid}`,
      headers: authed(owner.token),
    });
    expect(detail.json().tenant.balance).toBe(4000);
    // The SMS was (or will be) sent: it stays in the outbox history, unlinked.
    const receipts = await t.db
      .selectFrom('sms_messages')
      .select(['transaction_id', 'purpose'])
      .where('tenant_id', '=', tenant.tenantid)
      .execute();
    expect(receipts).toEqual([{ transaction_id: null, purpose: 'receipt' }]);

    expect((await remove(owner.token, payment.transactionid)).statusCode).toBe(404);
  });

  it('refuses any other user of the organization, owner included', async () => {
    const owner = await landlordWithRoom(t.app);
    // Deleting payments is the owner's, or a manager's once the owner allows it.
    const allow = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/managers-may-erase',
      headers: authed(owner.token),
      payload: { allowed: true },
    });
    expect(allow.statusCode).toBe(200);
    const member = await signedInMember(t.app, t.db, owner.organizationId);
    const tenant = await addTenant(t.app, owner.token, owner.place);

    const byOwner = await pay(t.app, owner.token, tenant.tenantid, 100);
    const byMember = await pay(t.app, member.token, tenant.tenantid, 200);
    expect(byMember).toMatchObject({
      recordedby: 'Otieno Ochieng',
      transactiondata: { userid: member.userId },
    });

    const memberTries = await remove(member.token, byOwner.transactionid);
    expect(memberTries.statusCode).toBe(403);
    expect(memberTries.json().error).toEqual(onlyRecorder);
    const ownerTries = await remove(owner.token, byMember.transactionid);
    expect(ownerTries.statusCode).toBe(403);
    expect(ownerTries.json().error).toEqual(onlyRecorder);
    expect(await exists(byOwner.transactionid)).toBe(true);
    expect(await exists(byMember.transactionid)).toBe(true);

    expect((await remove(member.token, byMember.transactionid)).statusCode).toBe(204);
    expect(await exists(byMember.transactionid)).toBe(false);
  });

  it('refuses a manager the owner has not allowed, even their own payment', async () => {
    const owner = await landlordWithRoom(t.app);
    const member = await signedInMember(t.app, t.db, owner.organizationId);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const byMember = await pay(t.app, member.token, tenant.tenantid, 200);
    expect((await remove(member.token, byMember.transactionid)).statusCode).toBe(403);
    expect(await exists(byMember.transactionid)).toBe(true);
  });

  it('lets nobody delete what M-PESA recorded', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const mpesa = await insertTransaction(t.db, {
      organization_id: owner.organizationId,
      tenant_id: tenant.tenantid,
      paid_at: '2026-03-01T08:00:00.000Z',
      external_reference: 'QKJ4ABCD12',
    });
    const response = await remove(owner.token, mpesa.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual(onlyRecorder);
    expect(await exists(mpesa.id)).toBe(true);
  });
});
