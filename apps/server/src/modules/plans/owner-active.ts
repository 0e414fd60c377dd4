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
