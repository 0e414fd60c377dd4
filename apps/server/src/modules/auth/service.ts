import { randomUUID } from 'node:crypto';
import type { LoginBody, SessionResponse, SignupBody } from '@rental/shared/schemas/auth';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import { freeTrialMonths } from '@rental/shared/plans';
import { addMinutes, addMonths, type Clock } from '../../lib/clock.js';
import { toCurrentUser } from '../users/presenter.js';
import {
  findUserCredentialsByPhone,
  findUserInOrganization,
  phoneIsTaken,
  updateUser,
} from '../users/repository.js';
import { decoyPinHash, hashPin, verifyPin } from './pin-hash.js';
import { endSession, startSession } from './sessions.js';

export const maxWrongPins = 5;
export const lockMinutes = 15;

export interface AuthDeps {
  db: Db;
  clock: Clock;
}

export const phoneTakenMessage =
  'This phone number is already registered. Sign in instead, or use another number.';
const wrongCredentials = () => new AppError('unauthorized', 'Wrong phone number or PIN');

function lockedError(lockedUntil: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError(
    'locked',
    `Too many wrong PINs. Your account is locked for ${minutes} minute${minutes === 1 ? '' : 's'}; try again later.`,
  );
}

async function sessionResponse(
  deps: AuthDeps,
  organizationId: string,
  userId: string,
  token: string,
) {
  const user = await findUserInOrganization(deps.db, organizationId, userId);
  if (!user) throw new Error('A user vanished while signing in');
  return { token, user: toCurrentUser(user) } satisfies SessionResponse;
}

/** Sign-up creates the organization (the landlord's or agent's account) and its owner. */
export async function signup(deps: AuthDeps, body: SignupBody): Promise<SessionResponse> {
  if (await phoneIsTaken(deps.db, body.phonenumber))
    throw new AppError('conflict', phoneTakenMessage);
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
          failed_pin_attempts: 0,
          locked_until: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
  } catch (error) {
    // Two sign-ups with one phone at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('conflict', phoneTakenMessage);
    throw error;
  }
  const token = await startSession(deps.db, deps.clock, {
    id: userId,
    organization_id: organizationId,
  });
  return sessionResponse(deps, organizationId, userId, token);
}

/**
 * Phone and PIN sign-in. Unknown phones and wrong PINs get the same answer after the same
 * work; five wrong PINs in a row lock the account for 15 minutes.
 */
export async function login(deps: AuthDeps, body: LoginBody): Promise<SessionResponse> {
  const user = await findUserCredentialsByPhone(deps.db, body.phonenumber);
  if (!user) {
    await verifyPin(await decoyPinHash(), body.pin);
    throw wrongCredentials();
  }
  const now = deps.clock();
  const lockedUntil = user.locked_until ? new Date(user.locked_until) : null;
  if (lockedUntil && lockedUntil > now) throw lockedError(lockedUntil, now);

  if (!(await verifyPin(user.pin_hash, body.pin))) {
    const attempts = user.failed_pin_attempts + 1;
    if (attempts >= maxWrongPins) {
      const until = addMinutes(now, lockMinutes);
      await updateUser(
        deps.db,
        user.organization_id,
        user.id,
        {
          failed_pin_attempts: 0,
          locked_until: until.toISOString(),
        },
        now,
      );
      throw lockedError(until, now);
    }
    await updateUser(
      deps.db,
      user.organization_id,
      user.id,
      { failed_pin_attempts: attempts },
      now,
    );
    throw wrongCredentials();
  }

  if (user.failed_pin_attempts > 0 || user.locked_until) {
    await updateUser(
      deps.db,
      user.organization_id,
      user.id,
      {
        failed_pin_attempts: 0,
        locked_until: null,
      },
      now,
    );
  }
  const token = await startSession(deps.db, deps.clock, user);
  return sessionResponse(deps, user.organization_id, user.id, token);
}

/** Sign-out ends this session on the server; the token stops working at once. */
export async function logout(deps: AuthDeps, sessionId: string): Promise<void> {
  await endSession(deps.db, sessionId);
}
