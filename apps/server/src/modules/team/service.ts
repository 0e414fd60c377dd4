import { randomBytes, randomUUID } from 'node:crypto';
import { isOwner } from '@rental/shared/permissions';
import type {
  InviteMemberBody,
  UpdateMemberBody,
  TeamMemberResponse,
  TeamMembersResponse,
} from '@rental/shared/schemas/team';
import { teamMessages } from '@rental/shared/team-messages';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockOrganization } from '../../db/locks.js';
import type { AccountMessenger } from '../../integrations/sms/account-messages.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/index.js';
import { type UserActor, requirePermission } from '../access/index.js';
import {
  deleteUserSessions,
  forgetCachedUser,
  updateUser,
  phoneIsTaken,
  findMemberRentalIds,
} from '../auth/index.js';
import { assertWithinPlanLimit } from '../plans/index.js';
import { issueCode, sendCode, type TeamOptions } from './invitation-code.js';
import { toTeamMember } from './presenter.js';
import {
  deleteMember,
  findMember,
  findRentalLimits,
  foreignRentalIds,
  listMembers,
  replaceMemberRentals,
} from './repository.js';

export interface TeamDeps {
  db: Db;
  clock: Clock;
  /** The platform SMS account: codes never go through the landlord's tenant outbox. */
  accountMessenger: AccountMessenger;
}

/**
 * A PIN hash nothing verifies against (not an argon2 string): a member who has not accepted
 * the invitation cannot sign in.
 */
function unusablePinHash(): string {
  return `!invited:${randomBytes(16).toString('hex')}`;
}

const fullName = (member: { firstname: string; lastname: string }) =>
  `${member.firstname} ${member.lastname}`;

export async function listTeam(
  deps: TeamDeps,
  organizationId: string,
): Promise<TeamMembersResponse> {
  const rows = await listMembers(deps.db, organizationId);
  const now = deps.clock();
  // The owner first; members in the order they joined.
  const sorted = [...rows].sort((a, b) => Number(isOwner(b.role)) - Number(isOwner(a.role)));
  const limits = await findRentalLimits(deps.db, organizationId);
  return { members: sorted.map((row) => toTeamMember(row, limits.get(row.id) ?? null, now)) };
}

async function memberOf(deps: TeamDeps, organizationId: string, userId: string) {
  const row = await findMember(deps.db, organizationId, userId);
  if (!row) throw notFound('Member');
  return toTeamMember(row, await findMemberRentalIds(deps.db, row.id), deps.clock());
}

/**
 * The rentals a member is to be limited to, each once; a rental of another organization (or
 * none) is refused with a field error on `rentalids`. Run inside the writing transaction.
 */
async function checkedRentalIds(db: Db, organizationId: string, rentalIds: string[] = []) {
  const unique = [...new Set(rentalIds)];
  if ((await foreignRentalIds(db, organizationId, unique)).length > 0) {
    const message = teamMessages.rentalNotInAccount;
    throw new AppError('validation', message, { rentalids: message });
  }
  return unique;
}

/**
 * The owner adds a member (a manager unless `role` says otherwise, limited to `rentalids`
 * when given), within the plan's user limit; the member gets a code by SMS.
 */
export async function inviteMember(
  deps: TeamDeps,
  options: TeamOptions,
  actor: UserActor,
  body: InviteMemberBody,
): Promise<TeamMemberResponse> {
  requirePermission(actor, 'team', teamMessages.ownerOnly);
  const phoneTaken = () =>
    new AppError('conflict', teamMessages.phoneTaken, { phonenumber: teamMessages.phoneTaken });
  if (await phoneIsTaken(deps.db, body.phonenumber)) throw phoneTaken();
  const now = deps.clock();
  const userId = randomUUID();
  let message;
  try {
    message = await deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, actor.organizationId);
      await assertWithinPlanLimit(trx, actor.organizationId, 'users');
      const rentalIds = await checkedRentalIds(trx, actor.organizationId, body.rentalids);
      await trx
        .insertInto('users')
        .values({
          id: userId,
          organization_id: actor.organizationId,
          role: body.role ?? 'manager',
          firstname: body.firstname,
          lastname: body.lastname,
          phonenumber: body.phonenumber,
          email: body.email,
          status: 'active',
          pin_hash: unusablePinHash(),
          failed_pin_attempts: 0,
          locked_until: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
      await replaceMemberRentals(trx, actor.organizationId, userId, rentalIds);
      const details = { name: fullName(body), phonenumber: body.phonenumber };
      const entry = { kind: 'member_invited', entity: 'user', entityId: userId } as const;
      await recordActivity(trx, actor, { ...entry, details }, now);
      return issueCode(trx, actor, { id: userId, ...body }, now, options);
    });
  } catch (error) {
    // The same phone invited or signed up at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
  await sendCode(deps.accountMessenger, message);
  return {
    member: await memberOf(deps, actor.organizationId, userId),
    message: teamMessages.invited,
  };
}

/** The organization's user that the owner (and only the owner) acts on. */
async function memberForOwner(deps: TeamDeps, actor: UserActor, userId: string) {
  requirePermission(actor, 'team', teamMessages.ownerOnly);
  const member = await findMember(deps.db, actor.organizationId, userId);
  if (!member) throw notFound('Member');
  return member;
}

/** A new code for a member who has not set a PIN yet; the previous code stops working. */
export async function resendCode(
  deps: TeamDeps,
  options: TeamOptions,
  actor: UserActor,
  userId: string,
): Promise<TeamMemberResponse> {
  const member = await memberForOwner(deps, actor, userId);
  if (isOwner(member.role) || !member.invitation_id || member.used_at) {
    throw new AppError('conflict', teamMessages.alreadyJoined);
  }
  const now = deps.clock();
  const message = await deps.db.transaction().execute(async (trx) => {
    const entry = { kind: 'member_code_resent', entity: 'user', entityId: member.id } as const;
    await recordActivity(trx, actor, { ...entry, details: { name: fullName(member) } }, now);
    return issueCode(trx, actor, member, now, options);
  });
  await sendCode(deps.accountMessenger, message);
  return {
    member: await memberOf(deps, actor.organizationId, userId),
    message: teamMessages.codeResent,
  };
}

/**
 * A member forgot their PIN: it stops working, their sessions end, and a code by SMS lets them
 * set a new one at /join (the invitation's rules: 10 minutes, 5 tries, resend).
 */
export async function resetMemberPin(
  deps: TeamDeps,
  options: TeamOptions,
  actor: UserActor,
  userId: string,
): Promise<TeamMemberResponse> {
  const member = await memberForOwner(deps, actor, userId);
  if (isOwner(member.role)) throw new AppError('forbidden', teamMessages.cannotResetOwner);
  const now = deps.clock();
  const message = await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, actor.organizationId, member.id, { pin_hash: unusablePinHash() }, now);
    await deleteUserSessions(trx, member.id);
    const entry = { kind: 'member_pin_reset', entity: 'user', entityId: member.id } as const;
    await recordActivity(trx, actor, { ...entry, details: { name: fullName(member) } }, now);
    return issueCode(trx, actor, member, now, options, 'reset');
  });
  forgetCachedUser(deps.db, member.id);
  await sendCode(deps.accountMessenger, message);
  return {
    member: await memberOf(deps, actor.organizationId, userId),
    message: teamMessages.pinReset,
  };
}

/** Removes a member (never the owner, never oneself); their sessions end at once. */
export async function removeMember(deps: TeamDeps, actor: UserActor, userId: string) {
  const member = await memberForOwner(deps, actor, userId);
  if (member.id === actor.userId) throw new AppError('forbidden', teamMessages.cannotRemoveSelf);
  if (isOwner(member.role)) throw new AppError('forbidden', teamMessages.cannotRemoveOwner);
  const now = deps.clock();
  const removed = await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteMember(trx, actor.organizationId, userId))) return false;
    const details = { name: fullName(member), phonenumber: member.phonenumber };
    const entry = { kind: 'member_removed', entity: 'user', entityId: member.id } as const;
    await recordActivity(trx, actor, { ...entry, details }, now);
    return true;
  });
  forgetCachedUser(deps.db, userId);
  if (!removed) throw notFound('Member');
}

/**
 * The owner sets a member's role and, when `rentalids` is given, the rentals they are limited
 * to (empty: every rental). The owner's own role stays. The member's cached sessions are
 * forgotten, so their next request already has the new rights.
 */
export async function updateMember(
  deps: TeamDeps,
  actor: UserActor,
  userId: string,
  body: UpdateMemberBody,
): Promise<TeamMemberResponse> {
  const member = await memberForOwner(deps, actor, userId);
  if (isOwner(member.role)) {
    throw new AppError('conflict', teamMessages.cannotChangeOwnerRole, {
      role: teamMessages.cannotChangeOwnerRole,
    });
  }
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, actor.organizationId);
    const before = (await findMemberRentalIds(trx, userId)) ?? [];
    const rentalIds =
      body.rentalids === undefined
        ? before
        : await checkedRentalIds(trx, actor.organizationId, body.rentalids);
    await updateUser(trx, actor.organizationId, userId, { role: body.role }, now);
    await replaceMemberRentals(trx, actor.organizationId, userId, rentalIds);
    const details = {
      name: fullName(member),
      before: member.role,
      after: body.role,
      rentalsbefore: before.join(','),
      rentalids: [...rentalIds].sort().join(','),
    };
    const entry = { kind: 'member_role_changed', entity: 'user', entityId: userId } as const;
    await recordActivity(trx, actor, { ...entry, details }, now);
  });
  forgetCachedUser(deps.db, userId);
  return {
    member: await memberOf(deps, actor.organizationId, userId),
    message: teamMessages.roleSaved,
  };
}
