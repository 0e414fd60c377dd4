import { todayInNairobi } from '@rental/shared/dates';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connection.js';
import {
  exitCodeAfter,
  launchServerProcess,
  serverDatabase,
  type ServerDatabase,
  type ServerProcess,
} from '../helpers/server-process.js';
import { signUpOnServer } from '../helpers/server-signup.js';
import { callApi, seedLandlord } from './shutdown-fixtures.js';

/**
 * SIGTERM in the middle of the invoice run: the server finishes the billing date it is on,
 * starts no other, exits 0; after a restart the run bills the rest. Every tenant ends with
 * exactly one invoice per schedule for the date, and one SMS per invoice. On a SQLite file, or
 * a fresh PostgreSQL database when DATABASE_URL is set.
 */
const rentals = 8;
const tenantsPerRental = 250;
const total = rentals * tenantsPerRental;

let database: ServerDatabase;
let running: ServerProcess | undefined;
beforeAll(async () => {
  database = await serverDatabase();
});
afterAll(async () => {
  running?.kill();
  await database.drop();
});

async function start(env: Record<string, string> = {}) {
  running = await launchServerProcess(database, env);
  await running.answering;
  return running;
}

/** Invoices per schedule, and how many (schedule, tenant, date) were invoiced twice. */
async function invoiceCounts(db: Db, organizationId: string) {
  const perSchedule = await db
    .selectFrom('invoices')
    .select(['schedule_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('organization_id', '=', organizationId)
    .groupBy('schedule_id')
    .execute();
  const { rows } = await sql<{ doubled: number }>`
    select count(*) as doubled from (
      select schedule_id, tenant_id, billing_date from invoices
      where organization_id = ${organizationId}
      group by schedule_id, tenant_id, billing_date having count(*) > 1) d`.execute(db);
  const sms = await db
    .selectFrom('sms_messages')
    .select((eb) => eb.fn.count<number>('invoice_id').distinct().as('count'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  const counts = perSchedule.map((row) => Number(row.count));
  return {
    perSchedule: counts,
    invoices: counts.reduce((sum, count) => sum + count, 0),
    doubled: Number(rows[0]!.doubled),
    invoicesWithSms: Number(sms.count),
  };
}

describe('SIGTERM during the invoice run', () => {
  it('stops between billing dates, exits 0, and the restart bills the rest once', async () => {
    const { db } = database.handle;
    // Set up with the run's timer at a day: the schedules wait for the next server.
    const setUp = await start({ INVOICE_RUN_INTERVAL_MS: String(86_400_000) });
    const landlord = await seedLandlord(setUp, db, { rentals, tenantsPerRental });
    const today = todayInNairobi();
    for (const rentalid of landlord.rentalIds) {
      await callApi(setUp, 'POST', '/api/invoicesettings/new-invoice', {
        token: landlord.token,
        body: {
          invoicetype: 'Rental Invoice Bill',
          rentalid,
          billingfrequency: 'monthly',
          startdate: today,
        },
      });
    }
    setUp.signal('SIGTERM');
    expect(await exitCodeAfter(setUp)).toBe(0);
    expect((await invoiceCounts(db, landlord.organizationId)).invoices).toBe(0);

    // The next server bills the eight schedules at start-up, one billing date (250 invoices)
    // per transaction; SIGTERM as soon as the first is committed.
    const billing = (running = await launchServerProcess(database));
    let before = 0;
    while (before === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      before = (await invoiceCounts(db, landlord.organizationId)).invoices;
    }
    billing.signal('SIGTERM');
    expect(await exitCodeAfter(billing), billing.output()).toBe(0);

    const stopped = await invoiceCounts(db, landlord.organizationId);
    // Each schedule's date billed whole or not at all, nothing twice, and the run stopped
    // before the end.
    expect(stopped.perSchedule.every((count) => count === tenantsPerRental)).toBe(true);
    expect(stopped.doubled).toBe(0);
    expect(stopped.invoices).toBeLessThan(total);
    expect(stopped.invoicesWithSms).toBe(stopped.invoices);

    // Restarted, the run at start-up bills the rest; readiness shows when it has finished.
    // The jobs' detail is the operator's (GET /api/operator/health). As in production, that
    // run waits INVOICE_RUN_START_DELAY_MS after start-up (shortened here): nothing more is
    // billed while the server already answers.
    const operatorPhone = '0799000003';
    const restarted = await start({
      OPERATOR_PHONES: operatorPhone,
      INVOICE_RUN_START_DELAY_MS: '5000',
    });
    expect((await invoiceCounts(db, landlord.organizationId)).invoices).toBe(stopped.invoices);
    const operator = await signUpOnServer(restarted, { phonenumber: operatorPhone });
    for (;;) {
      const health = await fetch(`${restarted.url}/api/operator/health`, {
        headers: { 'x-auth-token': operator.token },
      });
      const report = (await health.json()) as {
        jobs: { name: string; lastrunat: string | null }[];
      };
      if (report.jobs.find((job) => job.name === 'invoice-run')?.lastrunat) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = await invoiceCounts(db, landlord.organizationId);
    expect(after).toEqual({
      perSchedule: Array.from({ length: rentals }, () => tenantsPerRental),
      invoices: total,
      doubled: 0,
      invoicesWithSms: total,
    });
    const numbers = await db
      .selectFrom('invoices')
      .select('number')
      .where('organization_id', '=', landlord.organizationId)
      .orderBy('number')
      .execute();
    expect(numbers.map((row) => Number(row.number))).toEqual(
      Array.from({ length: total }, (_, i) => i + 1),
    );

    // And one more run finds nothing left to bill.
    const again = await callApi<{ invoices: number }>(restarted, 'POST', '/api/invoice/run', {
      token: landlord.token,
      body: { date: today },
    });
    expect(again.invoices).toBe(0);
    restarted.signal('SIGTERM');
    expect(await exitCodeAfter(restarted)).toBe(0);
    console.log(
      `SIGTERM left ${stopped.invoices} of ${total} invoices; the restart billed the rest`,
    );
  }, 180_000);
});
