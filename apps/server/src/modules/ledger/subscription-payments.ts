import type { Db } from '../../db/connection.js';

/**
 * When each organization last paid its subscription (an M-PESA Subscription Payment's time),
 * for the operator console: an organization missing from the map has never paid, whatever
 * period a plan set by an operator gave it.
 */
export async function lastSubscriptionPayments(
  db: Db,
  organizationIds: string[],
): Promise<Map<string, string>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('transactions')
    .select(['organization_id', (eb) => eb.fn.max('paid_at').as('last_paid_at')])
    .where('organization_id', 'in', organizationIds)
    .where('transaction_type', '=', 'Subscription Payment')
    .groupBy('organization_id')
    .execute();
  return new Map(rows.map((row) => [row.organization_id, String(row.last_paid_at)]));
}
