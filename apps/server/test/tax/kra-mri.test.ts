import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { moveIn } from '../tenancy/tenancy-fixtures.js';
import { insertInvoice, pay, settableClock } from '../transactions/fixtures.js';

// KRA's Monthly Rental Income return, computed by hand. 10 February 2024, 09:00 in Nairobi:
// December 2023 (10%) and January 2024 (7.5%) have ended.
const time = settableClock('2024-02-10T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

async function report(token: string, month: string): Promise<KraMriReport> {
  const response = await t.app.inject({
    url: `/api/reports/kra-mri?month=${month}`,
    headers: authed(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function mriNotifications(token: string) {
  const response = await t.app.inject({ url: '/api/notifications', headers: authed(token) });
  const all: { kind: string; text: string }[] = response.json().notifications;
  return all.filter((n) => n.kind.startsWith('mri_')).map((n) => [n.kind, n.text]);
}

function putRental(token: string, rentalid: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/rental/all-rentals/${rentalid}`,
    headers: authed(token),
    payload,
  });
}

function fileReturn(token: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/reports/kra-mri/filing',
    headers: authed(token),
    payload,
  });
}

/** A landlord with a residential court (two tenants) and a commercial rental (one tenant). */
async function landlordWithPayments() {
  const owner = await landlordWithRoom(t.app, { monthlyrent: 10000 });
  const { organizationId, token } = owner;
  expect(
    (await putRental(token, owner.rental.rentalid, { ...courtNames, lrnumber: 'LR 209/1234' }))
      .statusCode,
  ).toBe(200);
  const invoice = (tenantId: string, type: 'Rental Invoice Bill' | 'Water Invoice Bill') => ({
    organizationId,
    tenantId,
    type,
  });

  // A: rent and water billed each month; a late payment crosses the year.
  const a = await moveIn(t.app, owner, 0);
  await insertInvoice(t.db, {
    ...invoice(a.tenantid, 'Rental Invoice Bill'),
    amountCents: 1_000_000,
  });
  await insertInvoice(t.db, { ...invoice(a.tenantid, 'Water Invoice Bill'), amountCents: 50_000 });
  await pay(t.app, token, a.tenantid, 10000, { date: '2023-12-31' }); // rent 10,000
  await insertInvoice(t.db, {
    ...invoice(a.tenantid, 'Rental Invoice Bill'),
    amountCents: 1_000_000,
  });
  await insertInvoice(t.db, { ...invoice(a.tenantid, 'Water Invoice Bill'), amountCents: 80_000 });
  await pay(t.app, token, a.tenantid, 5000, { date: '2024-01-01' }); // water 500, rent 4,500
  await pay(t.app, token, a.tenantid, 7000, { date: '2024-01-20' }); // rent 5,500, water 800, ahead 700

  // B: a deposit, and November's rent paid late in January.
  const b = await moveIn(t.app, owner, 5000);
  await insertInvoice(t.db, {
    ...invoice(b.tenantid, 'Rental Invoice Bill'),
    amountCents: 300_000,
  });
  await pay(t.app, token, b.tenantid, 8000, { date: '2024-01-15' }); // deposit 5,000, rent 3,000

  // C: a shop in a commercial rental: not under MRI.
  const shops = await t.app.inject({
    method: 'POST',
    url: '/api/rental/new-rental',
    headers: authed(token),
    payload: { rentalname: 'Soko Shops', rentallocation: 'Thika', rentaluse: 'commercial' },
  });
  expect(shops.statusCode, shops.body).toBe(201);
  const shopsId = shops.json().rental.rentalid;
  const room = await createRoom(t.app, token, shopsId, { monthlyrent: 50000 });
  const c = await moveIn(t.app, { token, place: { rentalid: shopsId, housetype: room.roomid } }, 0);
  await insertInvoice(t.db, {
    ...invoice(c.tenantid, 'Rental Invoice Bill'),
    amountCents: 5_000_000,
  });
  await pay(t.app, token, c.tenantid, 50000, { date: '2024-01-05' });
  return { ...owner, shopsId };
}

const courtNames = { rentalname: 'Baraka Court', rentallocation: 'Kasarani' };

describe('the KRA Monthly Rental Income report', () => {
  let owner: Awaited<ReturnType<typeof landlordWithPayments>>;
  beforeAll(async () => {
    owner = await landlordWithPayments();
  });

  it('counts rent received in the month, late rent included, water and deposits left out', async () => {
    const january = await report(owner.token, '2024-01');
    expect(january).toMatchObject({
      month: '2024-01',
      rate: 7.5,
      duedate: '2024-02-20',
      nil: false,
      properties: [
        {
          rentalid: owner.rental.rentalid,
          rentalname: 'Baraka Court',
          lrnumber: 'LR 209/1234',
          grossrent: 13700,
        },
      ],
      totalgross: 13700,
      tax: 1027.5,
      yeartodate: 13700,
      band: { min: 288000, max: 15000000, inside: false },
      filing: null,
      commercial: [{ rentalid: owner.shopsId, rentalname: 'Soko Shops', grossrent: 50000 }],
      excluded: { water: 1300, servicecharge: 0, other: 0, deposits: 5000 },
    });
  });

  it('applies 10% to December 2023 and 7.5% from January 2024', async () => {
    const december = await report(owner.token, '2023-12');
    expect(december).toMatchObject({
      rate: 10,
      duedate: '2024-01-20',
      totalgross: 10000,
      tax: 1000,
      // The year to date is December's own year.
      yeartodate: 10000,
    });
    expect((await report(owner.token, '2024-01')).rate).toBe(7.5);
  });

  it('is a NIL return for a month with nothing received', async () => {
    const november = await report(owner.token, '2023-11');
    expect(november).toMatchObject({
      nil: true,
      totalgross: 0,
      tax: 0,
      duedate: '2023-12-20',
      properties: [{ rentalname: 'Baraka Court', grossrent: 0 }],
    });
  });

  it('keeps a filed month figure when later charges arrive', async () => {
    const before = await report(owner.token, '2024-01');
    // A water bill billed after January is not what January's money paid.
    const [tenant] = (
      await t.app.inject({ url: '/api/tenant/all-tenants', headers: authed(owner.token) })
    ).json().tenants;
    await insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId: tenant.tenantid,
      type: 'Water Invoice Bill',
      amountCents: 70_000,
    });
    expect(await report(owner.token, '2024-01')).toEqual(before);
  });

  it('brings up the month just ended and those past due in the notifications', async () => {
    expect(await mriNotifications(owner.token)).toEqual([
      ['mri_due', 'KRA rental income return for January 2024 is due by 20 Feb 2024'],
      ['mri_overdue', 'KRA rental income returns not recorded as filed: 1, from December 2023'],
    ]);
  });

  it('records the PRN and date paid once the month has ended', async () => {
    const filed = await fileReturn(owner.token, {
      month: '2024-01',
      prn: ' 2024 0205 1234 ',
      paidon: '2024-02-05',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toEqual({
      filing: { month: '2024-01', prn: '202402051234', paidon: '2024-02-05' },
    });
    expect((await report(owner.token, '2024-01')).filing).toEqual({
      prn: '202402051234',
      paidon: '2024-02-05',
    });
    expect(await mriNotifications(owner.token)).toEqual([
      ['mri_overdue', 'KRA rental income returns not recorded as filed: 1, from December 2023'],
    ]);
    const [entry] = await activityOf(t.app, owner.token, 'mri_filing_recorded');
    expect(entry?.summary).toBe(
      'Recorded the KRA rental income return for 2024-01: PRN 202402051234, paid on 2024-02-05',
    );
  });

  it('refuses a month not ended, a payment date before it ended or in the future', async () => {
    const cases = [
      [{ month: '2024-02', prn: '12345678', paidon: '2024-02-05' }, 'month'],
      [{ month: '2024-01', prn: '12345678', paidon: '2024-01-31' }, 'paidon'],
      [{ month: '2024-01', prn: '12345678', paidon: '2024-02-11' }, 'paidon'],
      [{ month: '2024-13', prn: '12345678', paidon: '2024-02-05' }, 'month'],
      [{ month: '2023-12', prn: 'PRN#1', paidon: '2024-01-05' }, 'prn'],
    ] as const;
    for (const [payload, field] of cases) {
      const response = await fileReturn(owner.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    }
    expect((await report(owner.token, '2023-12')).filing).toBeNull();
  });

  it('answers 400 for a missing or malformed month', async () => {
    for (const query of ['', '?month=2024-1', '?month=January']) {
      const response = await t.app.inject({
        url: `/api/reports/kra-mri${query}`,
        headers: authed(owner.token),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the year to date against the MRI band', () => {
  it('is outside below KES 288,000, inside up to 15,000,000 and outside above', async () => {
    time.set('2024-07-10T06:00:00.000Z');
    const owner = await landlordWithRoom(t.app, { monthlyrent: 10000 });
    const tenant = await moveIn(t.app, owner, 0);
    await pay(t.app, owner.token, tenant.tenantid, 200000, { date: '2024-03-05' });
    await pay(t.app, owner.token, tenant.tenantid, 100000, { date: '2024-04-05' });
    await pay(t.app, owner.token, tenant.tenantid, 14700000, { date: '2024-05-05' });
    await pay(t.app, owner.token, tenant.tenantid, 1, { date: '2024-06-05' });
    const bands = [];
    for (const month of ['2024-03', '2024-04', '2024-05', '2024-06']) {
      const { yeartodate, band } = await report(owner.token, month);
      bands.push([yeartodate, band.inside]);
    }
    // Money paid ahead of any charge is rent received.
    expect(bands).toEqual([
      [200000, false],
      [300000, true],
      [15000000, true],
      [15000001, false],
    ]);
  });
});

describe("an agent's return per landlord", () => {
  it("covers only that landlord's rentals, names their KRA PIN and keeps its own filing", async () => {
    time.set('2024-02-10T06:00:00.000Z');
    const agent = await signUp(t.app, { accounttype: 'Agent' });
    const landlord = await t.app.inject({
      method: 'POST',
      url: '/api/landlords/new-landlord',
      headers: authed(agent.token),
      payload: {
        name: 'Wanjiru Njoroge',
        phonenumber: '0722000111',
        krapin: 'A123456789B',
        payout: { method: 'mpesa', phonenumber: '0722000111' },
        commissiontype: 'percent',
        commission: 8,
      },
    });
    const { landlordid } = landlord.json().landlord;
    const theirs = await createRental(t.app, agent.token, { rentalname: 'Njoroge Flats' });
    await putRental(agent.token, theirs.rentalid, { ...theirs.rentaldata, landlordid });
    const own = await createRental(t.app, agent.token, { rentalname: 'Agent House' });
    for (const rental of [theirs, own]) {
      const room = await createRoom(t.app, agent.token, rental.rentalid, { monthlyrent: 9000 });
      const place = { rentalid: rental.rentalid, housetype: room.roomid };
      const tenant = await moveIn(t.app, { token: agent.token, place }, 0);
      await pay(t.app, agent.token, tenant.tenantid, 9000, { date: '2024-01-10' });
    }
    const url = `/api/reports/kra-mri?month=2024-01&landlordid=${landlordid}`;
    const theirReturn = (await t.app.inject({ url, headers: authed(agent.token) })).json();
    expect(theirReturn).toMatchObject({
      landlord: { landlordid, name: 'Wanjiru Njoroge', krapin: 'A123456789B' },
      properties: [{ rentalname: 'Njoroge Flats', grossrent: 9000 }],
      totalgross: 9000,
      filing: null,
    });
    const filed = await fileReturn(agent.token, {
      month: '2024-01',
      landlordid,
      prn: '11112222',
      paidon: '2024-02-01',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect((await t.app.inject({ url, headers: authed(agent.token) })).json().filing).toEqual({
      prn: '11112222',
      paidon: '2024-02-01',
    });
    // The agent's own return (both rentals, no landlord) is not filed by the landlord's.
    const all = await report(agent.token, '2024-01');
    expect(all).toMatchObject({ landlord: null, totalgross: 18000, filing: null });
    const stranger = await t.app.inject({
      url: '/api/reports/kra-mri?month=2024-01&landlordid=nobody',
      headers: authed(agent.token),
    });
    expect(stranger.statusCode).toBe(404);
  });
});
