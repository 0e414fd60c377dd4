import type {
  ChangePinBody,
  UpdateProfileBody,
  UserStatusBody,
} from '@rental/shared/schemas/users';
import type { CurrentUser, UserListResponse } from '@rental/shared/schemas/users';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPin, verifyPin } from '../auth/pin-hash.js';
import { endOtherSessions, forgetCachedUser, type SessionContext } from '../auth/sessions.js';
import { phoneTakenMessage } from '../auth/service.js';
import { toCurrentUser } from './presenter.js';
import {
  findPinHash,
  findUserInOrganization,
  listUsersInOrganization,
  phoneIsTaken,
  updateUser,
} from './repository.js';

export interface UsersDeps {
  db: Db;
  clock: Clock;
}

export const wrongCurrentPinMessage = 'The current pin is wrong';

/** A user of the caller's organization; another organization's user is "not found". */
export async function getUser(deps: UsersDeps, organizationId: string, userId: string) {
  const user = await findUserInOrganization(deps.db, organizationId, userId);
  if (!user) throw notFound('User');
  return toCurrentUser(user);
}

/** The user the session was resolved with: no second query. */
export function signedInUser(session: SessionContext): CurrentUser {
  return toCurrentUser(session.user);
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

export async function updateProfile(
  deps: UsersDeps,
  session: SessionContext,
  body: UpdateProfileBody,
) {
  if (await phoneIsTaken(deps.db, body.phonenumber, session.userId)) {
    throw new AppError('conflict', phoneTakenMessage, { phonenumber: phoneTakenMessage });
  }
  try {
    await updateUser(deps.db, session.organizationId, session.userId, body, deps.clock());
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', phoneTakenMessage);
    throw error;
  }
  forgetCachedUser(deps.db, session.userId);
  return getUser(deps, session.organizationId, session.userId);
}

/** Changing the PIN signs the user out everywhere else; this session stays. */
export async function changePin(deps: UsersDeps, session: SessionContext, body: ChangePinBody) {
  const current = await findPinHash(deps.db, session.organizationId, session.userId);
  if (!current) throw notFound('User');
  if (!(await verifyPin(current.pin_hash, body.currentpin))) {
    throw new AppError('validation', wrongCurrentPinMessage, {
      currentpin: wrongCurrentPinMessage,
    });
  }
  const pinHash = await hashPin(body.newpin);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(
      trx,
      session.organizationId,
      session.userId,
      { pin_hash: pinHash },
      deps.clock(),
    );
    await endOtherSessions(deps.db, trx, session.userId, session.sessionId);
  });
}

/**
 * Deactivation keeps sign-in working (so the owner can come back and reactivate) but pauses
 * the organization's scheduled invoices and SMS: the billing jobs skip inactive accounts.
 */
export async function setStatus(deps: UsersDeps, session: SessionContext, body: UserStatusBody) {
  await updateUser(
    deps.db,
    session.organizationId,
    session.userId,
    { status: body.status },
    deps.clock(),
  );
  forgetCachedUser(deps.db, session.userId);
  return getUser(deps, session.organizationId, session.userId);
}
