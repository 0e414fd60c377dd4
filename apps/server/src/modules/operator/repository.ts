import type { AccountType } from '@rental/shared/enums';
import { sql } from 'kysely';
import { invoicesInMonthSql, organizationCountSql } from '../../db/counts.js';
import type { Db } from '../../db/connection.js';
import { containsPattern } from '../reports/index.js';

/**
 * The operator console's queries. They cross organizations by design (the console lists them
 * all) and read only organizations, their owners and counts: never a tenant's row.
 */

export interface OrganizationFilter {
  /** One organization (after an action). */
  id?: string;
  q?: string;
  /** A catalogue plan, or 'trial' for no plan chosen yet. */
  planid?: string;
  accounttype?: AccountType;
}

/** What "this month" means for the counts: a Nairobi calendar month. */
export interface MonthWindow {
  /** A day of the month (YYYY-MM-DD, Nairobi): invoices are counted by billing date. */
  today: string;
  /** The month's first and the next month's first instants (ISO, UTC): SMS by creation. */
  fromAt: string;
  toAt: string;
}

/** Messages of the month that went by one channel (how they went in the end: `channel`). */
const sentInMonthSql = (
  org: ReturnType<typeof sql.ref<string>>,
  month: MonthWindow,
  channel: 'sms' | 'whatsapp',
) =>
  sql<number>`(select count(*) from sms_messages m where m.organization_id = ${org}
    and m.created_at >= ${month.fromAt} and m.created_at < ${month.toAt}
    and m.channel = ${channel} and m.status in ('sent', 'delivered'))`;

/**
 * The organizations with their owner and every count the console shows, in one query: each
 * count is a subquery on an index that starts with organization_id, so the list costs one
 * round trip however many organizations there are. SMS count once the provider took them
 * (sent or delivered): queued, stored and held ones never left, and a failed one mostly never
 * reached the provider.
 */
export function organizationRows(db: Db, filter: OrganizationFilter, month: MonthWindow) {
  const org = sql.ref<string>('o.id');
  let query = db
    .selectFrom('organizations as o')
    .leftJoin('users as u', (join) =>
      join.onRef('u.organization_id', '=', 'o.id').on('u.role', '=', 'owner'),
    )
    .select([
      'o.id',
      'o.name',
      'o.account_type',
      'o.created_at',
      'o.plan_id',
      'o.trial_ends_at',
      'o.paid_until',
      'o.custom_price_cents',
      'o.custom_users_limit',
      'o.custom_rentals_limit',
      'o.custom_tenants_limit',
      'o.custom_invoices_limit',
      'o.contract_end',
      'o.suspended_at',
      'o.suspension_reason',
      'u.firstname',
      'u.lastname',
      'u.phonenumber',
      organizationCountSql('users', org).as('users'),
      organizationCountSql('rentals', org).as('rentals'),
      organizationCountSql('tenants', org).as('tenants'),
      invoicesInMonthSql(org, month.today).as('invoices'),
      sentInMonthSql(org, month, 'sms').as('sms'),
      sentInMonthSql(org, month, 'whatsapp').as('whatsapp'),
      sql<string | null>`(select max(a.at) from activity_log a
        where a.organization_id = ${org})`.as('last_activity_at'),
    ]);
  if (filter.id) query = query.where('o.id', '=', filter.id);
  if (filter.planid === 'trial') query = query.where('o.plan_id', 'is', null);
  else if (filter.planid) query = query.where('o.plan_id', '=', filter.planid);
  if (filter.accounttype) query = query.where('o.account_type', '=', filter.accounttype);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const like = (expression: ReturnType<typeof sql>) =>
      sql<boolean>`lower(${expression}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        like(sql`o.name`),
        like(sql`u.firstname || ' ' || u.lastname`),
        like(sql`u.phonenumber`),
      ]),
    );
  }
  return query.orderBy('o.created_at', 'desc').orderBy('o.id').execute();
}

export type OrganizationRow = Awaited<ReturnType<typeof organizationRows>>[number];

/** The billing columns a plan change or a trial extension starts from. */
export function findOrganizationBilling(db: Db, organizationId: string) {
  return db
    .selectFrom('organizations')
    .select([
      'id',
      'plan_id',
      'trial_ends_at',
      'paid_until',
      'custom_users_limit',
      'custom_rentals_limit',
      'custom_tenants_limit',
      'custom_invoices_limit',
    ])
    .where('id', '=', organizationId)
    .executeTakeFirst();
}

export interface PlanTerms {
  plan_id: string;
  paid_until: string | null;
  custom_price_cents: number | null;
  custom_users_limit: number | null;
  custom_rentals_limit: number | null;
  custom_tenants_limit: number | null;
  custom_invoices_limit: number | null;
  contract_end: string | null;
}

export async function updatePlanTerms(db: Db, organizationId: string, terms: PlanTerms) {
  await db.updateTable('organizations').set(terms).where('id', '=', organizationId).execute();
}

export async function updateTrial(
  db: Db,
  organizationId: string,
  values: { trial_ends_at: string; paid_until: string | null },
) {
  await db.updateTable('organizations').set(values).where('id', '=', organizationId).execute();
}

/**
 * Suspends the organization unless it already is: a conditional update, so of two suspensions
 * at once exactly one changes the row (true) and is logged.
 */
export async function markSuspended(
  db: Db,
  organizationId: string,
  at: string,
  reason: string,
): Promise<boolean> {
  const result = await db
    .updateTable('organizations')
    .set({ suspended_at: at, suspension_reason: reason })
    .where('id', '=', organizationId)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lifts a suspension if there is one (true): conditional, like markSuspended. */
export async function clearSuspension(db: Db, organizationId: string): Promise<boolean> {
  const result = await db
    .updateTable('organizations')
    .set({ suspended_at: null, suspension_reason: null })
    .where('id', '=', organizationId)
    .where('suspended_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function organizationExists(db: Db, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row !== undefined;
}
