import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SessionResponse } from '@rental/shared/schemas/auth';
import {
  type AcceptInvitationBody,
  type InviteMemberBody,
  type TeamMember,
  type TeamMemberResponse,
  type TeamMembersResponse,
} from '@rental/shared/schemas/team';
import {
  invitationCodeMinutes,
  invitationCodeTries,
  teamMessages,
  wrongCodeMessage,
} from '@rental/shared/team-messages';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockOrganization } from '../../db/locks.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { addMinutes, type Clock } from '../../lib/clock.js';
import { requireOwner } from '../auth/authorization.js';
import { hashPin } from '../auth/pin-hash.js';
import { forgetCachedUser, startSession, type SessionContext } from '../auth/sessions.js';
import { assertWithinPlanLimit } from '../plans/service.js';
import { queueSms } from '../sms/outbox.js';
import { toCurrentUser } from '../users/presenter.js';
import { findUserInOrganization, phoneIsTaken, updateUser } from '../users/repository.js';
import {
  countWrongCode,
  deleteMember,
  findInvitationByPhone,
  findMember,
  listMembers,
  organizationName,
  replaceInvitation,
  useInvitation,
  type MemberRow,
} from './repository.js';
import { deleteUserSessions } from '../auth/session-repository.js';

export interface TeamDeps {
  db: Db;
  clock: Clock;
}

export interface TeamOptions {
  /** Where the web app is reached, for the link in the invitation SMS. */
  publicUrl: string;
}

export const defaultPublicUrl = 'http://localhost:3000';

/** sha256 of the invitation id and the code: the code itself is never stored. */
export function invitationCodeHash(invitationId: string, code: string): string {
  return createHash('sha256').update(`${invitationId}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * A PIN hash nothing verifies against (not an argon2 string): a member who has not accepted
 * the invitation cannot sign in.
 */
function unusablePinHash(): string {
  return `!invited:${randomBytes(16).toString('hex')}`;
}

function toTeamMember(row: MemberRow, now: Date): TeamMember {
  let invitation: TeamMember['invitation'] = null;
  if (row.invitation_id && row.expires_at && !row.used_at) {
    const triesLeft = Math.max(0, invitationCodeTries - Number(row.failed_attempts ?? 0));
    const alive = triesLeft > 0 && row.expires_at > now.toISOString();
    invitation = {
      status: alive ? 'pending' : 'expired',
      expiresat: row.expires_at,
      triesleft: triesLeft,
    };
  }
  return {
    userid: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    phonenumber: row.phonenumber,
    email: row.email,
    role: row.role,
    status: row.status,
    invitation,
  };
}

export async function listTeam(
  deps: TeamDeps,
  organizationId: string,
): Promise<TeamMembersResponse> {
  const rows = await listMembers(deps.db, organizationId);
  const now = deps.clock();
  // The owner first; members in the order they joined.
  const sorted = [...rows].sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
  return { members: sorted.map((row) => toTeamMember(row, now)) };
}

/** Writes a fresh invitation for the user and queues its SMS, inside the caller's transaction. */
async function issueCode(
  trx: Db,
  session: SessionContext,
  member: { id: string; firstname: string; lastname: string; phonenumber: string },
  now: Date,
  options: TeamOptions,
  /** A first invitation, or a new PIN for a member who forgot theirs. */
  reason: 'invite' | 'reset' = 'invite',
) {
  const code = newCode();
  const invitationId = randomUUID();
  await replaceInvitation(trx, {
    id: invitationId,
    organization_id: session.organizationId,
    user_id: member.id,
    code_hash: invitationCodeHash(invitationId, code),
    expires_at: addMinutes(now, invitationCodeMinutes).toISOString(),
    failed_attempts: 0,
    used_at: null,
    invited_by: session.userId,
    created_at: now.toISOString(),
  });
  const owner = `${session.user.firstname} ${session.user.lastname}`;
  const organization = await organizationName(trx, session.organizationId);
  const joinUrl = `${options.publicUrl.replace(/\/+$/, '')}/join`;
  await queueSms(
    trx,
    [
      {
        organizationId: session.organizationId,
        tenantId: null,
        recipientName: `${member.firstname} ${member.lastname}`,
        phoneNumber: member.phonenumber,
        text:
          (reason === 'reset'
            ? `Rental Manager: ${owner} reset your PIN for ${organization}. `
            : `Rental Manager: ${owner} added you to ${organization}. `) +
          `Your code is ${code}. It expires in ${invitationCodeMinutes} minutes. ` +
          `Set your ${reason === 'reset' ? 'new ' : ''}PIN at ${joinUrl}`,
        purpose: 'other',
      },
    ],
    now,
  );
}

async function memberOf(deps: TeamDeps, organizationId: string, userId: string) {
  const row = await findMember(deps.db, organizationId, userId);
  if (!row) throw notFound('Member');
  return toTeamMember(row, deps.clock());
}

/** The owner adds a member, within the plan's user limit; the member gets a code by SMS. */
export async function inviteMember(
  deps: TeamDeps,
  options: TeamOptions,
  session: SessionContext,
  body: InviteMemberBody,
): Promise<TeamMemberResponse> {
  requireOwner(session.user, teamMessages.ownerOnly);
  const phoneTaken = () =>
    new AppError('conflict', teamMessages.phoneTaken, { phonenumber: teamMessages.phoneTaken });
  if (await phoneIsTaken(deps.db, body.phonenumber)) throw phoneTaken();
  const now = deps.clock();
  const userId = randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, session.organizationId);
      await assertWithinPlanLimit(trx, session.organizationId, 'users');
      await trx
        .insertInto('users')
        .values({
          id: userId,
          organization_id: session.organizationId,
          role: 'member',
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
      await issueCode(trx, session, { id: userId, ...body }, now, options);
    });
  } catch (error) {
    // The same phone invited or signed up at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
  return {
    member: await memberOf(deps, session.organizationId, userId),
    message: teamMessages.invited,
  };
}

/** The organization's user that the owner (and only the owner) acts on. */
async function memberForOwner(deps: TeamDeps, session: SessionContext, userId: string) {
  requireOwner(session.user, teamMessages.ownerOnly);
  const member = await findMember(deps.db, session.organizationId, userId);
  if (!member) throw notFound('Member');
  return member;
}

/** A new code for a member who has not set a PIN yet; the previous code stops working. */
export async function resendCode(
  deps: TeamDeps,
  options: TeamOptions,
  session: SessionContext,
  userId: string,
): Promise<TeamMemberResponse> {
  const member = await memberForOwner(deps, session, userId);
  if (member.role !== 'member' || !member.invitation_id || member.used_at) {
    throw new AppError('conflict', teamMessages.alreadyJoined);
  }
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await issueCode(trx, session, member, now, options);
  });
  return {
    member: await memberOf(deps, session.organizationId, userId),
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
  session: SessionContext,
  userId: string,
): Promise<TeamMemberResponse> {
  const member = await memberForOwner(deps, session, userId);
  if (member.role === 'owner') throw new AppError('forbidden', teamMessages.cannotResetOwner);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(
      trx,
      session.organizationId,
      member.id,
      { pin_hash: unusablePinHash(), failed_pin_attempts: 0, locked_until: null },
      now,
    );
    await deleteUserSessions(trx, member.id);
    await issueCode(trx, session, member, now, options, 'reset');
  });
  forgetCachedUser(deps.db, member.id);
  return {
    member: await memberOf(deps, session.organizationId, userId),
    message: teamMessages.pinReset,
  };
}

/** Removes a member (never the owner, never oneself); their sessions end at once. */
export async function removeMember(deps: TeamDeps, session: SessionContext, userId: string) {
  const member = await memberForOwner(deps, session, userId);
  if (member.id === session.userId) throw new AppError('forbidden', teamMessages.cannotRemoveSelf);
  if (member.role === 'owner') throw new AppError('forbidden', teamMessages.cannotRemoveOwner);
  const removed = await deps.db
    .transaction()
    .execute((trx) => deleteMember(trx, session.organizationId, userId));
  forgetCachedUser(deps.db, userId);
  if (!removed) throw notFound('Member');
}

const codeExpired = () =>
  new AppError('validation', teamMessages.codeExpired, { code: teamMessages.codeExpired });

function sameHash(a: string, b: string) {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The invitee proves the phone with the code and sets a PIN, then is signed in. An unknown
 * phone, a used code and an expired one all answer "expired"; a wrong code counts a try.
 */
export async function acceptInvitation(
  deps: TeamDeps,
  body: AcceptInvitationBody,
): Promise<SessionResponse> {
  const now = deps.clock();
  const invitation = await findInvitationByPhone(deps.db, body.phonenumber);
  if (
    !invitation ||
    invitation.used_at ||
    invitation.expires_at <= now.toISOString() ||
    invitation.failed_attempts >= invitationCodeTries
  ) {
    throw codeExpired();
  }
  if (!sameHash(invitation.code_hash, invitationCodeHash(invitation.id, body.code))) {
    const attempts = await countWrongCode(deps.db, invitation.id, invitationCodeTries);
    if (attempts === null) throw codeExpired();
    const message = wrongCodeMessage(invitationCodeTries - attempts);
    throw new AppError('validation', message, { code: message });
  }
  const pinHash = await hashPin(body.pin);
  const used = await deps.db.transaction().execute(async (trx) => {
    if (!(await useInvitation(trx, invitation.id, now, invitationCodeTries))) return false;
    await updateUser(
      trx,
      invitation.organization_id,
      invitation.user_id,
      { pin_hash: pinHash, failed_pin_attempts: 0, locked_until: null },
      now,
    );
    return true;
  });
  if (!used) throw codeExpired();
  forgetCachedUser(deps.db, invitation.user_id);
  const token = await startSession(deps.db, deps.clock, {
    id: invitation.user_id,
    organization_id: invitation.organization_id,
  });
  const user = await findUserInOrganization(
    deps.db,
    invitation.organization_id,
    invitation.user_id,
  );
  if (!user) throw new Error('A user vanished while joining');
  return { token, user: toCurrentUser(user) };
}
