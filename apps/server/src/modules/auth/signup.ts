import { randomUUID } from 'node:crypto';
import { pinResetMessages } from '@rental/shared/messages';
import { freeTrialMonths } from '@rental/shared/plans';
import type {
  SessionResponse,
  SignupBody,
  SignupStartedResponse,
  SignupVerifyBody,
} from '@rental/shared/schemas/auth';
import { invitationCodeMinutes } from '@rental/shared/team-messages';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutesToInstant, addMonthsToInstant } from '@rental/shared/dates';
import { toE164, signupCodeTexts } from '../sms/index.js';
import { phoneIsTaken } from './user-repository.js';
import { takeCodeSend } from './code-sends.js';
import { codeMatches, newOneTimeCode, oneTimeCodeHash } from './one-time-code.js';
import { checkGuarded, lockedError } from './pin-guard.js';
import { clearGuard } from './pin-guard-repository.js';
import { hashPin } from './pin-hash.js';
import type { AccountMessenger } from '../../integrations/sms/account-messages.js';
import { sessionResponse, type AuthDeps } from './service.js';
import {
  findLiveSignupRequests,
  insertSignupRequest,
  takeSignupRequests,
  type SignupRequest,
} from './signup-repository.js';
import { startSession } from './sessions.js';

/** Sign-up sends its codes by SMS, as a PIN reset does. */
export interface SignupDeps extends AuthDeps {
  accountMessenger: AccountMessenger;
}

const codeWrong = () =>
  new AppError('validation', pinResetMessages.codeWrong, { code: pinResetMessages.codeWrong });

/**
 * Sign-up, step 1: nothing is created yet. The sign-up waits (PIN hashed) for the code sent
 * to its phone, as Forgot PIN sends codes; it reserves no phone, so a stranger's sign-up
 * cannot keep the phone's holder out. A registered phone gets the same answer and no code
 * (nothing could verify it), and so does a phone over its send limit.
 */
export async function requestSignup(
  deps: SignupDeps,
  body: SignupBody,
  onSendError: (error: unknown) => void,
): Promise<SignupStartedResponse> {
  const answer = { verification: 'sms', phonenumber: body.phonenumber } as const;
  const pinHash = await hashPin(body.pin);
  const now = deps.clock();
  if (await phoneIsTaken(deps.db, body.phonenumber)) return answer;
  if (!(await takeCodeSend(deps.db, 'signup', body.phonenumber, now))) return answer;
  const id = randomUUID();
  const code = newOneTimeCode();
  const language = body.language ?? 'en';
  await insertSignupRequest(deps.db, {
    id,
    phonenumber: body.phonenumber,
    firstname: body.firstname,
    lastname: body.lastname,
    email: body.email,
    account_type: body.accounttype,
    language,
    pin_hash: pinHash,
    code_hash: oneTimeCodeHash(id, code),
    expires_at: addMinutesToInstant(now, invitationCodeMinutes).toISOString(),
    created_at: now.toISOString(),
  });
  const text = signupCodeTexts[language]({ code, minutes: invitationCodeMinutes });
  deps.accountMessenger.send({ to: toE164(body.phonenumber), text }).catch(onSendError);
  return answer;
}

/**
 * Sign-up, step 2: the code proves the phone and creates the organization and its owner. A
 * code only opens the sign-up it was sent for; wrong codes count on the phone's PIN guard (five
 * lock it for 15 minutes). A registered phone always fails the same way, and once one sign-up
 * made the account the phone's other sign-ups are gone.
 */
export async function verifySignup(
  deps: SignupDeps,
  body: SignupVerifyBody,
): Promise<SessionResponse> {
  const now = deps.clock();
  let matched: SignupRequest | undefined;
  const check = await checkGuarded(deps.db, now, {
    phonenumber: body.phonenumber,
    isRight: async () => {
      const requests = await findLiveSignupRequests(deps.db, body.phonenumber, now.toISOString());
      // Every live sign-up is compared (constant time each), whichever matches.
      for (const request of requests) {
        if (codeMatches(request.id, body.code, request.code_hash)) matched = request;
      }
      if (!matched) return false;
      return !(await phoneIsTaken(deps.db, body.phonenumber));
    },
    onRight: async (trx) => {
      if (!matched) throw new Error('A right code for no sign-up');
      if (!(await takeSignupRequests(trx, body.phonenumber, matched.id))) return null;
      // The code proved the phone: its count starts afresh for the new account.
      await clearGuard(trx, body.phonenumber);
      const user = await createAccount(trx, matched, now);
      return startSession(trx, deps.clock, user);
    },
  }).catch((error: unknown) => {
    // Two right codes for one phone at once: the unique index decides who owns it.
    if (isUniqueViolation(error)) return { outcome: 'wrong' as const };
    throw error;
  });
  if (check.outcome === 'locked') throw lockedError(check.lockedUntil, now);
  if (check.outcome === 'wrong' || !check.value) throw codeWrong();
  return sessionResponse(deps, check.value);
}

/** The organization (the landlord's or agent's account) and its owner, phone verified. */
async function createAccount(trx: Db, request: SignupRequest, signedUpAt: Date) {
  const now = signedUpAt.toISOString();
  const organizationId = randomUUID();
  const userId = randomUUID();
  await trx
    .insertInto('organizations')
    .values({
      id: organizationId,
      name: `${request.firstname} ${request.lastname}`,
      account_type: request.account_type,
      created_at: now,
      plan_id: null,
      trial_ends_at: addMonthsToInstant(signedUpAt, freeTrialMonths).toISOString(),
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
      firstname: request.firstname,
      lastname: request.lastname,
      phonenumber: request.phonenumber,
      email: request.email,
      status: 'active',
      pin_hash: request.pin_hash,
      language: request.language,
      failed_pin_attempts: 0,
      locked_until: null,
      created_at: now,
      updated_at: now,
      phone_verified_at: now,
      phone_confirm_due_at: null,
    })
    .execute();
  return { id: userId, organization_id: organizationId };
}
