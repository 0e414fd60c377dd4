import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connection.js';
import {
  exitCodeAfter,
  serverDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../helpers/server-process.js';
import { c2bSample } from '../mpesa/c2b-fixtures.js';
import { callApi, seedLandlord } from './shutdown-fixtures.js';

/**
 * SIGTERM while M-PESA confirmations stream in: the requests in flight are finished, the
 * process exits 0, and every confirmation answered 200 is recorded exactly once. M-PESA sends
 * again what got no answer; after a restart every confirmation, sent again, is recorded once.
 * On a SQLite file, or a fresh PostgreSQL database when DATABASE_URL is set.
 */
const paybill = '600321';
const senders = 6;

let database: ServerDatabase;
let running: ServerProcess | undefined;
beforeAll(async () => {
  database = await serverDatabase();
});
afterAll(async () => {
  running?.kill();
  await database.drop();
});

interface Sent {
  body: ReturnType<typeof c2bSample>;
  /** The HTTP status answered; undefined when the request got no answer (refused, cut). */
  status?: number;
  answer?: unknown;
  /** Answered after shutdown began: the answer closes its connection. */
  closing?: boolean;
}

/** Posts one confirmation as M-PESA does, noting the answer. */
async function confirm(url: string, sent: Sent) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sent.body),
  });
  sent.answer = await response.json();
  sent.status = response.status;
  sent.closing = response.headers.get('connection') === 'close';
}

/** One of M-PESA's senders: confirmations one after another until the server stops taking them. */
async function sendUntilRefused(url: string, houses: string[], log: Sent[]) {
  for (let i = 0; ; i++) {
    // Now and then an account no tenant has: parked as unallocated, still recorded once.
    const account = i % 10 === 9 ? 'NOBODY1' : houses[(log.length * 7) % houses.length]!;
    const sent: Sent = {
      body: c2bSample({
        BusinessShortCode: paybill,
        BillRefNumber: account,
        TransAmount: '1000.00',
      }),
    };
    log.push(sent);
    try {
      await confirm(url, sent);
    } catch {
      // Refused, or sent on a kept-alive connection the server closed as idle: no answer, so
      // M-PESA sends it again later.
      return;
    }
    if (sent.status !== 200) return;
  }
}

/** How many times each TransID is recorded: as a tenant's payment or as an unallocated one. */
async function recordedTimes(db: Db, organizationId: string) {
  const payments = await db
    .selectFrom('transactions')
    .select('external_reference as ref')
    .where('organization_id', '=', organizationId)
    .where('external_reference', 'is not', null)
    .execute();
  const parked = await db
    .selectFrom('unallocated_payments')
    .select('trans_id as ref')
    .where('organization_id', '=', organizationId)
    .execute();
  const times = new Map<string, number>();
  for (const { ref } of [...payments, ...parked]) times.set(ref!, (times.get(ref!) ?? 0) + 1);
  return times;
}

describe('SIGTERM during a stream of C2B confirmations', () => {
  it('records every confirmation answered 200 exactly once, and the rest once resent', async () => {
    const { db } = database.handle;
    const first = (running = await startServerProcess(database));
    const landlord = await seedLandlord(first, db, { rentals: 1, tenantsPerRental: 40 });
    const { mpesasettings } = await callApi<{ mpesasettings: { confirmationurl: string } }>(
      first,
      'PUT',
      '/api/mpesasettings/mpesa-settings',
      {
        token: landlord.token,
        body: { organizationname: 'Shutdown Court', paybillnumber: paybill },
      },
    );
    const path = new URL(mpesasettings.confirmationurl).pathname;

    const log: Sent[] = [];
    const streams = Array.from({ length: senders }, () =>
      sendUntilRefused(`${first.url}${path}`, landlord.houses, log),
    );
    while (log.filter((sent) => sent.status === 200).length < 60) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    first.signal('SIGTERM');
    await Promise.all(streams);
    expect(await exitCodeAfter(first), first.output()).toBe(0);

    const answered = log.filter((sent) => sent.status === 200);
    const summary =
      `${answered.length} of ${log.length} confirmations answered 200 before the exit ` +
      `(${answered.filter((sent) => sent.closing).length} of them in flight when SIGTERM came)`;
    // Turned away while closing: in our error shape (a request may also find no server).
    for (const sent of log.filter((s) => s.status !== undefined && s.status !== 200)) {
      expect(sent.status).toBe(503);
      expect(sent.answer).toMatchObject({ error: { code: 'unavailable' } });
    }
    const times = await recordedTimes(db, landlord.organizationId);
    for (const sent of answered) expect(times.get(sent.body.TransID)).toBe(1);
    expect([...times.values()].every((count) => count === 1)).toBe(true);

    // M-PESA sends again what it got no answer for (and a retry of an answered one is a
    // no-op): after a restart everything sent is recorded, each once (applied, at the latest,
    // before the server exits).
    const second = (running = await startServerProcess(database));
    for (const sent of log) {
      await confirm(`${second.url}${path}`, sent);
      expect(sent.status).toBe(200);
    }
    second.signal('SIGTERM');
    expect(await exitCodeAfter(second)).toBe(0);
    const after = await recordedTimes(db, landlord.organizationId);
    expect(after.size).toBe(log.length);
    expect([...after.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(after.keys())).toEqual(new Set(log.map((sent) => sent.body.TransID)));
    console.log(summary);
  }, 180_000);
});
