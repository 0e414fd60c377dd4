import {
  findMemberRentalIds,
  hashPin,
  endOtherSessions,
  forgetCachedUser,
  phoneTaken,
  toCurrentUser,
  findUserInOrganization,
  listUsersInOrganization,
  updateUser,
} from '../auth/index.js';
import type {
  ChangePinBody,
  UpdateProfileBody,
  UserLanguageBody,
  UserStatusBody,
} from '@rental/shared/schemas/users';
import type { UserListResponse } from '@rental/shared/schemas/users';
import { msg } from '@rental/shared/message-catalogue';
import { validationMessages } from '@rental/shared/messages';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity, recordUpdate } from '../activity/index.js';
import type { UserActor } from '../access/index.js';
import { checkCurrentPin } from './current-pin.js';

export interface UsersDeps {
  db: Db;
  clock: Clock;
}

/** A user of the caller's organization; another organization's user is "not found". */
export async function getUser(deps: UsersDeps, organizationId: string, userId: string) {
  const user = await findUserInOrganization(deps.db, organizationId, userId);
  if (!user) throw notFound('User');
  return toCurrentUser(user, await findMemberRentalIds(deps.db, user.id));
}

export async function listUsers(
  deps: UsersDeps,
  organizationId: string,
): Promise<UserListResponse> {
  const rows = await listUsersInOrganization(deps.db, organizationId);
  return {
    users: rows.map((row) => ({
      userid: row.id,
      userdata: { firstname: row.firstname, lastname: row.lastname },
    })),
  };
}

/**
 * Name and email; the phone number stays as it is here: a new phone is the user's only once
 * a code sent to it is entered (phone-change.ts), so a changed phone is refused.
 */
export async function updateProfile(deps: UsersDeps, actor: UserActor, body: UpdateProfileBody) {
  const current = await findUserInOrganization(deps.db, actor.organizationId, actor.userId);
  if (!current) throw notFound('User');
  if (current.phonenumber !== body.phonenumber) {
    const message = msg('error.phoneChangeNeedsCode');
    throw new AppError('validation', message, { phonenumber: message });
  }
  const now = deps.clock();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const before = await findUserInOrganization(trx, actor.organizationId, actor.userId);
      if (!before) throw notFound('User');
      await updateUser(trx, actor.organizationId, actor.userId, body, now);
      const entry = { kind: 'profile_updated', entity: 'user', entityId: actor.userId } as const;
      await recordUpdate(trx, actor, entry, { before, after: body }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', phoneTaken);
    throw error;
  }
  forgetCachedUser(deps.db, actor.userId);
  return getUser(deps, actor.organizationId, actor.userId);
}

/**
 * Changing the PIN signs the user out everywhere else; this session stays. Wrong current PINs
 * count toward the sign-in lock, so a stolen session cannot guess the PIN.
 */
export async function changePin(deps: UsersDeps, actor: UserActor, body: ChangePinBody) {
  const pinHash = await hashPin(body.newpin);
  await checkCurrentPin(deps, actor, body.currentpin, async (trx, now) => {
    await updateUser(trx, actor.organizationId, actor.userId, { pin_hash: pinHash }, now);
    await endOtherSessions(deps.db, trx, actor.userId, actor.sessionId);
    await recordActivity(
      trx,
      actor,
      { kind: 'pin_changed', entity: 'user', entityId: actor.userId },
      now,
    );
  });
}

/**
 * Deactivation keeps sign-in working (so the owner can come back and reactivate) but pauses
 * the organization's scheduled invoices and SMS, so it needs the current PIN; activating
 * does not.
 */
export async function setStatus(deps: UsersDeps, actor: UserActor, body: UserStatusBody) {
  const change = async (trx: Db, now: Date) => {
    const before = await findUserInOrganization(trx, actor.organizationId, actor.userId);
    if (!before) throw notFound('User');
    if (before.status === body.status) return;
    await updateUser(trx, actor.organizationId, actor.userId, { status: body.status }, now);
    const details = { before: before.status, after: body.status };
    const entry = { kind: 'status_changed', entity: 'user', entityId: actor.userId } as const;
    await recordActivity(trx, actor, { ...entry, details }, now);
  };
  if (body.status === 'inactive') {
    if (!body.currentpin) {
      const message = validationMessages.pinRequired;
      throw new AppError('validation', message, { currentpin: message });
    }
    await checkCurrentPin(deps, actor, body.currentpin, change);
  } else {
    await deps.db.transaction().execute((trx) => change(trx, deps.clock()));
  }
  forgetCachedUser(deps.db, actor.userId);
  return getUser(deps, actor.organizationId, actor.userId);
}

/**
 * The signed-in user's language: the app's, and the API's answers to them (errors). The
 * session cache forgets the user, so their next request is answered in it.
 */
export async function setLanguage(deps: UsersDeps, actor: UserActor, body: UserLanguageBody) {
  await updateUser(deps.db, actor.organizationId, actor.userId, body, deps.clock());
  forgetCachedUser(deps.db, actor.userId);
  return getUser(deps, actor.organizationId, actor.userId);
}
