import type { TenantBody, TenantDetail } from '@rental/shared/schemas/tenants';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/connection.js';
import { authed } from '../helpers/accounts.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { c2bSample } from '../mpesa/c2b-fixtures.js';

/** Two people whose every detail is distinctive, so a trace of either is found by search. */
export const zawadi = {
  firstname: 'Zawadi',
  lastname: 'Mwakilema',
  phonenumber: '0798765432',
  /** Whoever pays for them: a phone their page may prompt, erased with them. */
  paysfromphone: '0755443322',
  nationalid: 'ZX55512345',
  krapin: 'A987654321Z',
  housenumber: 'Q7',
  meternumber: 'MTR-Q7',
} satisfies Partial<TenantBody>;

export const baraka = {
  firstname: 'Barakaeli',
  lastname: 'Ochiengo',
  phonenumber: '0711222333',
  paysfromphone: '0744556677',
  nationalid: 'BK77788899',
  krapin: 'A111222333B',
  housenumber: 'Q8',
  meternumber: 'MTR-Q8',
} satisfies Partial<TenantBody>;

/** Every way a person's details may have been written down (the phone in each form). */
export function tracesOf(person: typeof zawadi): string[] {
  const local = person.phonenumber.slice(1);
  const paysFrom = person.paysfromphone.slice(1);
  return [person.firstname, person.lastname, local, paysFrom, person.nationalid, person.krapin];
}

type Owner = Awaited<ReturnType<typeof landlordWithRoom>>;

function post(app: App, token: string, url: string, payload?: object) {
  return app.inject({ method: 'POST', url, headers: authed(token), payload });
}

async function ok(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return JSON.parse(answer.body || '{}');
}

/**
 * A landlord with a paybill and its C2B and incoming-SMS secrets, and two tenants each with
 * a full history through the product's own flows: a deposit and a payment with an SMS
 * receipt, an M-PESA paybill payment, one held for the owner (over M-PESA's limit), an
 * unallocated payment assigned to them, a water
 * reading, a one-off charge, a credit note, a page link opened and sent by SMS, and a
 * balance asked for by SMS.
 */
/** `paidAt`: the app's clock (M-PESA payments are paid then). */
export async function landlordWithHistories(app: App, paidAt = new Date()) {
  const owner = await landlordWithRoom(app);
  const settings = await ok(
    app.inject({
      method: 'PUT',
      url: '/api/mpesasettings/mpesa-settings',
      headers: authed(owner.token),
      payload: { organizationname: 'Jua Court Homes', paybillnumber: '600984' },
    }),
  );
  const c2bSecret = /\/api\/c2b\/([0-9a-f]{40})\//.exec(
    settings.mpesasettings.confirmationurl,
  )![1]!;
  const sms = await ok(app.inject({ url: '/api/sms/settings', headers: authed(owner.token) }));
  const incomingPath = new URL(sms.settings.incomingurl as string).pathname;
  const first = await historyOf(app, owner, zawadi, { c2bSecret, incomingPath, paidAt });
  const second = await historyOf(app, owner, baraka, { c2bSecret, incomingPath, paidAt });
  return { owner, zawadi: first, baraka: second };
}

async function historyOf(
  app: App,
  owner: Owner,
  person: typeof zawadi,
  paths: { c2bSecret: string; incomingPath: string; paidAt: Date },
): Promise<TenantDetail> {
  const { token } = owner;
  const tenant = await addTenant(app, token, owner.place, {
    ...person,
    openingrentbalance: 0,
    openingwaterbalance: 0,
    openingmeterreading: 100,
    deposit: 5000,
  });
  const id = tenant.tenantid;
  // Charged and credited before they pay, so the credit note is within what they owe.
  await ok(
    post(app, token, '/api/invoice/new-charge', {
      tenantid: id,
      chargetype: 'other',
      description: `Key for ${person.firstname}`,
      amount: 300,
    }),
    201,
  );
  await ok(
    post(app, token, `/api/tenant/${id}/credit-note`, {
      amount: 100,
      reason: `Goodwill to ${person.firstname}`,
    }),
    201,
  );
  await ok(
    post(app, token, '/api/transactions/new-payment', {
      tenantid: id,
      paymentmode: 'Cash',
      amount: 8000,
      description: `Cash from ${person.firstname} ${person.lastname}`,
      sendreceipt: true,
    }),
    201,
  );
  const payer = {
    FirstName: person.firstname.toUpperCase(),
    LastName: person.lastname.toUpperCase(),
  };
  const msisdn = `254${person.phonenumber.slice(1)}`;
  const c2b = async (body: Record<string, string>) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/c2b/${paths.c2bSecret}/confirmation`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        c2bSample({ BusinessShortCode: '600984', MSISDN: msisdn, ...payer, ...body }, paths.paidAt),
      ),
    });
    // M-PESA is answered once the confirmation is stored; it is applied moments later.
    await app.c2bConfirmations.settled();
    return response;
  };
  await ok(c2b({ BillRefNumber: person.housenumber, TransAmount: '1500.00' }));
  // Above M-PESA's limit for one payment: held for the owner, under the payer's name.
  await ok(c2b({ BillRefNumber: person.housenumber, TransAmount: '300000.00' }));
  const stray = c2bSample().TransID;
  await ok(c2b({ BillRefNumber: 'NOBODY', TransID: stray, TransAmount: '700.00' }));
  const unallocated = await ok(
    app.inject({ url: '/api/mpesa/unallocated', headers: authed(token) }),
  );
  const mine = unallocated.payments.find((p: { transid: string }) => p.transid === stray);
  await ok(post(app, token, `/api/mpesa/unallocated/${mine.id}/assign`, { tenantid: id }));
  await ok(
    post(app, token, '/api/water/new-reading', {
      meternumber: person.meternumber,
      meterreading: 112.5,
    }),
    201,
  );
  const link = await ok(post(app, token, `/api/tenant/${id}/link`), 201);
  await ok(
    app.inject({ url: `/api/public/tenant/${new URL(link.url).pathname.split('/').at(-1)}` }),
  );
  await ok(post(app, token, `/api/tenant/${id}/link/sms`));
  await ok(
    app.inject({
      method: 'POST',
      url: paths.incomingPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        from: `+${msisdn}`,
        to: '22384',
        text: 'BAL',
        date: '2026-03-02 10:15:02',
        id: `in-${person.housenumber}`,
      }).toString(),
    }),
  );
  return tenant;
}

/** Ends a tenancy today, the deposit settled: a damage deduction and the rest refunded. */
export async function moveOut(app: App, token: string, tenantId: string, day: string) {
  const tenant = (
    await ok(app.inject({ url: `/api/tenant/all-tenants/${tenantId}`, headers: authed(token) }))
  ).tenant as TenantDetail;
  const name = tenant.tenantdata.firstname;
  return ok(
    post(app, token, `/api/tenant/${tenantId}/end-tenancy`, {
      moveoutdate: day,
      deductions: [{ reason: 'damage', amount: 1000, note: `Window ${name} broke` }],
      refund: {
        amount: (tenant.depositheld ?? 0) - 1000,
        paymentmode: 'Cash',
        reference: `Refund ${name}`,
      },
    }),
  );
}

/** Every row of every table, as text: where a search for a person's traces looks. */
export async function everyRowAsText(
  db: Db,
  tables: readonly string[],
): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const table of tables) {
    const rows = await db
      .selectFrom(table as 'tenants')
      .selectAll()
      .execute();
    texts.set(table, JSON.stringify(rows).toLowerCase());
  }
  return texts;
}
