import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/db/bulk-insert.js';
import { isPostgres } from '../../src/db/dialect.js';
import { claimDue } from '../../src/modules/sms/outbox-repository.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

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
        Array.from({ length: count }, (_, i) => ({
          id: `${prefix}${String(i + 1).padStart(4, '0')}`,
          organization_id: 'o1',
          recipient_name: 'Tenant',
          phone: '+254712345678',
          text: 'Pay',
          parts: 1,
          purpose: 'notice' as const,
          status,
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
          updated_at: at,
          channel: 'sms' as const,
          fallback: 0,
        })),
      );
    // Last night's messages all sent when the statistics were taken; then today's queued.
    await messages('s', 'sent', 2000);
    await sql`analyze sms_messages`.execute(db);
    await messages('m', 'queued', 300);

    // The claim's statement as the driver sends it, to be explained with its parameters.
    const ran: CompiledQuery[] = [];
    const capture: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        ran.push(db.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const claimed = await claimDue(db.withPlugin(capture), {
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
    const claim = ran.at(-1)!;
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${claim.sql}`, [...claim.parameters]),
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/Nested Loop/);
    expect(plan).toMatch(/Index Scan using sms_messages_pkey/);
  });
});
