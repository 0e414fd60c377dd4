import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/db/bulk-insert.js';
import { isPostgres } from '../../src/db/dialect.js';
import { claimDue } from '../../src/modules/sms/outbox-repository.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';
import { outboxRow, planOf, recordingStatements } from '../helpers/query-plans.js';

// A queue's claim (db/queue-claims.ts) takes its limit; on PostgreSQL, planned with statistics taken while
// nothing waited, as on rent day after a quiet night: the rows to take are picked once and
// each then found by primary key. Planned as a semi join, the pick ran again for every waiting
// message: a claim took every message waiting instead of its limit, quadratically (on rent
// day, 20 s to 215 s a claim).

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('claiming queued SMS with statistics of an empty outbox', () => {
  it('takes its limit, picked once, each then by primary key', async () => {
    const database = await databaseAt('0069-sms-message-indexes');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    const messages = (prefix: string, status: 'sent' | 'queued', count: number) =>
      insertRows(
        db,
        'sms_messages',
        Array.from({ length: count }, (_, i) =>
          outboxRow(`${prefix}${String(i + 1).padStart(4, '0')}`, status, at),
        ),
      );
    // Last night's messages all sent when the statistics were taken; then today's queued.
    await messages('s', 'sent', 2000);
    await sql`analyze sms_messages`.execute(db);
    await messages('m', 'queued', 300);

    // The claim's statement as the driver sends it, to be explained with its parameters.
    const recording = recordingStatements(db);
    const claimed = await claimDue(recording.db, {
      token: 'claim-1',
      now: '2026-06-01T00:00:00.000Z',
      leaseUntil: '2026-06-01T00:10:00.000Z',
      limit: 100,
    });
    expect(claimed.map((row) => row.id)).toEqual(
      Array.from({ length: 100 }, (_, i) => `m${String(i + 1).padStart(4, '0')}`),
    );

    // SQLite evaluates the pick once whatever its statistics.
    if (!isPostgres(db)) return;
    const plan = await planOf(db, recording.ran.at(-1)!);
    expect(plan).not.toMatch(/Nested Loop/);
    expect(plan).toMatch(/Index Scan using sms_messages_pkey/);
  });
});
