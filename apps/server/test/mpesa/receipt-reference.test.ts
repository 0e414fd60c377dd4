import { describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { addTenant } from '../helpers/tenant-fixtures.js';
import { statementOf } from '../tenancy/tenancy-fixtures.js';
import { pay } from '../transactions/fixtures.js';
import { c2bSample } from './c2b-fixtures.js';
import { darajaTestApp, paybillLandlord } from './paybill-landlord.js';

// Issue 30: a landlord and a tenant know an M-PESA payment by the receipt code in the
// tenant's own M-PESA SMS. The statement, the tenant's page and the SMS receipt all name it
// so; no screen or SMS shows the payment's internal id.

const ctx = darajaTestApp();

/** A landlord collecting at paybill 600966, a tenant in A7 and the tenant's page token. */
async function paybillTenant() {
  const { secret, ...owner } = await paybillLandlord(ctx.t);
  const tenant = await addTenant(ctx.t.app, owner.token, owner.place, {
    housenumber: 'A7',
    openingrentbalance: 9000,
    openingwaterbalance: 0,
  });
  const link = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/tenant/${tenant.tenantid}/link`,
    headers: authed(owner.token),
  });
  const pageToken = /\/t\/([\w-]+)$/.exec(link.json().url)![1]!;
  return { owner, secret, tenant, pageToken };
}

/** M-PESA confirms a payment to the paybill; it is applied moments after the answer. */
async function mpesaPays(secret: string, transId: string, amount: string) {
  const response = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/c2b/${secret}/confirmation`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(
      c2bSample({ TransID: transId, BillRefNumber: 'A7', TransAmount: amount }),
    ),
  });
  expect(response.statusCode).toBe(200);
  await ctx.t.app.c2bConfirmations.settled();
}

async function receiptSms(organizationId: string) {
  const rows = await ctx.t.db
    .selectFrom('sms_messages')
    .select(['text', 'transaction_id'])
    .where('organization_id', '=', organizationId)
    .where('purpose', '=', 'receipt')
    .execute();
  return rows;
}

async function transactionIds(organizationId: string) {
  const rows = await ctx.t.db
    .selectFrom('transactions')
    .select('id')
    .where('organization_id', '=', organizationId)
    .execute();
  return rows.map((row) => row.id);
}

/** Neither a transaction's id nor its last 12 characters appear in `text`. */
function expectNoInternalId(text: string, ids: string[]) {
  for (const id of ids) expect(text).not.toContain(id.slice(-12));
}

describe('the M-PESA receipt code as the payment reference', () => {
  it('is on the statement, the tenant page (and opens the receipt) and the receipt SMS', async () => {
    const { owner, secret, tenant, pageToken } = await paybillTenant();
    await mpesaPays(secret, 'TLK4Q7X2ZB', '4000.00');

    const statement = await statementOf(ctx.t.app, owner.token, tenant.tenantid);
    const line = statement.entries.find((entry) => entry.kind === 'payment');
    expect(line).toMatchObject({
      reference: 'TLK4Q7X2ZB',
      displayreference: 'TLK4Q7X2ZB',
      credit: 4000,
      balance: 5000,
    });

    const page = await ctx.t.app.inject({ url: `/api/public/tenant/${pageToken}` });
    expect(page.statusCode).toBe(200);
    const pageLine = page
      .json()
      .statement.find((entry: { kind: string }) => entry.kind === 'payment');
    expect(pageLine).toMatchObject({ reference: 'TLK4Q7X2ZB', displayreference: 'TLK4Q7X2ZB' });
    const receipt = await ctx.t.app.inject({
      url: `/api/public/tenant/${pageToken}/receipts/TLK4Q7X2ZB`,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      transaction: { externalreference: 'TLK4Q7X2ZB', transactiondata: { amount: 4000 } },
      receipt: { balanceafter: 5000 },
    });

    const [sms] = await receiptSms(owner.organizationId);
    expect(sms!.text).toContain('Ref TLK4Q7X2ZB.');
    expectNoInternalId(sms!.text, await transactionIds(owner.organizationId));
    expectNoInternalId(JSON.stringify(statement.entries), [sms!.transaction_id!]);
  });

  it('is left out of a cash receipt SMS rather than showing an internal id', async () => {
    const { owner, tenant } = await paybillTenant();
    await pay(ctx.t.app, owner.token, tenant.tenantid, 2000, {
      todeposit: false,
      sendreceipt: true,
    });
    const [sms] = await receiptSms(owner.organizationId);
    expect(sms!.text).toMatch(/^Dear Wanjiku, .* has received KES 2,000 for house A7 on /);
    expect(sms!.text).not.toContain('Ref ');
    expectNoInternalId(sms!.text, await transactionIds(owner.organizationId));
  });
});
