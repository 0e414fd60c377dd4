import type { Db } from '../../db/connection.js';

export interface RecentCharge {
  invoiceId: string;
  number: number;
  tenantId: string;
  createdAt: string;
}

/**
 * The newest one-off charge to any of these tenants with the same words (any case, spaces
 * trimmed) and amount made since `since`: "Bill now" asks before billing the same thing
 * twice (issue 30). Read in the billing transaction, after the tenants are locked.
 */
export async function recentSameCharge(
  trx: Db,
  organizationId: string,
  tenantIds: string[],
  charge: { description: string; amountCents: number; since: Date },
): Promise<RecentCharge | undefined> {
  if (tenantIds.length === 0) return undefined;
  const rows = await trx
    .selectFrom('invoices')
    .select(['id', 'number', 'tenant_id', 'description', 'created_at'])
    .where('organization_id', '=', organizationId)
    .where('tenant_id', 'in', tenantIds)
    .where('invoice_type', '=', 'One-off Charge')
    .where('amount_cents', '=', charge.amountCents)
    .where('created_at', '>=', charge.since.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .execute();
  const words = charge.description.trim().toLowerCase();
  const same = rows.find((row) => row.description.trim().toLowerCase() === words);
  return (
    same && {
      invoiceId: same.id,
      number: same.number,
      tenantId: same.tenant_id,
      createdAt: same.created_at,
    }
  );
}
