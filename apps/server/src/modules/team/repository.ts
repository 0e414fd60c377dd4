import type { Db } from '../../db/connection.js';
import type { TeamInvitationsTable } from '../../db/types.js';
import { deleteUserSessions } from '../auth/index.js';

const memberColumns = [
  'users.id',
  'users.firstname',
  'users.lastname',
  'users.phonenumber',
  'users.email',
  'users.role',
  'users.status',
  'users.language',
  'users.created_at',
  'team_invitations.id as invitation_id',
  'team_invitations.expires_at',
  'team_invitations.failed_attempts',
  'team_invitations.used_at',
] as const;

function membersQuery(db: Db, organizationId: string) {
  return db
    .selectFrom('users')
    .leftJoin('team_invitations', 'team_invitations.user_id', 'users.id')
    .select(memberColumns)
    .where('users.organization_id', '=', organizationId);
}

/** Everyone in the organization with their invitation, if any: the owner first, then oldest. */
export function listMembers(db: Db, organizationId: string) {
  return membersQuery(db, organizationId)
    .orderBy('users.created_at', 'asc')
    .orderBy('users.id', 'asc')
    .execute();
}

export function findMember(db: Db, organizationId: string, userId: string) {
  return membersQuery(db, organizationId).where('users.id', '=', userId).executeTakeFirst();
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export function organizationName(db: Db, organizationId: string) {
  return db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow()
    .then((row) => row.name);
}

/** Replaces the user's invitation (one per user): a resent code kills the previous one. */
export async function replaceInvitation(db: Db, invitation: TeamInvitationsTable) {
  await db
    .deleteFrom('team_invitations')
    .where('organization_id', '=', invitation.organization_id)
    .where('user_id', '=', invitation.user_id)
    .execute();
  await db.insertInto('team_invitations').values(invitation).execute();
}

/** The invitation of the user with this phone, across organizations (the phone is the login). */
export function findInvitationByPhone(db: Db, phonenumber: string) {
  return db
    .selectFrom('team_invitations')
    .innerJoin('users', 'users.id', 'team_invitations.user_id')
    .select([
      'team_invitations.id',
      'team_invitations.organization_id',
      'team_invitations.user_id',
      'team_invitations.code_hash',
      'team_invitations.expires_at',
      'team_invitations.failed_attempts',
      'team_invitations.used_at',
    ])
    .where('users.phonenumber', '=', phonenumber)
    .executeTakeFirst();
}

/**
 * Counts one wrong code, only while the code still has tries: concurrent wrong guesses
 * cannot get more than `maxTries` in. Returns the attempts after this one, or null when the
 * code was already dead (or used) by the time this guess counted.
 */
export async function countWrongCode(db: Db, invitationId: string, maxTries: number) {
  const result = await db
    .updateTable('team_invitations')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', invitationId)
    .where('used_at', 'is', null)
    .where('failed_attempts', '<', maxTries)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  const row = await db
    .selectFrom('team_invitations')
    .select('failed_attempts')
    .where('id', '=', invitationId)
    .executeTakeFirstOrThrow();
  return Number(row.failed_attempts);
}

/** Marks the invitation used, once: false when it was used, expired or dead meanwhile. */
export async function useInvitation(db: Db, invitationId: string, now: Date, maxTries: number) {
  const result = await db
    .updateTable('team_invitations')
    .set({ used_at: now.toISOString() })
    .where('id', '=', invitationId)
    .where('used_at', 'is', null)
    .where('failed_attempts', '<', maxTries)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a pending invitation used: the member set a PIN another way (Forgot PIN). */
export async function closeInvitation(db: Db, userId: string, now: string) {
  await db
    .updateTable('team_invitations')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Removes a member. Sessions and invitations go with the user (ON DELETE CASCADE). */
export async function deleteMember(db: Db, organizationId: string, userId: string) {
  // Payments keep recorded_by_name; the foreign key (ON DELETE SET NULL, migration 0003) lets
  // go of recorded_by. Both databases enforce it (connection.ts turns it on for SQLite), so no
  // code here rewrites a payment row (team.test.ts checks the outcome on both).
  await deleteUserSessions(db, userId);
  await replaceMemberRentals(db, organizationId, userId, []);
  const result = await db
    .deleteFrom('users')
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .where('role', '!=', 'owner')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The rentals each limited member of the organization is limited to, by user id. */
export async function findRentalLimits(db: Db, organizationId: string) {
  const rows = await db
    .selectFrom('member_rentals')
    .select(['user_id', 'rental_id'])
    .where('organization_id', '=', organizationId)
    .orderBy('rental_id')
    .execute();
  const limits = new Map<string, string[]>();
  for (const row of rows)
    limits.set(row.user_id, [...(limits.get(row.user_id) ?? []), row.rental_id]);
  return limits;
}

/** Of `rentalIds`, those that are not rentals of the organization. */
export async function foreignRentalIds(db: Db, organizationId: string, rentalIds: string[]) {
  if (rentalIds.length === 0) return [];
  const rows = await db
    .selectFrom('rentals')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', 'in', rentalIds)
    .execute();
  const own = new Set(rows.map((row) => row.id));
  return rentalIds.filter((id) => !own.has(id));
}

/** The rentals a member is limited to become `rentalIds` (none: every rental). */
export async function replaceMemberRentals(
  db: Db,
  organizationId: string,
  userId: string,
  rentalIds: string[],
) {
  await db
    .deleteFrom('member_rentals')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .execute();
  if (rentalIds.length === 0) return;
  await db
    .insertInto('member_rentals')
    .values(
      rentalIds.map((rentalId) => ({
        user_id: userId,
        rental_id: rentalId,
        organization_id: organizationId,
      })),
    )
    .execute();
}
