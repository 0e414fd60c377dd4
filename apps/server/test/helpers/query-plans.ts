import { CompiledQuery, type KyselyPlugin } from 'kysely';
import type { Db } from '../../src/db/connection.js';
import type { SmsStatus } from '@rental/shared/enums';

/**
 * `db` with every statement it runs kept as the driver sends it, to be explained afterwards
 * with its parameters (planOf).
 */
export function recordingStatements(db: Db): { db: Db; ran: CompiledQuery[] } {
  const ran: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      ran.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { db: db.withPlugin(capture), ran };
}

/** PostgreSQL's plan of a statement, as EXPLAIN prints it (one string, line by line). */
export async function planOf(db: Db, statement: CompiledQuery): Promise<string> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** An SMS row of seedOldLandlord's organization 'o1', written at `at`. */
export function outboxRow(id: string, status: SmsStatus, at: string) {
  return {
    id,
    organization_id: 'o1',
    recipient_name: 'Tenant',
    phone: '+254712345678',
    text: 'Pay',
    parts: 1,
    purpose: 'notice' as const,
    status,
    attempts: 0,
    failure_reason: null as string | null,
    next_attempt_at: at,
    created_at: at,
    updated_at: at,
    channel: 'sms' as const,
    fallback: 0,
  };
}
