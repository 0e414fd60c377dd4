import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDb, type DbHandle } from '../../src/db/connection.js';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { chargesPerBatch } from '../../src/modules/ledger/post-charges.js';
import { freshPostgresDatabase, type PostgresDatabase } from '../helpers/postgres-database.js';
import { insertTenants, invoicesOf, smsOf } from './billing-fixtures.js';

/**
 * Reliability: the process running the invoice run for 2,000 tenants is killed (SIGKILL) in
 * the middle of a billing date's transaction; run again, every tenant has exactly one invoice
 * per schedule for the period and one SMS per invoice, none lost, and the numbers have no
 * gap. On a SQLite file, or on a fresh PostgreSQL database when DATABASE_URL is set.
 */
const tenantCount = 2000;
const billingDate = '2026-03-02';
const childScript = fileURLToPath(new URL('./kill-child.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const databaseUrl = process.env.DATABASE_URL;

let dir: string;
let postgres: PostgresDatabase | undefined;
let handle: DbHandle;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-kill-'));
  if (databaseUrl) postgres = await freshPostgresDatabase(databaseUrl);
  handle = openDb(
    postgres ? { databaseUrl: postgres.url } : { sqliteFile: path.join(dir, 'rental.db') },
  );
  await migrateToLatest(handle);
});

afterAll(async () => {
  await handle.db.destroy();
  await postgres?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** An organization with 2,000 tenants in one rental, billed rent and a service charge. */
async function seed() {
  const { db } = handle;
  const now = new Date().toISOString();
  const organizationId = randomUUID();
  const rentalId = randomUUID();
  const roomId = randomUUID();
  await db
    .insertInto('organizations')
    .values({
      id: organizationId,
      name: 'Kill Test Homes',
      account_type: 'Landlord',
      created_at: now,
      plan_id: 'enterprise',
      trial_ends_at: now,
      onboarding_step: 'done',
      last_invoice_number: 0,
    })
    .execute();
  await db
    .insertInto('rentals')
    .values({
      id: rentalId,
      organization_id: organizationId,
      name: 'Kill Court',
      name_key: 'kill court',
      location: 'Nairobi',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('room_types')
    .values({
      id: roomId,
      organization_id: organizationId,
      rental_id: rentalId,
      house_type: 'Bedsitter',
      total_units: tenantCount,
      monthly_rent_cents: 850_000,
      water_unit_rate_cents: 15_000,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await insertTenants(db, { organizationId, rentalId, roomId }, tenantCount);
  const schedule = (invoiceType: 'Rental Invoice Bill' | 'Service Charge Bill', at: string) => ({
    id: randomUUID(),
    organization_id: organizationId,
    rental_id: rentalId,
    invoice_type: invoiceType,
    billing_frequency: 'monthly' as const,
    start_date: billingDate,
    next_billing_date: billingDate,
    message: 'Dear {customername}, your {invoicetype} for {month} is KES {amount}.',
    service_charge_cents: invoiceType === 'Service Charge Bill' ? 50_000 : 0,
    last_run_note: null,
    due_rule: 'day_of_month' as const,
    due_days: 5,
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('invoice_schedules')
    .values([
      schedule('Rental Invoice Bill', '2026-03-01T08:00:00.000Z'),
      schedule('Service Charge Bill', '2026-03-01T09:00:00.000Z'),
    ])
    .execute();
  return organizationId;
}

/** Starts the run in a child process; resolves once it is paused mid-transaction. */
function startPausedRun(pauseAt: number) {
  const child = spawn(
    process.execPath,
    ['--conditions=development', '--import', tsxLoader, childScript],
    {
      env: {
        ...process.env,
        KILL_TEST_SQLITE_FILE: path.join(dir, 'rental.db'),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        RUN_DATE: billingDate,
        PAUSE_AT: String(pauseAt),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const paused = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`{"batch":${pauseAt},`)) resolve();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`the run ended (${code ?? signal}) before pausing:\n${output}${errors}`)),
    );
  });
  return { child, paused, exited };
}

describe('an invoice run killed with SIGKILL', () => {
  it('leaves every tenant exactly one invoice and one SMS after the rerun', async () => {
    const organizationId = await seed();

    // The rent schedule commits after its batches; pause in the service charge's first batch,
    // part of its invoices written.
    expect(chargesPerBatch).toBeLessThan(tenantCount);
    const { child, paused, exited } = startPausedRun(Math.ceil(tenantCount / chargesPerBatch) + 1);
    await paused;
    const committed = await invoicesOf(handle.db, organizationId);
    expect(committed).toHaveLength(tenantCount);
    expect(committed.every((i) => i.invoice_type === 'Rental Invoice Bill')).toBe(true);
    child.kill('SIGKILL');
    await exited;

    const rerun = await runDueInvoices(
      { db: handle.db, clock: () => new Date() },
      { today: billingDate },
    );
    expect(rerun).toMatchObject({ schedules: 1, invoices: tenantCount, messages: tenantCount });

    const invoices = await invoicesOf(handle.db, organizationId);
    expect(invoices).toHaveLength(tenantCount * 2);
    for (const type of ['Rental Invoice Bill', 'Service Charge Bill']) {
      const tenants = invoices.filter((i) => i.invoice_type === type).map((i) => i.tenant_id);
      expect(new Set(tenants).size).toBe(tenantCount);
    }
    expect(invoices.map((i) => i.number)).toEqual(
      Array.from({ length: tenantCount * 2 }, (_, i) => i + 1),
    );
    const sms = await smsOf(handle.db, organizationId);
    expect(sms).toHaveLength(tenantCount * 2);
    expect(new Set(sms.map((s) => s.invoice_id))).toEqual(new Set(invoices.map((i) => i.id)));

    // And a third run finds nothing left to do.
    expect(
      await runDueInvoices({ db: handle.db, clock: () => new Date() }, { today: billingDate }),
    ).toMatchObject({ invoices: 0, messages: 0 });
  });
});
