import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../src/modules/access/actor.js';
import { postCreditNote } from '../../src/modules/ledger/post-credit-note.js';
import { authed } from '../helpers/accounts.js';
import { createRoom, insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';
import { insertInvoice, pay, settableClock } from '../transactions/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Listed {
  tenantid: string;
  rentalname: string;
  roomtype: string;
  tenantdata: { firstname: string; balance: number };
  hasbooks: boolean;
}

async function list(token: string, query = ''): Promise<Listed[]> {
  const response = await t.app.inject({
    url: `/api/tenant/all-tenants${query}`,
    headers: authed(token),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json().tenants;
}

// The list is kept serialized between calls (a latency budget); these show it never goes stale.
describe('the tenant list after changes', () => {
  it('shows every tenant write at once: add, edit, delete', async () => {
    const owner = await landlordWithRoom(t.app);
    const amina = await addTenant(t.app, owner.token, owner.place, { firstname: 'Amina' });
    expect((await list(owner.token)).map((x) => x.tenantdata.firstname)).toEqual(['Amina']);

    const baraka = await addTenant(t.app, owner.token, owner.place, { firstname: 'Baraka' });
    expect((await list(owner.token)).map((x) => x.tenantdata.firstname)).toEqual([
      'Baraka',
      'Amina',
    ]);

    await t.app.inject({
      method: 'PUT',
      url: `/api/tenant/all-tenants/${amina.tenantid}`,
      headers: authed(owner.token),
      payload: { ...amina.tenantdata, firstname: 'Aminata' },
    });
    expect((await list(owner.token)).map((x) => x.tenantdata.firstname)).toEqual([
      'Baraka',
      'Aminata',
    ]);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant/${baraka.tenantid}`,
      headers: authed(owner.token),
    });
    expect((await list(owner.token)).map((x) => x.tenantdata.firstname)).toEqual(['Aminata']);
  });

  it('shows a renamed rental and a changed room type', async () => {
    const owner = await landlordWithRoom(t.app);
    await addTenant(t.app, owner.token, owner.place);
    expect((await list(owner.token))[0]?.roomtype).toBe('Bedsitter');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/all-rentals/${owner.rental.rentalid}`,
      headers: authed(owner.token),
      payload: { rentalname: 'Jacaranda Heights', rentallocation: 'Ruaka' },
    });
    expect(renamed.statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/rental/room-type/${owner.room.roomid}`,
      headers: authed(owner.token),
      payload: { housetype: 'Double Room', totalunits: 5, monthlyrent: 1, waterunitrate: 1 },
    });
    expect(changed.statusCode).toBe(200);

    expect(await list(owner.token)).toMatchObject([
      { rentalname: 'Jacaranda Heights', roomtype: 'Double Room' },
    ]);
  });

  it('shows a tenant another server process wrote to the shared database', async () => {
    const owner = await landlordWithRoom(t.app);
    await addTenant(t.app, owner.token, owner.place, { firstname: 'Chege' });
    expect(await list(owner.token)).toHaveLength(1);
    await insertTenant(t.db, {
      organizationId: owner.organizationId,
      rentalId: owner.rental.rentalid,
      roomId: owner.room.roomid,
    });
    expect(await list(owner.token)).toHaveLength(2);
  });

  it('keeps each rental filter and each organization apart', async () => {
    const owner = await landlordWithRoom(t.app);
    const other = await landlordWithRoom(t.app);
    await addTenant(t.app, owner.token, owner.place, { firstname: 'Dalila' });
    await addTenant(t.app, other.token, other.place, { firstname: 'Esther' });
    const secondRoom = await createRoom(t.app, owner.token, owner.rental.rentalid, {
      housetype: 'Single Room',
    });
    expect((await list(owner.token)).map((x) => x.tenantdata.firstname)).toEqual(['Dalila']);
    expect((await list(other.token)).map((x) => x.tenantdata.firstname)).toEqual(['Esther']);
    expect(await list(owner.token, `?rentalid=${owner.rental.rentalid}`)).toHaveLength(1);

    const response = await postTenant(
      t.app,
      owner.token,
      tenantBody({ rentalid: owner.rental.rentalid, housetype: secondRoom.roomid }),
    );
    expect(response.statusCode).toBe(201);
    expect(await list(owner.token, `?rentalid=${owner.rental.rentalid}`)).toHaveLength(2);
  });
});

describe('hasbooks in the tenant list and on the tenant', () => {
  it('says which tenants have money in the books, as DELETE decides', async () => {
    const owner = await landlordWithRoom(t.app);
    const amina = await addTenant(t.app, owner.token, owner.place, { firstname: 'Amina' });
    const baraka = await addTenant(t.app, owner.token, owner.place, { firstname: 'Baraka' });
    const books = async () =>
      Object.fromEntries(
        (await list(owner.token)).map((x) => [x.tenantdata.firstname, x.hasbooks]),
      );
    expect(await books()).toEqual({ Amina: false, Baraka: false });
    await pay(t.app, owner.token, amina.tenantid, 2500);
    expect(await books()).toEqual({ Amina: true, Baraka: false });
    const detail = async (id: string) =>
      (
        await t.app.inject({ url: `/api/tenant/all-tenants/${id}`, headers: authed(owner.token) })
      ).json().tenant.hasbooks;
    expect([await detail(amina.tenantid), await detail(baraka.tenantid)]).toEqual([true, false]);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant/${amina.tenantid}`,
      headers: authed(owner.token),
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('balances in the tenant list', () => {
  it('follow every charge, payment, deleted payment and credit note at once', async () => {
    const owner = await landlordWithRoom(t.app);
    const amina = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Amina',
      openingrentbalance: 1000,
      openingwaterbalance: 0,
    });
    const balance = async () => (await list(owner.token))[0]!.tenantdata.balance;
    expect(await balance()).toBe(1000);

    const invoice = await insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId: amina.tenantid,
      amountCents: 850_000,
    });
    expect(await balance()).toBe(9500);
    const payment = await pay(t.app, owner.token, amina.tenantid, 2500);
    expect(await balance()).toBe(7000);
    await postCreditNote(
      t.db,
      systemActor(owner.organizationId),
      {
        tenantId: amina.tenantid,
        kind: 'waiver',
        invoiceId: invoice.id,
        amountCents: 50_000,
        reason: 'Goodwill',
      },
      new Date(),
    );
    expect(await balance()).toBe(6500);
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${payment.transactionid}/reverse`,
      payload: { reason: 'Entered by mistake' },
      headers: authed(owner.token),
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(await balance()).toBe(9000);
    await pay(t.app, owner.token, amina.tenantid, 10_000);
    expect(await balance()).toBe(-1000);
  });

  it('follow a payment deleted and another recorded in the same millisecond', async () => {
    const fixed = await createTestApp({ clock: settableClock('2026-06-15T06:00:00.000Z').clock });
    try {
      const owner = await landlordWithRoom(fixed.app);
      const amina = await addTenant(fixed.app, owner.token, owner.place, { firstname: 'Amina' });
      const balance = async () => {
        const response = await fixed.app.inject({
          url: '/api/tenant/all-tenants',
          headers: authed(owner.token),
        });
        return response.json().tenants[0].tenantdata.balance;
      };
      const opening = await balance();
      const payment = await pay(fixed.app, owner.token, amina.tenantid, 1000);
      expect(await balance()).toBe(opening - 1000);
      await fixed.app.inject({
        method: 'POST',
        url: `/api/transactions/${payment.transactionid}/reverse`,
        payload: { reason: 'Entered by mistake' },
        headers: authed(owner.token),
      });
      await pay(fixed.app, owner.token, amina.tenantid, 2500);
      expect(await balance()).toBe(opening - 2500);
    } finally {
      await fixed.close();
    }
  });
});
