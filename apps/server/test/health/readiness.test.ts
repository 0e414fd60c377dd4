import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app.js';
import { openDb, type Db } from '../../src/db/connection.js';
import { migrationProvider } from '../../src/db/migrations/index.js';
import type { Database } from '../../src/db/types.js';
import { startBackgroundJobs } from '../../src/jobs/background-jobs.js';
import { createJobMonitor } from '../../src/lib/job-monitor.js';
import { readiness } from '../../src/modules/health/readiness.js';
import { systemClock } from '../../src/lib/clock.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { testMpesaOptions, testSmsOptions } from '../helpers/test-options.js';

/**
 * GET /api/health and GET /api/health/ready: ready only while the database answers, every
 * migration is applied and every background job that is on has run lately.
 */
const operatorPhone = '0799000002';
let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp({ operatorPhones: [operatorPhone] });
  // The operator's session lives in the shared database: every app below accepts it.
  operatorToken = (await signUp(t.app, { phonenumber: operatorPhone })).token;
});
afterAll(() => t.close());

/** The real app on `db`, with what readiness checks. */
async function appOn(db: Db, readiness: AppOptions['readiness'] = {}) {
  const app = await buildApp({
    db,
    webDistDir: null,
    sms: testSmsOptions(),
    mpesa: testMpesaOptions(),
    readiness,
    operatorPhones: [operatorPhone],
  });
  await app.ready();
  return app;
}

/**
 * The public answer (ready or not, nothing more) and the operator's detail, which must agree.
 * The detail needs a database to find the operator's session: `publicOnly` skips it.
 */
async function ready(app: Awaited<ReturnType<typeof appOn>>, publicOnly = false) {
  const response = await app.inject({ url: '/api/health/ready' });
  const status = response.statusCode;
  expect(Object.keys(response.json())).toEqual(['status']);
  if (publicOnly) return { status, body: response.json() };
  const detail = await app.inject({ url: '/api/operator/health', headers: authed(operatorToken) });
  expect(detail.statusCode).toBe(200);
  const body = detail.json();
  expect(response.json()).toEqual({ status: body.status });
  return { status, body };
}

/** A database connection that was opened, used and closed. */
async function closedDatabase() {
  const { db } = openDb({ databaseUrl: process.env.DATABASE_URL });
  // Kysely connects on first use, and closing a database never used does nothing.
  await sql`select 1`.execute(db);
  await db.destroy();
  return db;
}

/** A PostgreSQL "server" that accepts connections and never answers: a hung database. */
async function silentDatabase() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'nobody', database: 'none' });
  pool.on('error', () => {});
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('GET /api/health', () => {
  it('answers 200 while the process runs, without touching the database', async () => {
    const app = await appOn(await closedDatabase());
    try {
      const response = await app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/health/ready', () => {
  it('is 200 on a healthy app whose jobs have run, listing each job', async () => {
    const time = testClock();
    const jobs = createJobMonitor(time.clock);
    const app = await appOn(t.db, { jobs });
    const failures: unknown[] = [];
    const stopJobs = startBackgroundJobs({
      db: t.db,
      clock: time.clock,
      onError: (job, error) => failures.push([job, error]),
      sms: testSmsOptions(),
      monitor: jobs,
    });
    try {
      // The jobs that run at start-up have finished their first run.
      await vi.waitFor(async () => {
        const { body } = await ready(app);
        const ran = body.jobs.filter((job: { lastrunat: string | null }) => job.lastrunat);
        expect(ran.map((job: { name: string }) => job.name).sort()).toEqual([
          'c2b-recovery',
          'collections',
          'invoice-run',
          'session-cleanup',
          'sms-sender',
          'whatsapp-fallback',
        ]);
      });
      const { status, body } = await ready(app);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: 'ready',
        shuttingdown: false,
        checks: { database: 'ok', migrations: 'ok' },
        pendingmigrations: [],
      });
      expect(body.jobs).toContainEqual({
        name: 'invoice-run',
        status: 'ok',
        intervalseconds: 60,
        lastrunat: time.clock().toISOString(),
        lastrunfailed: false,
      });
      // Confirmations a stopped process left are applied as soon as the server starts.
      expect(body.jobs).toContainEqual(
        expect.objectContaining({ name: 'c2b-recovery', status: 'ok', intervalseconds: 10 }),
      );
      // No product Daraja app configured: the STK settler is off, and that is fine.
      expect(body.jobs).toContainEqual(
        expect.objectContaining({ name: 'stk-settler', status: 'off', intervalseconds: 20 }),
      );
      expect(failures).toEqual([]);
    } finally {
      await stopJobs();
      await app.close();
    }
  });

  it('is 503 when a job has not run for three intervals', async () => {
    const time = testClock();
    const jobs = createJobMonitor(time.clock);
    const app = await appOn(t.db, { jobs });
    const stopJobs = startBackgroundJobs({
      db: t.db,
      clock: time.clock,
      onError: () => {},
      sms: testSmsOptions(),
      monitor: jobs,
    });
    try {
      await vi.waitFor(() =>
        expect(jobs.report().find((job) => job.name === 'invoice-run')?.lastRunAt).toBeTruthy(),
      );
      // Stopped, so nothing runs while the clock moves on.
      await stopJobs();
      time.advanceMinutes(10);

      const { status, body } = await ready(app);
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'ok' },
      });
      const statusOf = Object.fromEntries(
        body.jobs.map((job: { name: string; status: string }) => [job.name, job.status]),
      );
      expect(statusOf).toEqual({
        'session-cleanup': 'ok', // hourly: three hours of grace
        'sms-sender': 'late', // every second, but a minute of grace at least
        'invoice-run': 'late', // every minute: three minutes of grace
        'c2b-recovery': 'late', // every ten seconds, but a minute of grace at least
        collections: 'ok', // every ten minutes
        'stk-settler': 'off',
        'whatsapp-fallback': 'late', // every minute: three minutes of grace
      });
    } finally {
      await stopJobs();
      await app.close();
    }
  });

  it('is 503 when the code has a migration the database has not applied', async () => {
    const app = await appOn(t.db, {
      migrations: {
        getMigrations: async () => ({
          ...(await migrationProvider.getMigrations()),
          '9999-not-applied': { up: async () => {} },
        }),
      },
    });
    try {
      const { status, body } = await ready(app);
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'pending' },
        pendingmigrations: ['9999-not-applied'],
      });
    } finally {
      await app.close();
    }
  });

  it('is 503 when the database is closed', async () => {
    const db = await closedDatabase();
    const app = await appOn(db);
    try {
      const { status, body } = await ready(app, true);
      expect(status).toBe(503);
      expect(body).toEqual({ status: 'not_ready' });
      const report = await readiness(readinessDeps(db), () => false);
      expect(report).toMatchObject({
        status: 'not_ready',
        checks: { database: 'unreachable', migrations: 'unknown' },
      });
    } finally {
      await app.close();
    }
  });

  it('is 503 within its time limit when the database never answers', async () => {
    const hung = await silentDatabase();
    const app = await appOn(hung.db, { checkTimeoutMs: 200 });
    try {
      const { status, body } = await ready(app, true);
      expect(status).toBe(503);
      expect(body).toEqual({ status: 'not_ready' });
      const report = await readiness(
        { ...readinessDeps(hung.db), checkTimeoutMs: 200 },
        () => false,
      );
      expect(report.checks).toEqual({
        database: 'unreachable',
        migrations: 'unknown',
        payments: 'unknown',
        etims: 'unknown',
      });
    } finally {
      await app.close();
      await hung.close();
      await hung.db.destroy();
    }
  });

  it('reports a KRA eTIMS document due for an hour that nobody sent, and stays ready', async () => {
    const landlord = await signUp(t.app);
    const organizationId = landlord.user.organizationid;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    let number = 0;
    const queue = async (
      status: 'queued' | 'sending' | 'failed',
      dueMinutesAgo: number,
      claimEndedMinutesAgo: number | null = null,
    ) => {
      const id = randomUUID();
      await t.db
        .insertInto('etims_transmissions')
        .values({
          id,
          organization_id: organizationId,
          kind: 'sale',
          document_number: (number += 1),
          status,
          next_attempt_at: minutesAgo(dueMinutesAgo),
          claimed_by: claimEndedMinutesAgo === null ? null : randomUUID(),
          claimed_until: claimEndedMinutesAgo === null ? null : minutesAgo(claimEndedMinutesAgo),
          created_at: minutesAgo(300),
          updated_at: minutesAgo(1),
        })
        .execute();
      return id;
    };
    const app = await appOn(t.db);
    const checkOf = async () => {
      const { status, body } = await ready(app);
      return { status, etims: body.checks.etims };
    };
    try {
      // Due 59 minutes ago, waiting for its next attempt (KRA down), sending under a live
      // claim, or failed for the owner: nothing is stuck.
      await queue('queued', 59);
      await queue('queued', -30);
      await queue('sending', 120, -1);
      await queue('failed', 600);
      expect(await checkOf()).toEqual({ status: 200, etims: 'ok' });

      const due = await queue('queued', 61);
      expect(await checkOf()).toEqual({ status: 200, etims: 'stuck' });
      await t.db.deleteFrom('etims_transmissions').where('id', '=', due).execute();
      expect(await checkOf()).toEqual({ status: 200, etims: 'ok' });

      // A sender that died with it: its claim ran out over an hour ago, nobody took it back.
      await queue('sending', 120, 61);
      expect(await checkOf()).toEqual({ status: 200, etims: 'stuck' });
    } finally {
      await t.db
        .deleteFrom('etims_transmissions')
        .where('organization_id', '=', organizationId)
        .execute();
      await app.close();
    }
  });

  it('gives its detail to operators only: 404 to anyone else', async () => {
    const landlord = await signUp(t.app);
    for (const headers of [{}, authed(landlord.token)]) {
      const response = await t.app.inject({ url: '/api/operator/health', headers });
      expect(response.statusCode).toBe(404);
    }
    const publicAnswer = await t.app.inject({ url: '/api/health/ready' });
    expect(publicAnswer.body).not.toMatch(/jobs|checks|migration/);
  });

  it('is in the API reference with the liveness route', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(document.paths['/api/health'].get.responses).toHaveProperty('200');
    expect(Object.keys(document.paths['/api/health/ready'].get.responses)).toEqual(['200', '503']);
  });
});

/** What the app gives its readiness check, for a report read without the routes. */
function readinessDeps(db: Db) {
  return { db, migrations: migrationProvider, checkTimeoutMs: 2000, clock: systemClock };
}
