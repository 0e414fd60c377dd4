import type { Language, UserRole } from '@rental/shared/enums';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { UsersTable } from '../../db/types.js';

/**
 * A user with their organization's account type, as the profile shows it, and whether an
 * operator suspended the organization (read-only while so: see requireOrganizationWritable).
 */
export const userColumns = [
  'users.id',
  'users.organization_id',
  'users.role',
  'users.firstname',
  'users.lastname',
  'users.phonenumber',
  'users.email',
  'users.status',
  'users.language',
  'users.phone_verified_at',
  'users.phone_confirm_due_at',
  'organizations.account_type',
  'organizations.suspended_at',
  'organizations.suspension_reason',
  'organizations.managers_may_erase',
] as const;

function withOrganization(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id');
}

export function findUserInOrganization(db: Db, organizationId: string, userId: string) {
  return withOrganization(db)
    .select(userColumns)
    .where('users.organization_id', '=', organizationId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserInOrganization>>>;

export function listUsersInOrganization(db: Db, organizationId: string) {
  return (
    db
      .selectFrom('users')
      .select(['id', 'firstname', 'lastname'])
      .where('organization_id', '=', organizationId)
      // The owner first ('owner' sorts after every other role), then members as they joined; the id settles ties
      // (users made in the same millisecond), so every database lists them alike.
      .orderBy('role', 'desc')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute()
  );
}

/**
 * The organization's active members of these roles, oldest first: whom an alert about their
 * work is texted to (a long vacancy), each in their own language.
 */
export function findActiveMembers(db: Db, organizationId: string, roles: readonly UserRole[]) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'firstname', 'lastname', 'phonenumber', 'language'])
    .where('organization_id', '=', organizationId)
    .where('role', 'in', roles)
    .where('status', '=', 'active')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const credentialColumns = [
  'id',
  'organization_id',
  'role',
  'firstname',
  'lastname',
  'phonenumber',
  'pin_hash',
  // The language of the Forgot PIN code's SMS.
  'language',
  // An account older than verified phones confirms its phone once (sign-in after the grace).
  'phone_confirm_due_at',
] as const;

/**
 * Sign-in and Forgot PIN look a phone up across organizations: the phone number is the login.
 * With the name and role, for the activity entry of the attempt.
 */
export function findUserCredentialsByPhone(db: Db, phonenumber: string) {
  return db
    .selectFrom('users')
    .select(credentialColumns)
    .where('phonenumber', '=', phonenumber)
    .executeTakeFirst();
}

export type UserCredentials = NonNullable<Awaited<ReturnType<typeof findUserCredentialsByPhone>>>;

/** The PIN hash and the phone its wrong attempts are counted on. */
export function findUserCredentials(db: Db, organizationId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(credentialColumns)
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function phoneIsTaken(db: Db, phonenumber: string, exceptUserId?: string) {
  let query = db.selectFrom('users').select('id').where('phonenumber', '=', phonenumber);
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return query.executeTakeFirst().then(Boolean);
}

// Wrong-PIN counts and locks live in pin_guards (per phone), not on the user.
type UserChanges = Partial<
  Pick<
    UsersTable,
    'firstname' | 'lastname' | 'phonenumber' | 'email' | 'status' | 'pin_hash' | 'role'
  > & {
    language: Language;
  }
>;

export async function updateUser(
  db: Db,
  organizationId: string,
  userId: string,
  changes: UserChanges,
  now: Date,
) {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .execute();
}

export async function insertUser(db: Db, user: Insertable<UsersTable>) {
  await db.insertInto('users').values(user).execute();
}

/**
 * A code sent to the user's phone proved it (sign-up, joining a team, Forgot PIN, a phone
 * change or the one-time confirmation): verified now, nothing more to confirm.
 */
export async function markPhoneVerified(db: Db, userId: string, now: Date) {
  await db
    .updateTable('users')
    .set({ phone_verified_at: now.toISOString(), phone_confirm_due_at: null })
    .where('id', '=', userId)
    .execute();
}
