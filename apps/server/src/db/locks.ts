import { PostgresAdapter } from 'kysely';
import type { Db } from './connection.js';

/**
 * Serializes writers of one organization inside a transaction, so that "count, check the plan
 * limit, insert" cannot be raced by a second request. PostgreSQL locks the organization's row;
 * SQLite needs nothing, as it runs one write transaction at a time.
 */
export async function lockOrganization(trx: Db, organizationId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .forUpdate()
    .execute();
}
