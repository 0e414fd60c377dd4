import { randomUUID } from 'node:crypto';
import { msg } from '@rental/shared/message-catalogue';
import type { LoginBody, SessionResponse, SignupBody } from '@rental/shared/schemas/auth';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import { freeTrialMonths } from '@rental/shared/plans';
import { addMonths, type Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/record.js';
import { findUserCredentialsByPhone, phoneIsTaken } from '../users/repository.js';
import { actorFromUser, type RequestOrigin, type UserActor } from './actor.js';
import { checkPinGuarded, lockedError, lockMinutes } from './pin-guard.js';
import { hashPin } from './pin-hash.js';
import { deleteSession } from './session-repository.js';
import { forgetCachedSession, resolveSession, sessionUser, startSession } from './sessions.js';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  /** OPERATOR_PHONES: their users' answers say `operator: true`. */
  operatorPhones?: ReadonlySet<string>;
}

export const phoneTaken = msg('error.phoneTaken');
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

/** Sign-up creates the organization (the landlord's or agent's account) and its owner. */
export async function signup(deps: AuthDeps, body: SignupBody): Promise<SessionResponse> {
  if (await phoneIsTaken(deps.db, body.phonenumber)) throw new AppError('conflict', phoneTaken);
  const pinHash = await hashPin(body.pin);
  const signedUpAt = deps.clock();
  const now = signedUpAt.toISOString();
  const organizationId = randomUUID();
  const userId = randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('organizations')
        .values({
          id: organizationId,
          name: `${body.firstname} ${body.lastname}`,
          account_type: body.accounttype,
          created_at: now,
          plan_id: null,
          trial_ends_at: addMonths(signedUpAt, freeTrialMonths).toISOString(),
          onboarding_step: 'rentals',
          last_invoice_number: 0,
        })
        .execute();
      await trx
        .insertInto('users')
        .values({
          id: userId,
          organization_id: organizationId,
          role: 'owner',
          firstname: body.firstname,
          lastname: body.lastname,
          phonenumber: body.phonenumber,
          email: body.email,
          status: 'active',
          pin_hash: pinHash,
          language: body.language ?? 'en',
          failed_pin_attempts: 0,
          locked_until: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
  } catch (error) {
    // Two sign-ups with one phone at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('conflict', phoneTaken);
    throw error;
  }
  const token = await startSession(deps.db, deps.clock, {
    id: userId,
    organization_id: organizationId,
  });
  return sessionResponse(deps, token);
}

/**
 * Phone and PIN sign-in under the phone's guard (`pin-guard.ts`): unknown phones and wrong
 * PINs get the same answer after the same work, registered or not; five wrong PINs in a row
 * lock the phone for 15 minutes, however many arrive at once.
 */
export async function login(
  deps: AuthDeps,
  body: LoginBody,
  origin?: RequestOrigin,
): Promise<SessionResponse> {
  const user = await findUserCredentialsByPhone(deps.db, body.phonenumber);
  const actor = user ? actorFromUser(user, origin) : null;
  const now = deps.clock();
  const check = await checkPinGuarded(deps.db, now, {
    phonenumber: body.phonenumber,
    pinHash: user?.pin_hash ?? null,
    pin: body.pin,
    onRight: async (trx) => {
      if (!user || !actor) throw new Error('The right PIN for no user');
      const token = await startSession(trx, deps.clock, user);
      await recordActivity(trx, actor, { kind: 'signin', entity: 'user', entityId: user.id }, now);
      return token;
    },
    // Only a registered phone has an organization whose log shows the attempt.
    onWrong: async (trx, lockedNow) => {
      if (!actor) return;
      const entry = { entity: 'user', entityId: actor.userId };
      await recordActivity(trx, actor, { kind: 'signin_failed', ...entry }, now);
      if (lockedNow) {
        const details = { minutes: lockMinutes };
        await recordActivity(trx, actor, { kind: 'signin_locked', ...entry, details }, now);
      }
    },
  });
  if (check.outcome === 'locked') throw lockedError(check.lockedUntil, now);
  if (check.outcome === 'wrong' || !user) throw wrongCredentials();
  return sessionResponse(deps, check.value);
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
