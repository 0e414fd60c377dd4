import { nairobiDate, todayInNairobi } from '@rental/shared/dates';
import { defaultReminderMessage } from '@rental/shared/schemas/reminders';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import { startEtimsSimulator, type EtimsSimulator } from '../../../../tools/etims-simulator.mjs';
import type { Db } from '../../src/db/connection.js';
import {
  exitCodeAfter,
  serverDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../helpers/server-process.js';
import { callApi, seedLandlord } from '../health/shutdown-fixtures.js';
import { startPgBouncer, type PgBouncer } from '../helpers/pgbouncer.js';
import { signUpOnServer } from '../helpers/server-signup.js';
import { c2bSample } from '../mpesa/c2b-fixtures.js';
import { insertInvoice } from '../transactions/fixtures.js';
import { simulatorApiKey } from '../sms/fixtures.js';

/**
 * Two server processes on one PostgreSQL database, as a scaled-out deployment runs
 * (docs/operations.md, "Several app servers on one PostgreSQL"): M-PESA's confirmations, repeats included, split across
 * both; both run their invoice runs, late fees and reminders on the same due schedules and
 * arrears, and their SMS senders against one gateway. Afterwards nothing is there twice and
 * nothing is missing. A token signed out on one server is refused by the other within the
 * session cache's window. On PostgreSQL the servers reach it through PgBouncer in transaction
 * mode, as production PostgreSQL services put it in front (docs/operations.md, "PgBouncer in
 * front"): nothing they do may rest on session state. The landlord issues KRA eTIMS invoices:
 * both servers' eTIMS senders find and send the same documents, and KRA gets each sale once. SQLite is one file for one server: there
 * the same load goes to a single server and is counted the same.
 */
const postgres = Boolean(process.env.DATABASE_URL);
const paybill = '600444';
const rentals = 2;
const tenantsPerRental = 40;
const confirmations = 240;
/** Every fourth tenant owes an opening balance, due yesterday: a reminder is due today. */
const owes = (n: number) => n % 4 === 0;
/** The session cache's window (modules/auth/session-cache.ts), and a second of slack. */
const signOutWindowMs = 5_000 + 1_000;

let database: ServerDatabase;
let gateway: AfricasTalkingSimulator;
let kra: EtimsSimulator;
let pooler: PgBouncer | undefined;
/** What points the servers at the pooler; the test itself talks to PostgreSQL directly. */
let throughPooler: Record<string, string> = {};
const servers: ServerProcess[] = [];
beforeAll(async () => {
  database = await serverDatabase();
  gateway = await startAfricasTalkingSimulator({ apiKeys: [simulatorApiKey] });
  kra = await startEtimsSimulator();
  if (postgres) {
    pooler = await startPgBouncer(process.env.DATABASE_URL!);
    throughPooler = {
      DATABASE_URL: pooler.urlOf(database.env.DATABASE_URL!),
      DATABASE_POOLER: 'pgbouncer',
    };
    // What the pool cannot set per session through the pooler is set on the database.
    const { db } = database.handle;
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    await sql`alter database ${sql.id(rows[0]!.name)} set jit = off`.execute(db);
  }
});
afterAll(async () => {
  for (const server of servers) server.kill();
  await gateway.close();
  await kra.close();
  // Before the drop: the pooler keeps server connections to the database open.
  await pooler?.stop();
  await database.drop();
});

async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess(database, {
    AFRICASTALKING_BASE_URL: gateway.url,
    SMS_SENDER_INTERVAL_MS: '200',
    ETIMS_BASE_URL: kra.url,
    ETIMS_SENDER_INTERVAL_MS: '300',
    ...throughPooler,
    ...env,
  });
  servers.push(server);
  return server;
}

async function stop(server: ServerProcess) {
  server.signal('SIGTERM');
  expect(await exitCodeAfter(server), server.output()).toBe(0);
}

/** What the organization holds, counted to find anything twice or missing. */
async function books(db: Db, organizationId: string) {
  const one = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(db)).rows[0]!.n);
  return {
    invoices: await one(sql`select count(*) as n from invoices
      where organization_id = ${organizationId} and schedule_id is not null`),
    invoicesTwice: await one(sql`select count(*) as n from (select 1 from invoices
      where organization_id = ${organizationId} and schedule_id is not null
      group by schedule_id, tenant_id, billing_date having count(*) > 1) d`),
    lateFees: await one(sql`select count(*) as n from invoices
      where organization_id = ${organizationId} and invoice_type = 'Late Fee'`),
    lateFeesTwice: await one(sql`select count(*) as n from (select 1 from invoices
      where organization_id = ${organizationId} and invoice_type = 'Late Fee'
      group by late_fee_for having count(*) > 1) d`),
    payments: await one(sql`select count(*) as n from transactions
      where organization_id = ${organizationId} and external_reference is not null`),
    unallocated: await one(sql`select count(*) as n from unallocated_payments
      where organization_id = ${organizationId}`),
    referencesTwice: await one(sql`select count(*) as n from (select ref from (
      select external_reference as ref from transactions where organization_id = ${organizationId}
        and external_reference is not null
      union all select trans_id from unallocated_payments where organization_id = ${organizationId}
    ) r group by ref having count(*) > 1) d`),
    unapplied: await one(sql`select count(*) as n from mpesa_callbacks
      where organization_id = ${organizationId} and processed_at is null`),
    reminders: await one(sql`select count(*) as n from sms_messages
      where organization_id = ${organizationId} and purpose = 'reminder'`),
    remindedTwice: await one(sql`select count(*) as n from (select 1 from sms_messages
      where organization_id = ${organizationId} and purpose = 'reminder'
      group by tenant_id having count(*) > 1) d`),
    notices: await one(sql`select count(*) as n from sms_messages
      where organization_id = ${organizationId} and notice_id is not null`),
    noticedTwice: await one(sql`select count(*) as n from (select 1 from sms_messages
      where organization_id = ${organizationId} and notice_id is not null
      group by tenant_id having count(*) > 1) d`),
    sms: await one(sql`select count(*) as n from sms_messages
      where organization_id = ${organizationId}`),
    smsSent: await one(sql`select count(*) as n from sms_messages
      where organization_id = ${organizationId} and status = 'sent'`),
    /** Invoices of the kinds eTIMS sends, posted since eTIMS was set up (not the openings). */
    forKra: await one(sql`select count(*) as n from invoices i
      join etims_settings e on e.organization_id = i.organization_id
      where i.organization_id = ${organizationId} and i.created_at >= e.transmit_from
        and i.invoice_type not in ('Pending Bill', 'Deposit')`),
    etimsSent: await one(sql`select count(*) as n from etims_transmissions
      where organization_id = ${organizationId} and invoice_id is not null and status = 'sent'`),
    etimsNotSent: await one(sql`select count(*) as n from etims_transmissions
      where organization_id = ${organizationId} and status <> 'sent'`),
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe(postgres ? 'two servers on one PostgreSQL database' : 'one server on SQLite', () => {
  it('share the load with nothing twice and nothing lost', async () => {
    const { db } = database.handle;
    // Set up on one server whose invoice run waits a day: the schedules are due for the two.
    const setUp = await start({ INVOICE_RUN_INTERVAL_MS: String(86_400_000) });
    const landlord = await seedLandlord(setUp, db, {
      rentals,
      tenantsPerRental,
      openingRent: (n) => (owes(n) ? 1500 : 0),
    });
    const { token } = landlord;
    const { mpesasettings } = await callApi<{ mpesasettings: { confirmationurl: string } }>(
      setUp,
      'PUT',
      '/api/mpesasettings/mpesa-settings',
      { token, body: { organizationname: 'Twin Towers', paybillnumber: paybill } },
    );
    await callApi(setUp, 'PUT', '/api/sms/settings', {
      token,
      body: { provider: 'africastalking', username: 'sandbox', apikey: simulatorApiKey },
    });
    for (const rentalid of landlord.rentalIds) {
      await callApi(setUp, 'POST', '/api/invoicesettings/new-invoice', {
        token,
        body: {
          invoicetype: 'Rental Invoice Bill',
          rentalid,
          billingfrequency: 'monthly',
          startdate: todayInNairobi(),
        },
      });
    }
    // KRA eTIMS for every tenant, the device initialised by the test call.
    await callApi(setUp, 'PUT', '/api/etims/settings', {
      token,
      body: { pin: 'P051234567X', deviceserial: 'TWIN-OSCU-1', scope: 'all' },
    });
    await callApi(setUp, 'POST', '/api/etims/test', { token });
    await callApi(setUp, 'PUT', '/api/reminders/settings', {
      token,
      body: { enabled: true, days: [1, 7], template: defaultReminderMessage },
    });
    // Those who owe also have a rent invoice due yesterday: a late fee is due on it today.
    for (const rentalid of landlord.rentalIds) {
      await callApi(setUp, 'PUT', `/api/rental/all-rentals/${rentalid}/late-fee`, {
        token,
        body: { enabled: true, type: 'fixed', amount: 500, gracedays: 0, sendsms: true },
      });
    }
    const yesterday = nairobiDate(new Date(Date.now() - 86_400_000));
    const owingTenants = await db
      .selectFrom('tenants')
      .select('id')
      .where('organization_id', '=', landlord.organizationId)
      .where(
        'house_number',
        'in',
        landlord.houses.filter((_house, n) => owes(n)),
      )
      .execute();
    for (const tenant of owingTenants) {
      await insertInvoice(db, {
        organizationId: landlord.organizationId,
        tenantId: tenant.id,
        amountCents: 850_000,
        billingDate: yesterday,
        dueDate: yesterday,
      });
    }
    await stop(setUp);

    // Both start together: each runs the invoice run and the reminders at start-up and every
    // half second, at any hour.
    const jobs = {
      INVOICE_RUN_INTERVAL_MS: '500',
      COLLECTIONS_INTERVAL_MS: '500',
      TENANT_SMS_HOURS: '0-24',
    };
    const [a, b]: [ServerProcess, ServerProcess] = postgres
      ? await Promise.all([start(jobs), start(jobs)])
      : await start(jobs).then((only) => [only, only]);
    // The reminders and late fees come before any payment, so every tenant who owes gets one.
    const owing = owingTenants.length;
    await until(
      () => books(db, landlord.organizationId),
      (now) => now.reminders >= owing && now.lateFees >= owing,
    );
    const path = new URL(mpesasettings.confirmationurl).pathname;
    const sent: string[] = [];
    const statuses: number[] = [];
    // Ten senders; every tenth confirmation repeats an earlier one on the other server.
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < confirmations) {
          const i = next++;
          const repeat = i % 10 === 9 && sent.length > 0;
          const body = c2bSample({
            BusinessShortCode: paybill,
            BillRefNumber: i % 25 === 24 ? 'NOBODY' : landlord.houses[i % landlord.houses.length]!,
            TransAmount: '1000.00',
            ...(repeat ? { TransID: sent[(i * 7) % sent.length]! } : {}),
          });
          if (!repeat) sent.push(body.TransID);
          const server = i % 2 === 0 ? a : b;
          const answer = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          statuses.push(answer.status);
        }
      }),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);

    // A notice to every tenant (issue 32), its Send tapped on both servers at once: made once
    // (the others wait their turn, 409, or replay its answer), each tenant's SMS queued once.
    const notice = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? a : b).url}/api/notices`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-auth-token': token,
            'idempotency-key': 'water-off-saturday',
          },
          body: JSON.stringify({
            all: true,
            message: 'Dear {customername}, the water is off on Saturday.',
          }),
        }),
      ),
    );
    const made = notice.filter((answer) => answer.status === 200);
    expect(notice.map((answer) => answer.status).every((s) => s === 200 || s === 409)).toBe(true);
    expect(made.length).toBeGreaterThanOrEqual(1);
    const noticeIds = await Promise.all(
      made.map(async (answer) => ((await answer.json()) as { id: string }).id),
    );
    expect(new Set(noticeIds).size).toBe(1);

    const tenants = rentals * tenantsPerRental;
    const distinct = new Set(sent).size;
    const after = await until(
      () => books(db, landlord.organizationId),
      (now) =>
        now.unapplied === 0 &&
        now.invoices === tenants &&
        now.payments + now.unallocated === distinct &&
        now.smsSent === now.sms &&
        now.notices === tenants &&
        now.reminders === owing &&
        now.lateFees === owing &&
        now.etimsSent === now.forKra,
    );
    expect(after).toEqual({
      invoices: tenants,
      invoicesTwice: 0,
      payments: after.payments,
      unallocated: after.unallocated,
      referencesTwice: 0,
      unapplied: 0,
      lateFees: owing,
      lateFeesTwice: 0,
      reminders: owing,
      remindedTwice: 0,
      notices: tenants,
      noticedTwice: 0,
      // An invoice SMS and the notice per tenant, a receipt per payment, the reminders and the
      // late fee notices, each sent.
      sms: 2 * tenants + after.payments + 2 * owing,
      smsSent: 2 * tenants + after.payments + 2 * owing,
      forKra: after.forKra,
      etimsSent: after.forKra,
      etimsNotSent: 0,
    });
    // The month's rent and the late fees, each a sale at KRA once:
    // neither server sent a document the other had sent, nor one twice.
    expect(after.forKra).toBe(tenants + owing);
    const saleNumbers = kra.requests
      .filter((request) => request.path === '/saveTrnsSalesOsdc')
      .map((request) => String((request.body as { invcNo: number }).invcNo));
    expect(saleNumbers).toHaveLength(after.forKra);
    expect(new Set(saleNumbers).size).toBe(after.forKra);
    // The items those sales name (rent, late fees) each registered at KRA once, before them.
    const itemCodes = kra.requests
      .filter((request) => request.path === '/saveItem')
      .map((request) => String((request.body as { itemCd: string }).itemCd));
    expect(itemCodes.length).toBeGreaterThan(0);
    expect(new Set(itemCodes).size).toBe(itemCodes.length);
    const itemsSold = kra.requests
      .filter((request) => request.path === '/saveTrnsSalesOsdc')
      .flatMap((request) => (request.body as { itemList: { itemCd: string }[] }).itemList)
      .map((item) => item.itemCd);
    expect(new Set(itemsSold)).toEqual(new Set(itemCodes));
    expect(after.payments + after.unallocated).toBe(distinct);
    expect(after.unallocated).toBeGreaterThan(0);
    // The gateway got each message once: no SMS went out from both servers.
    const texts = gateway.messages.map((message) => `${message.to} ${message.message}`);
    expect(texts).toHaveLength(after.smsSent);
    expect(new Set(texts).size).toBe(texts.length);

    // A token signed out on one server is refused by the other within the cache's window.
    const { token: session } = await signUpOnServer(a);
    const userOn = (server: ServerProcess) =>
      fetch(`${server.url}/api/auth/user`, { headers: { 'x-auth-token': session } });
    expect((await userOn(b)).status).toBe(200);
    await callApi(a, 'POST', '/api/auth/logout', { token: session });
    const signedOutAt = Date.now();
    expect((await userOn(a)).status).toBe(401);
    const refused = await until(
      async () => (await userOn(b)).status,
      (status) => status === 401,
      signOutWindowMs,
    );
    expect(refused).toBe(401);
    expect(Date.now() - signedOutAt).toBeLessThanOrEqual(signOutWindowMs);

    await Promise.all((postgres ? [a, b] : [a]).map(stop));
  }, 240_000);
});
