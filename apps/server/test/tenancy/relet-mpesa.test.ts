import { describe, expect, it } from 'vitest';
import { c2bSample } from '../mpesa/c2b-fixtures.js';
import { darajaTestApp, paybillLandlord } from '../mpesa/paybill-landlord.js';
import { billNow, endTenancy, moveIn, tenantOf } from './tenancy-fixtures.js';

const ctx = darajaTestApp();

async function confirm(secret: string, account: string, amount: string) {
  const response = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/c2b/${secret}/confirmation`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(c2bSample({ BillRefNumber: account, TransAmount: amount })),
  });
  // M-PESA is answered once the confirmation is stored; it is applied moments later.
  await ctx.t.app.c2bConfirmations.settled();
  return response;
}

describe('a house let again after its tenant left', () => {
  it('credits an M-PESA payment to the new tenant; the leaver pays while the house is empty', async () => {
    const owner = await paybillLandlord(ctx.t);
    const leaver = await moveIn(ctx.t.app, owner, 0, { housenumber: 'A4', meternumber: 'MA4' });
    await billNow(ctx.t.app, owner.token, leaver.tenantid, 6000);
    const ended = await endTenancy(ctx.t.app, owner.token, leaver.tenantid, {
      moveoutdate: leaver.tenantdata.moveindate,
    });
    expect(ended.statusCode).toBe(200);

    // Nobody lives in A4: the leaver's payment of what they owe still finds them.
    expect((await confirm(owner.secret, 'A4', '2000.00')).statusCode).toBe(200);
    expect((await tenantOf(ctx.t.app, owner.token, leaver.tenantid)).balance).toBe(4000);

    const next = await moveIn(ctx.t.app, owner, 0, { housenumber: 'A4', meternumber: 'MA4' });
    await billNow(ctx.t.app, owner.token, next.tenantid, 9000);
    expect((await confirm(owner.secret, 'a4', '9000.00')).statusCode).toBe(200);
    expect((await tenantOf(ctx.t.app, owner.token, next.tenantid)).balance).toBe(0);
    expect((await tenantOf(ctx.t.app, owner.token, leaver.tenantid)).balance).toBe(4000);
  });
});
