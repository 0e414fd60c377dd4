import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ContactRequestsTable } from '../../db/types.js';

export function findOrganizationBilling(db: Db, organizationId: string) {
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'plan_id', 'trial_ends_at', 'paid_until'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
}

/** Whether the organization has ever paid its subscription (an M-PESA Subscription Payment). */
export async function hasSubscriptionPayment(db: Db, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('transactions')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('transaction_type', '=', 'Subscription Payment')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setOrganizationPlan(
  db: Db,
  organizationId: string,
  values: { plan_id: string; paid_until: string | null },
) {
  await db.updateTable('organizations').set(values).where('id', '=', organizationId).execute();
}

export async function insertContactRequest(db: Db, row: Insertable<ContactRequestsTable>) {
  await db.insertInto('contact_requests').values(row).execute();
}
