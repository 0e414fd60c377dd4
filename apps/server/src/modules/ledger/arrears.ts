import type { TenantNameFields } from '@rental/shared/tenant-name';
import type { Db } from '../../db/connection.js';
import { sql } from 'kysely';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';
import { agingBucketOldestDues, type AgingBucket } from './settlement.js';

/** Who a tenant who owes is and where they live, as the arrears report names them. */
export interface OwingTenant extends TenantNameFields {
  id: string;
  house_number: string;
  phonenumber: string;
  rental_id: string;
  rental_name: string;
}

/** What a tenant who owes owes, in cents, split by how long it has been due. */
export interface TenantArrears {
  tenant: OwingTenant;
  balanceCents: number;
  buckets: Record<AgingBucket, number>;
  /** The due date of the oldest unpaid charge (the opening balance's when it is unpaid). */
  oldestDue: string;
  /** Past its due date on `today` (every bucket but `current`). */
  overdueCents: number;
  /** The due date of the oldest overdue charge; null when nothing is overdue. */
  overdueSince: string | null;
}

/**
 * The arrears aging of every tenant of the organization who owes, on `today` (Nairobi): the
 * balance split by the age of the charges it is made of (unpaid_charges, kept as entries post:
 * the newest charges the balance reaches, and the opening balance's part), and what of it is
 * overdue (due before today) and since when, with who and where the tenant is. Only the
 * tenants who owe are read, a few rows each.
 */
export async function arrearsAging(
  db: Db,
  organizationId: string,
  today: string,
): Promise<TenantArrears[]> {
  // Summed by the database, one row a tenant: on SQLite the report reads on a thread of its
  // own (db/sqlite-reader.ts), and only these rows come back to the thread that answers.
  const oldest = agingBucketOldestDues(today);
  // The cents of the charges due from `from` (inclusive) to `before` (exclusive).
  const dueBetween = (from: string, before: string) =>
    sql<number>`sum(case when due_date >= ${from} and due_date < ${before} then cents else 0 end)`;
  const aged = db
    .selectFrom('unpaid_charges')
    .select((eb) => [
      'tenant_id',
      eb.fn.sum<number>('cents').as('balance'),
      sql<number>`sum(case when due_date >= ${oldest.current} then cents else 0 end)`.as('current'),
      dueBetween(oldest.d1_30, oldest.current).as('d1_30'),
      dueBetween(oldest.d31_60, oldest.d1_30).as('d31_60'),
      dueBetween(oldest.d61_90, oldest.d31_60).as('d61_90'),
      sql<number>`sum(case when due_date < ${oldest.d61_90} then cents else 0 end)`.as('d90_plus'),
      eb.fn.min('due_date').as('oldest_due'),
      sql<string | null>`min(case when due_date < ${today} then due_date end)`.as('overdue_since'),
    ])
    .where('organization_id', '=', organizationId)
    .groupBy('tenant_id')
    .as('a');
  // Named in the same statement: only the tenants who owe, not every tenant looked up after.
  const rows = await db
    .selectFrom(aged)
    .innerJoin('tenants as t', 't.id', 'a.tenant_id')
    .innerJoin('rentals as r', 'r.id', 't.rental_id')
    .selectAll('a')
    .select([
      ...tenantNameColumns('t'),
      't.house_number',
      't.phonenumber',
      't.rental_id',
      'r.name as rental_name',
    ])
    .execute();
  return rows.map((row) => {
    const buckets = {
      current: Number(row.current),
      d1_30: Number(row.d1_30),
      d31_60: Number(row.d31_60),
      d61_90: Number(row.d61_90),
      d90_plus: Number(row.d90_plus),
    };
    const balanceCents = Number(row.balance);
    return {
      tenant: {
        id: row.tenant_id,
        kind: row.kind,
        firstname: row.firstname,
        lastname: row.lastname,
        businessname: row.businessname,
        house_number: row.house_number,
        phonenumber: row.phonenumber,
        rental_id: row.rental_id,
        rental_name: row.rental_name,
      },
      balanceCents,
      buckets,
      oldestDue: row.oldest_due,
      overdueCents: balanceCents - buckets.current,
      overdueSince: row.overdue_since,
    };
  });
}
