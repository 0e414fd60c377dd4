import {
  arrearsReportSchema,
  arrearsTenantSchema,
  type ArrearsReport,
} from '@rental/shared/schemas/arrears';
import { responseSerializerCompiler } from '../../src/lib/response-serializer.js';
import { systemActor } from '../../src/modules/access/actor.js';
import { postCreditNote } from '../../src/modules/ledger/post-credit-note.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertInvoice, pay, settableClock, signedInMember } from '../transactions/fixtures.js';

// 15 June 2026, 09:00 in Nairobi.
const time = settableClock('2026-06-15T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

async function arrears(token: string, query = '') {
  return t.app.inject({ url: `/api/reports/arrears${query}`, headers: authed(token) });
}

const zero = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 };

/** A landlord with the hand-computed tenants below; amounts in KES. */
async function portfolio() {
  const owner = await landlordWithRoom(t.app);
  const org = owner.organizationId;
  const tenant = (housenumber: string, firstname: string, opening = 0, place = owner.place) =>
    addTenant(t.app, owner.token, place, {
      firstname,
      lastname: 'Test',
      housenumber,
      openingrentbalance: opening,
      openingwaterbalance: 0,
    });
  const bill = (
    tenantId: string,
    kes: number,
    dueDate: string,
    type: Parameters<typeof insertInvoice>[1]['type'] = 'Rental Invoice Bill',
  ) =>
    insertInvoice(t.db, {
      organizationId: org,
      tenantId,
      amountCents: kes * 100,
      type,
      billingDate: dueDate,
      dueDate,
    });

  // Amina: an opening balance and six charges; 5,000 paid settles the opening, then the oldest.
  const amina = await tenant('A1', 'Amina', 1000);
  await bill(amina.tenantid, 5000, '2026-03-01'); // 106 days late
  await bill(amina.tenantid, 5000, '2026-04-15'); // 61
  await bill(amina.tenantid, 5000, '2026-05-16'); // 30
  await bill(amina.tenantid, 5000, '2026-05-15'); // 31
  await bill(amina.tenantid, 700, '2026-06-20', 'Water Invoice Bill'); // not yet due
  await bill(amina.tenantid, 800, '2026-06-15', 'One-off Charge'); // due today: current
  await bill(amina.tenantid, 9999, '2026-01-05', 'Pending Bill'); // a reminder: adds nothing
  await pay(t.app, owner.token, amina.tenantid, 1000, { date: '2026-03-02' });
  await pay(t.app, owner.token, amina.tenantid, 4000);

  // Baraka: a late fee forgiven by a credit note, and rent 5 days late.
  const baraka = await tenant('B2', 'Baraka');
  const fee = await bill(baraka.tenantid, 500, '2026-06-01', 'Late Fee');
  await postCreditNote(
    t.db,
    systemActor(org),
    {
      tenantId: baraka.tenantid,
      kind: 'waiver',
      invoiceId: fee.id,
      amountCents: 50_000,
      reason: 'Waived',
    },
    time.clock(),
  );
  await bill(baraka.tenantid, 3000, '2026-06-10');

  // Chebet, in another rental: the 60/90/91-day boundaries.
  const second = await createRental(t.app, owner.token);
  const room = await createRoom(t.app, owner.token, second.rentalid);
  const chebet = await tenant('C3', 'Chebet', 0, {
    rentalid: second.rentalid,
    housetype: room.roomid,
  });
  await bill(chebet.tenantid, 100, '2026-04-16'); // 60
  await bill(chebet.tenantid, 200, '2026-03-17'); // 90
  await bill(chebet.tenantid, 400, '2026-03-16'); // 91

  // Dalia paid in full, Eli is in credit, Fatuma has only an opening balance.
  const dalia = await tenant('D4', 'Dalia');
  await bill(dalia.tenantid, 1000, '2026-05-05');
  await pay(t.app, owner.token, dalia.tenantid, 1000);
  const eli = await tenant('E5', 'Eli');
  await pay(t.app, owner.token, eli.tenantid, 500);
  const fatuma = await tenant('F6', 'Fatuma', 2000);

  return { owner, amina, baraka, chebet, fatuma, second };
}

describe('GET /api/reports/arrears', () => {
  it('splits each balance by days past due, oldest charges settled first', async () => {
    const { owner, amina, baraka, chebet, fatuma, second } = await portfolio();
    const response = await arrears(owner.token);
    expect(response.statusCode).toBe(200);
    const report: ArrearsReport = response.json();
    expect(
      report.tenants.map((row) => [row.name, row.balance, row.buckets, row.oldestdue]),
    ).toEqual([
      [
        'Amina Test',
        17500,
        { current: 1500, d1_30: 5000, d31_60: 5000, d61_90: 5000, d90_plus: 1000 },
        '2026-03-01',
      ],
      ['Baraka Test', 3000, { ...zero, d1_30: 3000 }, '2026-06-10'],
      ['Fatuma Test', 2000, { ...zero, d1_30: 2000 }, '2026-06-14'],
      ['Chebet Test', 700, { ...zero, d31_60: 100, d61_90: 200, d90_plus: 400 }, '2026-03-16'],
    ]);
    expect(report.tenants[0]).toMatchObject({
      tenantid: amina.tenantid,
      housenumber: 'A1',
      rentalid: owner.rental.rentalid,
      rentalname: owner.rental.rentaldata.rentalname,
      phonenumber: amina.tenantdata.phonenumber,
    });
    expect(
      report.tenants.map((row) => [row.name, row.overdue, row.notyetdue, row.overduesince]),
    ).toEqual([
      ['Amina Test', 16000, 1500, '2026-03-01'],
      ['Baraka Test', 3000, 0, '2026-06-10'],
      ['Fatuma Test', 2000, 0, '2026-06-14'],
      ['Chebet Test', 700, 0, '2026-03-16'],
    ]);
    expect(report.totals).toEqual({
      balance: 23200,
      current: 1500,
      d1_30: 10000,
      d31_60: 5100,
      d61_90: 5200,
      d90_plus: 1400,
      overdue: 21700,
      notyetdue: 1500,
    });
    const dashboard = await t.app.inject({
      url: '/api/dashboard/summary',
      headers: authed(owner.token),
    });
    expect(dashboard.json().totaldebts).toBe(report.totals.balance);

    const oneRental: ArrearsReport = (
      await arrears(owner.token, `?rentalid=${second.rentalid}`)
    ).json();
    expect(oneRental.tenants.map((row) => row.tenantid)).toEqual([chebet.tenantid]);
    expect(oneRental.totals.balance).toBe(700);
    expect([baraka.tenantid, fatuma.tenantid]).not.toContain(oneRental.tenants[0]!.tenantid);
  });

  it('separates overdue from not yet due, and never says owing since a future date', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = (firstname: string) =>
      addTenant(t.app, owner.token, owner.place, {
        firstname,
        lastname: 'Test',
        openingrentbalance: 0,
        openingwaterbalance: 0,
      });
    const bill = (tenantId: string, kes: number, dueDate: string) =>
      insertInvoice(t.db, {
        organizationId: owner.organizationId,
        tenantId,
        amountCents: kes * 100,
        billingDate: dueDate,
        dueDate,
      });
    // Imani owes only what falls due later (more than Juma): listed after him, nothing overdue.
    const imani = await tenant('Imani');
    await bill(imani.tenantid, 15000, '2026-07-05');
    await bill(imani.tenantid, 2000, '2026-06-15'); // due today: not yet overdue
    const juma = await tenant('Juma');
    await bill(juma.tenantid, 5000, '2026-05-05');
    await bill(juma.tenantid, 12000, '2026-06-20');
    await pay(t.app, owner.token, juma.tenantid, 1000);
    const report: ArrearsReport = (await arrears(owner.token)).json();
    expect(report.tenants.map((row) => row.name)).toEqual(['Juma Test', 'Imani Test']);
    expect(report.tenants[0]).toMatchObject({
      balance: 16000,
      overdue: 4000,
      notyetdue: 12000,
      overduesince: '2026-05-05',
      oldestdue: '2026-05-05',
    });
    expect(report.tenants[1]).toMatchObject({
      balance: 17000,
      overdue: 0,
      notyetdue: 17000,
      overduesince: null,
      buckets: { ...zero, current: 17000 },
    });
    expect(report.totals).toMatchObject({ balance: 33000, overdue: 4000, notyetdue: 29000 });
    for (const row of report.tenants) {
      if (row.overduesince !== null) expect(row.overduesince < '2026-06-15').toBe(true);
    }
  });

  it("writes exactly the fields of the route's schema, each of its type", async () => {
    // The body is kept and written by JSON.stringify (arrears-service.ts), not the route's
    // schema serializer: what that serializer would write from the same report is the same.
    const { owner } = await portfolio();
    const response = await arrears(owner.token);
    const body: unknown = response.json();
    const bySchema = responseSerializerCompiler({
      schema: arrearsReportSchema,
      method: 'GET',
      url: '/api/reports/arrears',
      httpStatus: '200',
    })(body);
    expect(body).toEqual(JSON.parse(bySchema));
    expect(arrearsReportSchema.strict().safeParse(body).success).toBe(true);
    const report = body as ArrearsReport;
    expect(report.tenants.length).toBeGreaterThan(1);
    for (const row of report.tenants) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(arrearsTenantSchema.shape).sort());
    }
  });

  it('follows a payment at once, and members may read it', async () => {
    const { owner, amina } = await portfolio();
    expect((await arrears(owner.token)).json().tenants[0].buckets.d90_plus).toBe(1000);
    await pay(t.app, owner.token, amina.tenantid, 1500);
    const after: ArrearsReport = (await arrears(owner.token)).json();
    expect(after.tenants[0]!.buckets).toEqual({
      current: 1500,
      d1_30: 5000,
      d31_60: 5000,
      d61_90: 4500,
      d90_plus: 0,
    });
    expect(after.tenants[0]!.oldestdue).toBe('2026-04-15');
    expect(after.tenants[0]).toMatchObject({ overdue: 14500, overduesince: '2026-04-15' });
    const member = await signedInMember(t.app, t.db, owner.organizationId);
    expect((await arrears(member.token)).statusCode).toBe(200);
  });

  it("answers 404 for another organization's rental and 401 without a session", async () => {
    const { owner } = await portfolio();
    const stranger = await landlordWithRoom(t.app);
    expect((await arrears(stranger.token, `?rentalid=${owner.rental.rentalid}`)).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/reports/arrears' })).statusCode).toBe(401);
  });

  it('answers 400 in the one error shape for a bad query', async () => {
    const { owner } = await portfolio();
    for (const query of [`?rentalid=${'x'.repeat(65)}`, '?rentalid=a&rentalid=b']) {
      const response = await arrears(owner.token, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBeTypeOf('string');
    }
  });

  it('dates an opening balance from a charge older than the tenant', async () => {
    const owner = await landlordWithRoom(t.app);
    const gideon = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Gideon',
      lastname: 'Test',
      openingrentbalance: 500,
      openingwaterbalance: 0,
    });
    await insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId: gideon.tenantid,
      amountCents: 400_000,
      billingDate: '2026-05-01',
      dueDate: '2026-05-01',
    });
    const [row] = (await arrears(owner.token)).json().tenants;
    expect(row).toMatchObject({
      balance: 4500,
      buckets: { ...zero, d1_30: 500, d31_60: 4000 },
      oldestdue: '2026-05-01',
    });
  });

  it('moves what is owed to the next bucket when the Nairobi day turns', async () => {
    const owner = await landlordWithRoom(t.app);
    const hawa = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Hawa',
      lastname: 'Test',
      openingrentbalance: 0,
      openingwaterbalance: 0,
    });
    await insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId: hawa.tenantid,
      amountCents: 100_000,
      billingDate: '2026-06-15',
      dueDate: '2026-06-15',
    });
    const buckets = async () => (await arrears(owner.token)).json().tenants[0].buckets;
    try {
      time.set('2026-06-15T20:59:00.000Z'); // 23:59 in Nairobi: due today
      expect(await buckets()).toEqual({ ...zero, current: 1000 });
      time.set('2026-06-15T21:00:00.000Z'); // midnight in Nairobi: a day late
      expect(await buckets()).toEqual({ ...zero, d1_30: 1000 });
    } finally {
      time.set('2026-06-15T06:00:00.000Z');
    }
  });
});
