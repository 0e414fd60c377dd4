import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { validationMessages as m } from '@rental/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { settableClock } from '../transactions/fixtures.js';
import {
  billingLandlord,
  createSchedule,
  insertTenants,
  invoicesOf,
  scheduleRow,
  smsOf,
  type Landlord,
} from './billing-fixtures.js';

// 01:30 on 1 April in Nairobi, still 31 March in UTC: "today" is Nairobi's.
const nairobiApril1 = '2026-03-31T22:30:00.000Z';
const time = settableClock(nairobiApril1);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** Three tenants billed monthly from 1 April, set up at 01:30 on 1 April in Nairobi. */
async function landlordWithSchedule() {
  time.set(nairobiApril1);
  const owner = await billingLandlord(t.app, t.db);
  await insertTenants(t.db, owner.roomRef, 3);
  const scheduleId = await createSchedule(t.app, owner, { startdate: '2026-04-01' });
  return { owner, scheduleId };
}

function runNow(owner: Landlord, date: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/invoice/run',
    headers: authed(owner.token),
    payload: { date },
  });
}

function runLog(owner: Landlord) {
  return t.db
    .selectFrom('activity_log')
    .selectAll()
    .where('organization_id', '=', owner.organizationId)
    .where('kind', '=', 'invoice_run')
    .execute();
}

describe('POST /api/invoice/run: the date', () => {
  it.each(['9999-12-31', '2026-04-02'])(
    'refuses %s (after today in Nairobi), billing nothing',
    async (date) => {
      const { owner, scheduleId } = await landlordWithSchedule();
      const response = await runNow(owner, date);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        key: 'validation.invoiceRunDateFuture',
        code: 'validation',
        message: m.invoiceRunDateFuture,
        fields: { date: m.invoiceRunDateFuture },
      });
      expect(await invoicesOf(t.db, owner.organizationId)).toHaveLength(0);
      expect(await smsOf(t.db, owner.organizationId)).toHaveLength(0);
      expect((await scheduleRow(t.db, scheduleId)).next_billing_date).toBe('2026-04-01');
      expect(await runLog(owner)).toHaveLength(0);
    },
  );

  it('bills today in Nairobi and logs who ran it', async () => {
    const { owner } = await landlordWithSchedule();
    const response = await runNow(owner, '2026-04-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ date: '2026-04-01', schedules: 1, invoices: 3, messages: 3 });
    const [entry, ...more] = await runLog(owner);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      user_id: owner.user.userid,
      role: 'owner',
      summary: 'Ran the invoices by hand up to 2026-04-01; invoices made: 3',
      at: nairobiApril1,
    });
  });

  it('still catches up a past date', async () => {
    const { owner } = await landlordWithSchedule();
    time.set('2026-04-11T06:00:00.000Z');
    const response = await runNow(owner, '2026-04-01');
    expect(response.json()).toMatchObject({ date: '2026-04-01', invoices: 3 });
    const billed = await invoicesOf(t.db, owner.organizationId);
    expect(billed.map((invoice) => invoice.billing_date)).toEqual(Array(3).fill('2026-04-01'));
  });
});

describe('npm run invoices:run', () => {
  it('refuses a date after today with the message, exiting non-zero', async () => {
    const cli = fileURLToPath(new URL('../../src/cli/run-invoices.ts', import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    // Were the date let through, it would bill a throwaway database, not the developer's.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'invoices-run-'));
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const child = spawn(
      process.execPath,
      ['--conditions=development', '--import', tsx, cli, '--date', '9999-12-31'],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, DATA_DIR: dataDir } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
    expect(code).not.toBe(0);
    expect(output.trim()).toBe(m.invoiceRunDateFuture);
  }, 30_000);
});
