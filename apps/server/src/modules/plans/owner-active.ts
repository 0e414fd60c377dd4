import { sql } from 'kysely';

/**
 * True when the organization (table alias `organizations`) has no deactivated owner: the
 * invoice run, late fees and reminders act only for such organizations (a deactivated account
 * pauses its billing). Lapsed subscriptions are decided by subscriptionLapsed.
 */
export function ownerNotDeactivated(organizations: string) {
  return sql<boolean>`not exists (select 1 from users u
    where u.organization_id = ${sql.ref(`${organizations}.id`)}
      and u.role = 'owner' and u.status = 'inactive')`;
}

/**
 * True when no operator has suspended the organization (table alias `organizations`). The
 * invoice run, late fees and reminders skip a suspended organization, as its users may change
 * nothing: billing its tenants or texting them in its name would be changes made for it. They
 * catch up once it is reactivated. M-PESA payments are still recorded (a tenant's money is
 * never turned away) and queued SMS still go out.
 */
export function notSuspended(organizations: string) {
  return sql<boolean>`${sql.ref(`${organizations}.suspended_at`)} is null`;
}
