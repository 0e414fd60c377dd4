import type { LedgerEntry } from '@rental/shared/schemas/ledger';
import { statementLineIn } from '@rental/shared/statement-line-words';
import { describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { addTenant } from '../helpers/tenant-fixtures.js';
import { statementOf } from '../tenancy/tenancy-fixtures.js';
import { c2bSample } from './c2b-fixtures.js';
import { darajaTestApp, paybillLandlord } from './paybill-landlord.js';

// Issue 30: an M-PESA paybill payment's line was the server's English ("M-PESA paybill
// payment by MWANGI") on a Kiswahili tenant's page. It now travels as a code with the payer's
// name, and reads in the tenant's language; the API's English `description` stays as it was.

const ctx = darajaTestApp();

async function kiswahiliTenantPaidByPaybill() {
  const { secret, ...owner } = await paybillLandlord(ctx.t);
  const tenant = await addTenant(ctx.t.app, owner.token, owner.place, {
    housenumber: 'A7',
    openingrentbalance: 9000,
    openingwaterbalance: 0,
    language: 'sw',
  });
  const confirmed = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/c2b/${secret}/confirmation`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(
      c2bSample({ TransID: 'RKL51ZDR9Q', BillRefNumber: 'A7', FirstName: 'MWANGI' }),
    ),
  });
  expect(confirmed.statusCode).toBe(200);
  await ctx.t.app.c2bConfirmations.settled();
  return { owner, tenant };
}

const paymentLine = (entries: LedgerEntry[]) => entries.find((entry) => entry.kind === 'payment')!;

describe('an M-PESA paybill payment on a statement', () => {
  it("comes as a code with the payer's name, in Kiswahili for a Kiswahili tenant", async () => {
    const { owner, tenant } = await kiswahiliTenantPaidByPaybill();
    const statement = await statementOf(ctx.t.app, owner.token, tenant.tenantid);
    const line = paymentLine(statement.entries);
    expect(line.detail).toEqual({
      line: 'payment',
      paymentmode: 'MPESA',
      description: 'M-PESA paybill payment by MWANGI',
      descriptioncode: 'mpesaPaybill',
      descriptionparams: { payer: 'MWANGI' },
      depositheld: 0,
    });
    // The API's English, as before.
    expect(line.description).toBe('MPESA payment: M-PESA paybill payment by MWANGI');
    expect(statementLineIn('sw', line.detail)).toBe(
      'Malipo ya M-PESA: kupitia paybill, kutoka kwa MWANGI',
    );

    // The tenant's own page sends the same code, and says which language to read it in.
    const link = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/tenant/${tenant.tenantid}/link`,
      headers: authed(owner.token),
    });
    const pageToken = /\/t\/([\w-]+)$/.exec(link.json().url)![1]!;
    const page = (await ctx.t.app.inject({ url: `/api/public/tenant/${pageToken}` })).json();
    expect(page.tenant.language).toBe('sw');
    const pageLine = paymentLine(page.statement);
    expect(pageLine.detail).toMatchObject({
      descriptioncode: 'mpesaPaybill',
      descriptionparams: { payer: 'MWANGI' },
    });
    const words = statementLineIn(page.tenant.language, pageLine.detail);
    expect(words).not.toMatch(/paybill payment by|MPESA payment/);
  });

  it('words an old row, stored before codes, the same way', async () => {
    const { owner, tenant } = await kiswahiliTenantPaidByPaybill();
    // A row of an earlier release: only the English text, as it always was stored.
    await ctx.t.db
      .updateTable('payment_texts')
      .set({ description: 'M-PESA paybill payment by WANJIRU' })
      .where('transaction_id', 'in', (eb) =>
        eb.selectFrom('transactions').select('id').where('tenant_id', '=', tenant.tenantid),
      )
      .execute();
    const statement = await statementOf(ctx.t.app, owner.token, tenant.tenantid);
    expect(statementLineIn('sw', paymentLine(statement.entries).detail)).toBe(
      'Malipo ya M-PESA: kupitia paybill, kutoka kwa WANJIRU',
    );
  });
});
