import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { incomingSecretOf } from '../../src/modules/sms/index.js';
import { authed } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { createRental } from '../helpers/portfolio.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// 10:00 in Nairobi: within the sending hours (08:00-18:00).
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());
beforeEach(() => time.set('2026-03-02T07:00:00.000Z'));

/** A 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
).toString('base64');

let phoneSeq = 0;
/** A landlord with an English tenant (Akinyi) and a Kiswahili one (Baraka). */
async function building() {
  const owner = await landlordWithRoom(t.app);
  phoneSeq += 1;
  const akinyi = await addTenant(t.app, owner.token, owner.place, {
    firstname: 'Akinyi',
    phonenumber: `07220${String(phoneSeq).padStart(5, '0')}`,
  });
  const baraka = await addTenant(t.app, owner.token, owner.place, {
    firstname: 'Baraka',
    language: 'sw',
    phonenumber: `07330${String(phoneSeq).padStart(5, '0')}`,
  });
  return { owner, akinyi, baraka };
}

const send = (method: 'GET' | 'POST' | 'PUT', token: string, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });

async function pageToken(ownerToken: string, tenantId: string) {
  const response = await send('POST', ownerToken, `/api/tenant/${tenantId}/link`);
  expect(response.statusCode).toBe(201);
  return /\/t\/([\w-]+)$/.exec(response.json().url as string)![1]!;
}

const smsOf = (tenantId: string) =>
  t.db
    .selectFrom('sms_messages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', 'repair')
    .orderBy('created_at')
    .orderBy('id')
    .execute();

async function staffRepair(token: string, tenantId: string) {
  const response = await send('POST', token, '/api/repairs', {
    tenantid: tenantId,
    category: 'plumbing',
    description: 'Kitchen tap leaks',
    priority: 'high',
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('repairs reported by tenants', () => {
  it('from the tenant page: a reference, photos kept, the reference texted back', async () => {
    const { owner, akinyi } = await building();
    const page = await pageToken(owner.token, akinyi.tenantid);
    const reported = await t.app.inject({
      method: 'POST',
      url: `/api/public/tenant/${page}/repairs`,
      payload: {
        category: 'plumbing',
        description: 'The kitchen tap leaks',
        photos: [`data:image/png;base64,${png}`],
      },
    });
    expect(reported.statusCode).toBe(201);
    const { reference } = reported.json();
    expect(reference).toMatch(/^R-\d+$/);
    const sms = await smsOf(akinyi.tenantid);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(reference);
    expect(sms[0]!.text).toMatch(/^Dear Akinyi/);

    const board = await send('GET', owner.token, '/api/repairs');
    expect(board.statusCode).toBe(200);
    expect(board.json().repairs).toHaveLength(1);
    expect(board.json().repairs[0]).toMatchObject({
      reference,
      tenantid: akinyi.tenantid,
      rentalid: owner.rental.rentalid,
      status: 'new',
      priority: 'normal',
      reportedvia: 'tenant_page',
      photos: 1,
    });

    const detail = await send('GET', owner.token, `/api/repairs/${board.json().repairs[0].id}`);
    const [photoId] = detail.json().photoids as string[];
    const photo = await send(
      'GET',
      owner.token,
      `/api/repairs/${board.json().repairs[0].id}/photos/${photoId}`,
    );
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(Buffer.from(png, 'base64'))).toBe(true);
    const stranger = await landlordWithRoom(t.app);
    const theirs = await send(
      'GET',
      stranger.token,
      `/api/repairs/${board.json().repairs[0].id}/photos/${photoId}`,
    );
    expect(theirs.statusCode).toBe(404);

    // The next one takes the next number.
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/public/tenant/${page}/repairs`,
      payload: { category: 'electrical', description: 'No power in the bedroom' },
    });
    expect(Number(second.json().reference.slice(2))).toBe(Number(reference.slice(2)) + 1);
  });

  it('refuse a bad report from the page in the error shape, and an unknown token', async () => {
    const { owner, akinyi } = await building();
    const page = await pageToken(owner.token, akinyi.tenantid);
    const post = (payload: object, token = page) =>
      t.app.inject({ method: 'POST', url: `/api/public/tenant/${token}/repairs`, payload });
    const noCategory = await post({ description: 'x' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().error).toMatchObject({
      code: 'validation',
      fields: { category: 'Choose what needs repair' },
    });
    const notAPicture = await post({
      category: 'other',
      description: 'x',
      photos: [Buffer.from('%PDF-1.4 hello').toString('base64')],
    });
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().error.fields).toHaveProperty('photos');
    const tooMany = await post({
      category: 'other',
      description: 'x',
      photos: [png, png, png, png],
    });
    expect(tooMany.statusCode).toBe(400);
    // As big as a receipt may be, and no bigger (the same 5 MB).
    const pngOf = (bytes: number) => {
      const file = Buffer.alloc(bytes);
      Buffer.from(png, 'base64').copy(file);
      return file.toString('base64');
    };
    const large = await post({ category: 'other', description: 'x', photos: [pngOf(4_000_000)] });
    expect(large.statusCode).toBe(201);
    const tooLarge = await post({
      category: 'other',
      description: 'x',
      photos: [pngOf(5 * 1024 * 1024 + 1)],
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('payload_too_large');
    const unknown = await post({ category: 'other', description: 'x' }, 'A'.repeat(22));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    // Only the large one was reported.
    expect(await smsOf(akinyi.tenantid)).toHaveLength(1);
  });

  it('from the page are limited per link: the 6th in an hour is refused (429)', async () => {
    const { owner, akinyi } = await building();
    const page = await pageToken(owner.token, akinyi.tenantid);
    const report = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/tenant/${page}/repairs`,
        payload: { category: 'other', description: 'Something broke' },
      });
    for (let i = 0; i < 5; i++) expect((await report()).statusCode).toBe(201);
    const refused = await report();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    time.advanceMinutes(61);
    expect((await report()).statusCode).toBe(201);
  });

  it('by SMS: REPAIR or TENGENEZA makes a repair for the tenant on that phone', async () => {
    const { owner, akinyi, baraka } = await building();
    const secret = await incomingSecretOf(t.db, owner.organizationId, time.clock());
    const text = (from: string, words: string, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sms/incoming/${secret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          from,
          to: '22384',
          text: words,
          date: '2026-03-02 10:15:02',
          id,
        }).toString(),
      });
    const english = await text(
      `+254${akinyi.tenantdata.phonenumber.slice(1)}`,
      'repair the toilet does not flush',
      `r-${akinyi.tenantid}`,
    );
    expect(english.json()).toEqual({ result: 'repair_reported' });
    const swahili = await text(
      `+254${baraka.tenantdata.phonenumber.slice(1)}`,
      'TENGENEZA mlango umevunjika',
      `r-${baraka.tenantid}`,
    );
    expect(swahili.json()).toEqual({ result: 'repair_reported' });
    // The same message again (a retried callback) makes nothing more.
    const again = await text(
      `+254${baraka.tenantdata.phonenumber.slice(1)}`,
      'TENGENEZA mlango umevunjika',
      `r-${baraka.tenantid}`,
    );
    expect(again.json()).toEqual({ result: 'duplicate' });

    const board = (await send('GET', owner.token, '/api/repairs')).json().repairs as {
      reference: string;
      tenantid: string;
      description: string;
      reportedvia: string;
    }[];
    expect(board).toHaveLength(2);
    const barakas = board.find((repair) => repair.tenantid === baraka.tenantid)!;
    expect(barakas).toMatchObject({ description: 'mlango umevunjika', reportedvia: 'sms' });
    const reply = await smsOf(baraka.tenantid);
    expect(reply).toHaveLength(1);
    expect(reply[0]!.text).toMatch(/^Mpendwa Baraka/);
    expect(reply[0]!.text).toContain(barakas.reference);
    const incoming = await t.db
      .selectFrom('incoming_sms')
      .select(['outcome', 'reply_message_id'])
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(incoming.every((row) => row.outcome === 'repair_reported')).toBe(true);
    expect(incoming.every((row) => row.reply_message_id !== null)).toBe(true);
  });
});

describe('the repairs board', () => {
  it('moves through its statuses, texting the tenant in their language when asked', async () => {
    const { owner, baraka } = await building();
    const repair = await staffRepair(owner.token, baraka.tenantid);
    expect(repair).toMatchObject({ status: 'new', priority: 'high', reportedvia: 'staff' });
    // Recorded by staff: no reference SMS.
    expect(await smsOf(baraka.tenantid)).toHaveLength(0);

    const scheduled = await send('PUT', owner.token, `/api/repairs/${repair.id}`, {
      status: 'scheduled',
      assignee: { name: 'Otieno', phone: '0711222333' },
      scheduledfor: '2026-03-03T10:00',
      note: 'Bring a new washer',
      notifytenant: true,
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({
      status: 'scheduled',
      assignee: { name: 'Otieno', phone: '0711222333', userid: null },
      scheduledfor: '2026-03-03T07:00:00.000Z',
    });
    const sms = await smsOf(baraka.tenantid);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('Mpendwa Baraka');
    expect(sms[0]!.text).toContain(repair.reference);
    expect(sms[0]!.text).toContain('Fundi Otieno atakuja Jumanne 3 Mac saa 4:00 asubuhi');

    // Without notifytenant, no SMS.
    const started = await send('PUT', owner.token, `/api/repairs/${repair.id}`, {
      status: 'in_progress',
    });
    expect(started.statusCode).toBe(200);
    expect(await smsOf(baraka.tenantid)).toHaveLength(1);

    // After the sending hours the news waits for 08:00.
    time.set('2026-03-02T16:30:00.000Z');
    await send('PUT', owner.token, `/api/repairs/${repair.id}`, {
      note: 'Parts ordered',
      notifytenant: true,
    });
    const later = await smsOf(baraka.tenantid);
    expect(later).toHaveLength(2);
    expect(later[1]!.next_attempt_at).toBe('2026-03-03T05:00:00.000Z');

    const detail = await send('GET', owner.token, `/api/repairs/${repair.id}`);
    expect(detail.json().events.map((e: { status: string | null }) => e.status)).toEqual([
      'new',
      'scheduled',
      'in_progress',
      null,
    ]);
    const done = await send('PUT', owner.token, `/api/repairs/${repair.id}`, { status: 'done' });
    expect(done.statusCode).toBe(400);
    expect(done.json().error.code).toBe('validation');

    const kinds = await t.db
      .selectFrom('activity_log')
      .select('kind')
      .where('organization_id', '=', owner.organizationId)
      .where('kind', 'like', 'repair_%')
      .execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual([
      'repair_created',
      'repair_updated',
      'repair_updated',
      'repair_updated',
    ]);
  });

  it('closes as the landlord’s expense, then another as the tenant’s charge: each once', async () => {
    const { owner, akinyi } = await building();
    const first = await staffRepair(owner.token, akinyi.tenantid);
    const asExpense = await send('POST', owner.token, `/api/repairs/${first.id}/close`, {
      cost: 2500,
      paidby: 'landlord',
      note: 'Washer replaced',
    });
    expect(asExpense.statusCode).toBe(200);
    expect(asExpense.json()).toMatchObject({ status: 'done', cost: 2500, paidby: 'landlord' });
    const expenseId = asExpense.json().expenseid as string;
    expect(expenseId).toBeTruthy();
    const again = await send('POST', owner.token, `/api/repairs/${first.id}/close`, {
      cost: 2500,
      paidby: 'landlord',
    });
    expect(again.statusCode).toBe(409);

    const expenses = await send(
      'GET',
      owner.token,
      `/api/expenses/all?rentalid=${owner.rental.rentalid}`,
    );
    const listed = expenses.json().expenses as {
      expenseid: string;
      expensedata: { amount: number; reference: string; category: string };
    }[];
    const ofRepair = listed.filter((e) => e.expensedata.reference === first.reference);
    expect(ofRepair).toHaveLength(1);
    expect(ofRepair[0]).toMatchObject({
      expenseid: expenseId,
      expensedata: { amount: 2500, category: 'Repairs and maintenance' },
    });
    const income = await send(
      'GET',
      owner.token,
      '/api/reports/income-statement?from=2026-03-01&to=2026-03-31',
    );
    expect(income.json().totals.expenses).toBe(2500);
    expect(income.json().totals.expensesbycategory['Repairs and maintenance']).toBe(2500);

    const second = await staffRepair(owner.token, akinyi.tenantid);
    const before = await send(
      'GET',
      owner.token,
      `/api/tenant/all-tenants/${akinyi.tenantid}/statement`,
    );
    const asCharge = await send('POST', owner.token, `/api/repairs/${second.id}/close`, {
      cost: 1200,
      paidby: 'tenant',
    });
    expect(asCharge.statusCode).toBe(200);
    expect(asCharge.json().invoiceid).toBeTruthy();
    const statement = await send(
      'GET',
      owner.token,
      `/api/tenant/all-tenants/${akinyi.tenantid}/statement`,
    );
    const lines = (statement.json().entries as { description: string }[]).filter((entry) =>
      entry.description.includes(second.reference),
    );
    expect(lines).toHaveLength(1);
    expect(statement.json().balance - before.json().balance).toBe(1200);
    // The charge is no expense: the income statement's expenses are as they were.
    const after = await send(
      'GET',
      owner.token,
      '/api/reports/income-statement?from=2026-03-01&to=2026-03-31',
    );
    expect(after.json().totals.expenses).toBe(2500);
  });

  it('closed by 20 requests at once records one expense', async () => {
    const { owner, akinyi } = await building();
    const repair = await staffRepair(owner.token, akinyi.tenantid);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('POST', owner.token, `/api/repairs/${repair.id}/close`, {
          cost: 900,
          paidby: 'landlord',
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const expenses = await t.db
      .selectFrom('expenses')
      .select('id')
      .where('organization_id', '=', owner.organizationId)
      .where('reference', '=', repair.reference)
      .execute();
    expect(expenses).toHaveLength(1);

    const charged = await staffRepair(owner.token, akinyi.tenantid);
    const charges = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('POST', owner.token, `/api/repairs/${charged.id}/close`, {
          cost: 700,
          paidby: 'tenant',
        }),
      ),
    );
    expect(charges.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const invoices = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('tenant_id', '=', akinyi.tenantid)
      .where('description', 'like', `%${charged.reference}%`)
      .execute();
    expect(invoices).toHaveLength(1);
  });

  it('shows a caretaker the board without money, and lets them record no cost', async () => {
    const { owner, akinyi } = await building();
    const repair = await staffRepair(owner.token, akinyi.tenantid);
    await send('POST', owner.token, `/api/repairs/${repair.id}/close`, {
      cost: 1500,
      paidby: 'landlord',
    });
    const caretaker = await memberToken(t.db, owner.organizationId, time.clock, 'caretaker');
    const board = await send('GET', caretaker, '/api/repairs');
    expect(board.statusCode).toBe(200);
    const [seen] = board.json().repairs;
    expect(seen).toMatchObject({ reference: repair.reference, status: 'done' });
    for (const field of ['cost', 'paidby', 'expenseid', 'invoiceid']) {
      expect(seen).not.toHaveProperty(field);
    }
    const theirs = await staffRepair(caretaker, akinyi.tenantid);
    expect(theirs).not.toHaveProperty('cost');
    const withCost = await send('POST', caretaker, `/api/repairs/${theirs.id}/close`, {
      cost: 300,
      paidby: 'landlord',
    });
    expect(withCost.statusCode).toBe(403);
    expect(withCost.json().error.code).toBe('forbidden');
    // Refused whole: still open, and no expense or charge recorded for it.
    expect((await send('GET', caretaker, `/api/repairs/${theirs.id}`)).json().status).toBe('new');
    const costs = await t.db
      .selectFrom('expenses')
      .select('id')
      .where('reference', '=', theirs.reference)
      .execute();
    expect(costs).toHaveLength(0);
    const charged = await send('POST', caretaker, `/api/repairs/${theirs.id}/close`, {
      cost: 300,
      paidby: 'tenant',
    });
    expect(charged.statusCode).toBe(403);
    const free = await send('POST', caretaker, `/api/repairs/${theirs.id}/close`, {
      note: 'Tightened the tap',
    });
    expect(free.statusCode).toBe(200);
    expect(free.json()).not.toHaveProperty('cost');
    const accountant = await memberToken(t.db, owner.organizationId, time.clock, 'accountant');
    expect((await send('GET', accountant, '/api/repairs')).statusCode).toBe(403);
  });

  it('answers 404 for another organization’s repair, tenant or rental, and 400 for bad input', async () => {
    const { owner, akinyi } = await building();
    const stranger = await landlordWithRoom(t.app);
    const repair = await staffRepair(owner.token, akinyi.tenantid);
    for (const [method, url, payload] of [
      ['PUT', `/api/repairs/${repair.id}`, { status: 'scheduled' }],
      ['POST', `/api/repairs/${repair.id}/close`, {}],
      ['GET', `/api/repairs/${repair.id}`, undefined],
    ] as const) {
      const response = await send(method, stranger.token, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'not_found',
        key: 'error.repairNotFound',
      });
    }
    expect((await send('GET', stranger.token, '/api/repairs')).json().repairs).toHaveLength(0);
    // A manager limited to another rental does not reach it either.
    const elsewhere = await createRental(t.app, owner.token, { rentalname: 'Second Court' });
    const limited = await memberToken(t.db, owner.organizationId, time.clock, 'manager', [
      elsewhere.rentalid,
    ]);
    expect((await send('GET', limited, `/api/repairs/${repair.id}`)).statusCode).toBe(404);
    expect((await send('GET', limited, '/api/repairs')).json().repairs).toHaveLength(0);
    const theirTenant = await send('POST', stranger.token, '/api/repairs', {
      tenantid: akinyi.tenantid,
      category: 'other',
      description: 'x',
    });
    expect(theirTenant.statusCode).toBe(404);
    const theirRental = await send('POST', stranger.token, '/api/repairs', {
      rentalid: owner.rental.rentalid,
      category: 'other',
      description: 'x',
    });
    expect(theirRental.statusCode).toBe(404);

    const noWho = await send('POST', owner.token, '/api/repairs', {
      category: 'other',
      description: 'x',
    });
    expect(noWho.statusCode).toBe(400);
    expect(noWho.json().error).toMatchObject({
      code: 'validation',
      fields: { tenantid: 'Choose the tenant or the rental' },
    });
    const badTime = await send('PUT', owner.token, `/api/repairs/${repair.id}`, {
      scheduledfor: 'tomorrow',
    });
    expect(badTime.statusCode).toBe(400);
    const noPayer = await send('POST', owner.token, `/api/repairs/${repair.id}/close`, {
      cost: 100,
    });
    expect(noPayer.statusCode).toBe(400);
    expect(noPayer.json().error.fields).toHaveProperty('paidby');
    const unknownMember = await send('PUT', owner.token, `/api/repairs/${repair.id}`, {
      assignee: { userid: 'nobody' },
    });
    expect(unknownMember.statusCode).toBe(400);
    // A building repair has no tenant to charge.
    const ofBuilding = await send('POST', owner.token, '/api/repairs', {
      rentalid: owner.rental.rentalid,
      category: 'roof',
      description: 'Leaking roof over the stairs',
    });
    expect(ofBuilding.statusCode).toBe(201);
    const chargeNobody = await send(
      'POST',
      owner.token,
      `/api/repairs/${ofBuilding.json().id}/close`,
      {
        cost: 100,
        paidby: 'tenant',
      },
    );
    expect(chargeNobody.statusCode).toBe(400);
    const badStatus = await send('GET', owner.token, '/api/repairs?status=lost');
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('a former tenant’s erasure', () => {
  it('scrubs what they wrote in their repairs and deletes their photos; the repair stays', async () => {
    const { owner, akinyi } = await building();
    const page = await pageToken(owner.token, akinyi.tenantid);
    const phone = akinyi.tenantdata.phonenumber;
    const reported = await t.app.inject({
      method: 'POST',
      url: `/api/public/tenant/${page}/repairs`,
      payload: {
        category: 'water',
        description: `No water since Monday, call Akinyi on ${phone}`,
        photos: [png],
      },
    });
    expect(reported.statusCode).toBe(201);
    const exported = await send('GET', owner.token, `/api/tenant/${akinyi.tenantid}/personal-data`);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().repairs).toEqual([
      expect.objectContaining({
        reference: reported.json().reference,
        category: 'water',
        reportedvia: 'tenant_page',
        photos: 1,
      }),
    ]);
    await t.db
      .updateTable('tenants')
      .set({ status: 'former' })
      .where('id', '=', akinyi.tenantid)
      .execute();
    const erased = await send('POST', owner.token, `/api/tenant/${akinyi.tenantid}/erase`);
    expect(erased.statusCode).toBe(200);
    const [repair] = await t.db
      .selectFrom('repairs')
      .select(['id', 'reference', 'description'])
      .where('tenant_id', '=', akinyi.tenantid)
      .execute();
    expect(repair!.reference).toBe(reported.json().reference);
    expect(repair!.description).not.toContain(phone);
    expect(repair!.description).not.toContain('Akinyi');
    const photos = await t.db
      .selectFrom('repair_photos')
      .select('id')
      .where('repair_id', '=', repair!.id)
      .execute();
    expect(photos).toHaveLength(0);
  });
});
