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

/**
 * How many invoices an organization billed in the calendar month of `billingDate`
 * (YYYY-MM-DD): what the plan's invoices per month limit counts.
 */
export function invoicesInMonthSql(organization: string | RawBuilder<string>, billingDate: string) {
  const month = billingDate.slice(0, 7);
  return sql<number>`(select count(*) from invoices where organization_id = ${organization}
    and billing_date >= ${`${month}-01`} and billing_date <= ${`${month}-31`})`;
}
