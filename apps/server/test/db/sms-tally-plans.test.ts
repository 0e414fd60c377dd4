import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/db/bulk-insert.js';
import { isPostgres } from '../../src/db/dialect.js';
import type { SmsStatus } from '@rental/shared/enums';
import { smsTally } from '../../src/modules/notifications/repository.js';
import { waitingTotals } from '../../src/modules/sms/index.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';
import { outboxRow, planOf, recordingStatements } from '../helpers/query-plans.js';

// The bell (GET /api/notifications, asked by every signed-in screen) counts an organization's
// failed, held and waiting messages. On PostgreSQL each count reads only the messages in those
// states (migration 0070), not every message the organization ever sent.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe("the bell's SMS counts", () => {
  it('count what is failed, held and waiting, and read only those messages', async () => {
    const database = await databaseAt('0070-sms-attention-index');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    let next = 0;
    const messages = (status: SmsStatus, count: number, failureReason: string | null = null) =>
      insertRows(
        db,
        'sms_messages',
        Array.from({ length: count }, () => ({
          ...outboxRow(`m${String((next += 1)).padStart(5, '0')}`, status, at),
          attempts: 5,
          failure_reason: failureReason,
        })),
      );
    // Months of history sent and delivered; a few messages that need the landlord.
    await messages('delivered', 3000);
    await messages('sent', 1000);
    await messages('held', 7);
    await messages('stored', 5);
    await messages('failed', 3, 'Network error');

    const { db: counting, ran } = recordingStatements(db);
    expect((await smsTally(counting, 'o1', 'failed')).count).toBe(3);
    expect((await smsTally(counting, 'o1', 'held')).count).toBe(7);
    const waiting = await waitingTotals(counting, 'o1');
    expect(waiting.held).toBe(7);
    expect(waiting.sendable).toBeGreaterThanOrEqual(5);

    if (!isPostgres(db)) return;
    await sql`analyze sms_messages`.execute(db);
    for (const query of ran) {
      const plan = await planOf(db, query);
      expect(plan, query.sql).toMatch(/sms_messages_attention_idx/);
      expect(plan, query.sql).not.toMatch(/sms_messages_organization_idx/);
    }
  });
});
