import { msg } from '@rental/shared/message-catalogue';
import type { LoginBody, SessionResponse } from '@rental/shared/schemas/auth';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/index.js';
import type { AccountMessenger } from '../../integrations/sms/account-messages.js';
import { checkPhoneCode, sendPhoneCode } from './phone-codes.js';
import {
  findUserCredentialsByPhone,
  markPhoneVerified,
  type UserCredentials,
} from './user-repository.js';
import { actorFromUser, type RequestOrigin, type UserActor } from '../access/index.js';
import { standInForWrongPinLog } from './phone-attempts.js';
import { checkPinGuarded, lockedError, lockMinutes } from './pin-guard.js';
import { deleteSession } from './session-repository.js';
import {
  forgetCachedSession,
  forgetCachedUser,
  resolveSession,
  sessionUser,
  startSession,
} from './sessions.js';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  /** OPERATOR_PHONES: their users' answers say `operator: true`. */
  operatorPhones?: ReadonlySet<string>;
}

const wrongCredentials = () => new AppError('unauthorized', msg('error.wrongCredentials'));

/**
 * The answer to a sign-in, sign-up, PIN reset or joining a team: the token, and the user as
 * GET /api/auth/user shows them with this session (so "Welcome" or "Welcome back" agree).
 */
export async function sessionResponse(deps: AuthDeps, token: string): Promise<SessionResponse> {
  const session = await resolveSession(deps.db, deps.clock, token);
  if (!session) throw new Error('A session vanished while signing in');
  return { token, user: sessionUser(session, deps.operatorPhones) };
}

/**
 * Phone and PIN sign-in under the phone's guard (`pin-guard.ts`): unknown phones and wrong
 * PINs get the same answer after the same work, registered or not; five wrong PINs in a row
 * lock the phone for 15 minutes, however many arrive at once.
 */
export async function login(
  deps: AuthDeps & { accountMessenger: AccountMessenger },
  body: LoginBody,
  origin?: RequestOrigin,
  onSendError: (error: unknown) => void = () => {},
): Promise<SessionResponse> {
  const user = await findUserCredentialsByPhone(deps.db, body.phonenumber);
  const actor = user ? actorFromUser(user, origin) : null;
  const now = deps.clock();
  // An account older than verified phones, past its grace: the PIN alone is not enough.
  const mustConfirm = Boolean(
    user?.phone_confirm_due_at && user.phone_confirm_due_at <= now.toISOString(),
  );
  const check = await checkPinGuarded(deps.db, now, {
    phonenumber: body.phonenumber,
    pinHash: user?.pin_hash ?? null,
    pin: body.pin,
    onRight: async (trx) => {
      if (!user || !actor) throw new Error('The right PIN for no user');
      if (mustConfirm) return null;
      const token = await startSession(trx, deps.clock, user);
      await recordActivity(trx, actor, { kind: 'signin', entity: 'user', entityId: user.id }, now);
      return token;
    },
    // Only a registered phone has an organization whose log shows the attempt; an unknown
    // phone writes a stand-in, so both commit alike (phone-attempts.ts).
    onWrong: async (trx, lockedNow) => {
      if (!actor) return standInForWrongPinLog(trx, body.phonenumber, now);
      const entry = { entity: 'user', entityId: actor.userId };
      await recordActivity(trx, actor, { kind: 'signin_failed', ...entry }, now);
      if (lockedNow) {
        const details = { minutes: lockMinutes };
        await recordActivity(trx, actor, { kind: 'signin_locked', ...entry, details }, now);
      }
    },
  });
  if (check.outcome === 'locked') throw lockedError(check.lockedUntil, now);
  if (check.outcome === 'wrong' || !user || !actor) throw wrongCredentials();
  if (check.value) return sessionResponse(deps, check.value);
  return confirmPhoneAtSignIn(deps, user, actor, body, onSendError);
}

/**
 * The right PIN of an account whose phone confirmation is overdue: without `code`, a code goes
 * to the phone and the answer (403, field `code`) asks for it; with it, the code confirms the
 * phone and signs in. Wrong codes count on the phone's guard as wrong PINs do.
 */
async function confirmPhoneAtSignIn(
  deps: AuthDeps & { accountMessenger: AccountMessenger },
  user: UserCredentials,
  actor: ReturnType<typeof actorFromUser>,
  body: LoginBody,
  onSendError: (error: unknown) => void,
): Promise<SessionResponse> {
  if (!body.code) {
    await sendPhoneCode(deps, user, 'confirm', user.phonenumber, onSendError);
    const message = msg('error.phoneConfirmRequired');
    throw new AppError('forbidden', message, { code: message });
  }
  const token = await checkPhoneCode(
    deps,
    user,
    'confirm',
    user.phonenumber,
    body.code,
    async (trx, now) => {
      await markPhoneVerified(trx, user.id, now);
      const session = await startSession(trx, deps.clock, user);
      await recordActivity(trx, actor, { kind: 'signin', entity: 'user', entityId: user.id }, now);
      return session;
    },
  );
  forgetCachedUser(deps.db, user.id);
  return sessionResponse(deps, token);
}

/** Sign-out ends this session on the server; the token stops working at once. */
export async function logout(deps: AuthDeps, actor: UserActor): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await deleteSession(trx, actor.sessionId);
    await recordActivity(
      trx,
      actor,
      { kind: 'signout', entity: 'user', entityId: actor.userId },
      now,
    );
  });
  forgetCachedSession(deps.db, actor.sessionId);
}
