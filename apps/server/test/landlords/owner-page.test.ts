import type { LandlordBody } from '@rental/shared/schemas/landlords';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { moveIn } from '../tenancy/tenancy-fixtures.js';
import { insertInvoice, pay, settableClock } from '../transactions/fixtures.js';
import { landlordsRental } from './landlord-fixtures.js';

// A landlord's own page (issue 32, part 5): a private link per landlord, made, replaced and
// revoked by the agent; the page shows that landlord's rentals and sums only, never a
// tenant's phone or ID number.

const time = settableClock('2026-03-10T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

const landlordBody = (name: string, phone: string): LandlordBody => ({
  name,
  phonenumber: phone,
  payout: { method: 'mpesa', phonenumber: phone },
  commissiontype: 'percent',
  commission: 10,
});

const phoneA = '0722555111';
const nationalIdA = '24681357';
const kraPinA = 'A123456789Z';
const phoneB = '0733666222';

/**
 * An agent with two landlords: Wanjiru (Mvule Court, a tenant paying 9,000 in March and a
 * remittance) and Otieno (Baobab Flats, a tenant of his own).
 */
async function agentWithTwoLandlords() {
  const account = await signUp(t.app, { accounttype: 'Agent' });
  const { token } = account;
  const organizationId = account.user.organizationid;
  const landlords: string[] = [];
  for (const [name, phone] of [
    ['Wanjiru Estates', '0711000333'],
    ['Otieno Holdings', '0711000444'],
  ] as const) {
    const created = await call(
      'POST',
      '/api/landlords/new-landlord',
      token,
      landlordBody(name, phone),
    );
    expect(created.statusCode, created.body).toBe(201);
    landlords.push(created.json().landlord.landlordid);
  }
  const [a, b] = landlords as [string, string];
  const mvule = await landlordsRental(t.app, token, a, 'Mvule Court', 9000);
  const baobab = await landlordsRental(t.app, token, b, 'Baobab Flats', 7000);
  const tenantA = await moveIn(t.app, { token, place: mvule.place }, 0, {
    firstname: 'Achieng',
    lastname: 'Odhiambo',
    phonenumber: phoneA,
    nationalid: nationalIdA,
    krapin: kraPinA,
    moveindate: '2026-03-01',
  });
  const tenantB = await moveIn(t.app, { token, place: baobab.place }, 0, {
    firstname: 'Baraka',
    lastname: 'Mwangi',
    phonenumber: phoneB,
    moveindate: '2026-03-01',
  });
  for (const [tenant, cents] of [
    [tenantA, 900_000],
    [tenantB, 700_000],
  ] as const) {
    await insertInvoice(t.db, {
      organizationId,
      tenantId: tenant.tenantid,
      amountCents: cents,
      billingDate: '2026-03-01',
    });
  }
  await pay(t.app, token, tenantA.tenantid, 9000, { date: '2026-03-05' });
  const remitted = await call('POST', `/api/landlords/${a}/remittances`, token, {
    month: '2026-03',
    amount: 5000,
    date: '2026-03-08',
    paymentmode: 'MPESA',
    reference: 'RC12345678',
  });
  expect(remitted.statusCode, remitted.body).toBe(201);
  return { token, a, b, mvule, baobab, tenantA, tenantB };
}

async function makeLink(token: string, landlordId: string) {
  const response = await call('POST', `/api/landlords/${landlordId}/page-link`, token);
  expect(response.statusCode, response.body).toBe(201);
  const { url } = response.json<{ url: string }>();
  return { url, pageToken: /\/o\/([^/]+)$/.exec(url)![1]! };
}

function openPage(pageToken: string, headers: Record<string, string> = {}, query = '') {
  return t.app.inject({ url: `/api/public/owner/${pageToken}${query}`, headers });
}

describe("a landlord's own page", () => {
  it('is opened by a 128-bit token and shows only that landlord’s rentals and sums', async () => {
    const { token, a, b } = await agentWithTwoLandlords();
    const first = await makeLink(token, a);
    expect(first.pageToken).toMatch(/^[\w-]{22}$/);
    expect(Buffer.from(first.pageToken, 'base64url')).toHaveLength(16);
    const second = await makeLink(token, b);
    expect(second.pageToken).not.toBe(first.pageToken);

    const response = await openPage(first.pageToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = response.json();
    expect(page).toMatchObject({
      language: 'en',
      landlord: { name: 'Wanjiru Estates' },
      month: '2026-03',
      rentals: [
        { rentalname: 'Mvule Court', units: expect.any(Number), occupied: 1, collected: 9000 },
      ],
      collected: 9000,
      arrears: 0,
      expenses: 0,
      commission: 900,
      due: 8100,
      statements: [{ month: '2026-03' }],
      remittances: [{ month: '2026-03', amount: 5000, date: '2026-03-08', paymentmode: 'MPESA' }],
    });
    expect(page.rentals[0].vacant).toBe(page.rentals[0].units - 1);
    // Nothing of another landlord, and no tenant's phone, ID number, KRA PIN or name.
    for (const secret of [
      'Otieno',
      'Baobab',
      '722555111',
      '733666222',
      nationalIdA,
      kraPinA,
      'Achieng',
      'Baraka',
    ]) {
      expect(response.body).not.toContain(secret);
    }

    const other = await openPage(second.pageToken);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({
      landlord: { name: 'Otieno Holdings' },
      rentals: [{ rentalname: 'Baobab Flats', occupied: 1, collected: 0 }],
      arrears: 7000,
      remittances: [],
    });
    for (const secret of [
      'Wanjiru Estates',
      'Mvule',
      '722555111',
      '733666222',
      nationalIdA,
      'Baraka',
    ]) {
      expect(other.body).not.toContain(secret);
    }
  });

  it("speaks the landlord's language, unless the visitor asks for another by ?lang=", async () => {
    const { token, a } = await agentWithTwoLandlords();
    const { pageToken } = await makeLink(token, a);
    const browserSw = { 'accept-language': 'sw-KE,sw;q=0.9' };
    // Existing and new landlords are English until the agent says otherwise.
    const landlord = await call('GET', `/api/landlords/${a}`, token);
    expect(landlord.json().landlord.landlorddata.language).toBe('en');
    expect((await openPage(pageToken, browserSw)).json().language).toBe('en');

    const sw = { ...landlordBody('Wanjiru Estates', '0711000333'), language: 'sw' as const };
    const changed = await call('PUT', `/api/landlords/${a}`, token, sw);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().landlord.landlorddata.language).toBe('sw');
    expect((await openPage(pageToken)).json().language).toBe('sw');
    expect((await openPage(pageToken, {}, '?lang=en')).json().language).toBe('en');
    const pdf = await openPage(pageToken, {}, '/statement/2026-03.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a language it does not speak on the landlord form', async () => {
    const { token, a } = await agentWithTwoLandlords();
    const body = { ...landlordBody('Wanjiru Estates', '0711000333'), language: 'fr' };
    const refused = await call('PUT', `/api/landlords/${a}`, token, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('language');
  });

  it('tells the agent whether a link exists, and gives it again', async () => {
    const { token, a } = await agentWithTwoLandlords();
    const none = await call('GET', `/api/landlords/${a}/page-link`, token);
    expect(none.json()).toEqual({ exists: false, createdat: null, url: null });
    const { url } = await makeLink(token, a);
    const status = await call('GET', `/api/landlords/${a}/page-link`, token);
    expect(status.json()).toEqual({ exists: true, createdat: '2026-03-10T06:00:00.000Z', url });
    const activity = await call('GET', '/api/activity?kind=owner_link_issued', token);
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.body).toContain('owner_link_issued');
    expect(activity.body).not.toContain(url.split('/o/')[1]!);
  });

  it('stops the old link at once when a new one is made, and any link when revoked', async () => {
    const { token, a } = await agentWithTwoLandlords();
    const old = await makeLink(token, a);
    expect((await openPage(old.pageToken)).statusCode).toBe(200);
    const fresh = await makeLink(token, a);
    expect((await openPage(old.pageToken)).statusCode).toBe(404);
    expect((await openPage(fresh.pageToken)).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/landlords/${a}/page-link`, token);
    expect(revoked.statusCode).toBe(204);
    expect((await openPage(fresh.pageToken)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/public/owner/${fresh.pageToken}/statement/2026-03.pdf` }))
        .statusCode,
    ).toBe(404);
    const again = await call('DELETE', `/api/landlords/${a}/page-link`, token);
    expect(again.statusCode).toBe(404);
    const status = await call('GET', `/api/landlords/${a}/page-link`, token);
    expect(status.json().exists).toBe(false);
  });

  it('answers 404 for an unknown token', async () => {
    expect((await openPage('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('serves a month’s owner statement as a PDF, and no month before the landlord', async () => {
    const { token, a } = await agentWithTwoLandlords();
    const { pageToken } = await makeLink(token, a);
    const pdf = await t.app.inject({ url: `/api/public/owner/${pageToken}/statement/2026-03.pdf` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['referrer-policy']).toBe('no-referrer');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.rawPayload.toString('latin1');
    expect(text).toContain('(Wanjiru Estates)');
    expect(text).toContain('(Mvule Court)');
    expect(text).toContain('(KES 9,000)');
    // Made on 10 March 2026 (Nairobi), as the product prints dates, not ISO.
    expect(text).toContain('(10 Mar 2026)');
    expect(text).not.toContain('(2026-03-10)');
    expect(text).not.toContain('722555111');
    expect(text).toContain('%%EOF');
    const sw = await t.app.inject({
      url: `/api/public/owner/${pageToken}/statement/2026-03.pdf?lang=sw`,
    });
    expect(sw.rawPayload.toString('latin1')).toContain('(Taarifa ya mwenye nyumba)');
    expect(sw.rawPayload.toString('latin1')).toContain('(10 Mac 2026)');
    const before = await t.app.inject({
      url: `/api/public/owner/${pageToken}/statement/2025-12.pdf`,
    });
    expect(before.statusCode).toBe(404);
  });
});

describe('repairs on a landlord’s own page', () => {
  it('lists their rentals’ open repairs and this month’s closed ones with the cost', async () => {
    const { token, a, mvule, baobab, tenantA, tenantB } = await agentWithTwoLandlords();
    const report = async (body: object) => {
      const response = await call('POST', '/api/repairs', token, {
        category: 'plumbing',
        description: `Call ${phoneA} about the tap`,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string; reference: string }>();
    };
    const open = await report({ tenantid: tenantA.tenantid, priority: 'emergency' });
    const closed = await report({ rentalid: mvule.place.rentalid, category: 'roof' });
    const shut = await call('POST', `/api/repairs/${closed.id}/close`, token, {
      cost: 3500,
      paidby: 'landlord',
    });
    expect(shut.statusCode, shut.body).toBe(200);
    const others = await report({ tenantid: tenantB.tenantid });
    expect(baobab.place.rentalid).not.toBe(mvule.place.rentalid);

    const { pageToken } = await makeLink(token, a);
    const response = await openPage(pageToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().repairs).toEqual([
      {
        reference: open.reference,
        rentalname: 'Mvule Court',
        housenumber: tenantA.tenantdata.housenumber,
        category: 'plumbing',
        priority: 'emergency',
        status: 'new',
        reportedat: '2026-03-10T06:00:00.000Z',
        closedat: null,
        cost: null,
        paidby: null,
      },
      {
        reference: closed.reference,
        rentalname: 'Mvule Court',
        housenumber: null,
        category: 'roof',
        priority: 'normal',
        status: 'done',
        reportedat: '2026-03-10T06:00:00.000Z',
        closedat: '2026-03-10T06:00:00.000Z',
        cost: 3500,
        paidby: 'landlord',
      },
    ]);
    // Another landlord's repair never shows; nor the tenant's words, phone or name.
    expect(response.body).not.toContain(others.reference);
    for (const secret of ['722555111', '733666222', 'Achieng', 'about the tap']) {
      expect(response.body).not.toContain(secret);
    }
  });
});

describe('the owner page’s limits', () => {
  it('answers 429 past the views allowed per link', async () => {
    const limited = await createTestApp({
      clock: time.clock,
      ownerPageLimits: { viewsPerToken: { max: 2, windowMs: 60_000 } },
    });
    try {
      const saved = t;
      t = limited;
      try {
        const { token, a, b } = await agentWithTwoLandlords();
        const { pageToken } = await makeLink(token, a);
        expect((await openPage(pageToken)).statusCode).toBe(200);
        expect((await openPage(pageToken)).statusCode).toBe(200);
        const refused = await openPage(pageToken);
        expect(refused.statusCode).toBe(429);
        const pdf = await t.app.inject({
          url: `/api/public/owner/${pageToken}/statement/2026-03.pdf`,
        });
        expect(pdf.statusCode).toBe(429);
        // Another landlord's link keeps its own count.
        expect((await openPage((await makeLink(token, b)).pageToken)).statusCode).toBe(200);
      } finally {
        t = saved;
      }
    } finally {
      await limited.close();
    }
  });
});
