import type { Db } from '../../db/connection.js';
import { agingBucketOf, type AgingBucket } from './settlement.js';

/** What a tenant who owes owes, in cents, split by how long it has been due. */
export interface TenantArrears {
  tenantId: string;
  balanceCents: number;
  buckets: Record<AgingBucket, number>;
  /** The due date of the oldest unpaid charge (the opening balance's when it is unpaid). */
  oldestDue: string;
  /** Past its due date on `today` (every bucket but `current`). */
  overdueCents: number;
  /** The due date of the oldest overdue charge; null when nothing is overdue. */
  overdueSince: string | null;
}

const noBuckets = (): Record<AgingBucket, number> => ({
  current: 0,
  d1_30: 0,
  d31_60: 0,
  d61_90: 0,
  d90_plus: 0,
});

/**
 * The arrears aging of every tenant of the organization who owes, on `today` (Nairobi): the
 * balance split by the age of the charges it is made of (unpaid_charges, kept as entries post:
 * the newest charges the balance reaches, and the opening balance's part), and what of it is
 * overdue (due before today) and since when. Only the tenants who owe are read, a few rows each.
 */
export async function arrearsAging(
  db: Db,
  organizationId: string,
  today: string,
): Promise<TenantArrears[]> {
  const rows = await db
    .selectFrom('unpaid_charges')
    .select(['tenant_id', 'due_date', 'cents'])
    .where('organization_id', '=', organizationId)
    .execute();
  const byTenant = new Map<string, TenantArrears>();
  for (const row of rows) {
    const cents = Number(row.cents);
    let entry = byTenant.get(row.tenant_id);
    if (!entry) {
      entry = {
        tenantId: row.tenant_id,
        balanceCents: 0,
        buckets: noBuckets(),
        oldestDue: row.due_date,
        overdueCents: 0,
        overdueSince: null,
      };
      byTenant.set(row.tenant_id, entry);
    }
    entry.balanceCents += cents;
    entry.buckets[agingBucketOf(row.due_date, today)] += cents;
    if (row.due_date < entry.oldestDue) entry.oldestDue = row.due_date;
    if (
      row.due_date < today &&
      (entry.overdueSince === null || row.due_date < entry.overdueSince)
    ) {
      entry.overdueSince = row.due_date;
    }
  }
  for (const entry of byTenant.values()) {
    entry.overdueCents = entry.balanceCents - entry.buckets.current;
  }
  return [...byTenant.values()];
}
