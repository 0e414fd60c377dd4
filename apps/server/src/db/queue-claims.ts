import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from './connection.js';
import { isPostgres } from './dialect.js';

/**
 * The condition of a queue's claim: the row's `id` is one of those `picked` selects (`LIMIT
 * ... FOR UPDATE SKIP LOCKED` on PostgreSQL), picked once.
 *
 * Written `id IN (picked)`, PostgreSQL may plan the claim as a semi join that runs `picked`
 * again for every waiting row: it does when its statistics, taken while few rows waited, say
 * one row waits. On rent day (10,000 tenants, C2B at 1,000/s) SMS claims then ran 20 s to
 * 215 s each, quadratic in the outbox (`auto_explain`, docs/benchmarks.md session 36).
 * `id = ANY(ARRAY(picked))` is an InitPlan: run once, then each id found by primary key.
 * SQLite evaluates `IN (picked)` once by itself.
 *
 * The claim need not ask for the status again: the pick locked each row while it was queued
 * (PostgreSQL reads a row's latest version before locking it) and the row stays locked until
 * the update. Asked again, PostgreSQL might read the queue's index for it instead of the key.
 */
export function pickedOnce(db: Db, picked: Expression<{ id: string }>): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref('id')} = any(array(${picked}))`
    : sql<SqlBool>`${sql.ref('id')} in (${picked})`;
}
