import { sql, type RawBuilder } from 'kysely';

/**
 * How many rows of an organization count as its rentals, users or tenants: every rental and
 * user, and the current tenants only (former tenants keep their history but no longer take a
 * place in the plan, the dashboard or a room type). `organization` is the organization's id,
 * or a reference to it in an outer query.
 */
export function organizationCountSql(
  table: 'rentals' | 'tenants' | 'users',
  organization: string | RawBuilder<string>,
) {
  const onlyCurrent = table === 'tenants' ? sql` and status = 'current'` : sql``;
  return sql<number>`(select count(*) from ${sql.table(table)}
    where organization_id = ${organization}${onlyCurrent})`;
}
