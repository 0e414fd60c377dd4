import { randomUUID } from 'node:crypto';
import { pinResetMessages } from '@rental/shared/messages';
import type { ForgotPinBody, ResetPinBody, SessionResponse } from '@rental/shared/schemas/auth';
import { invitationCodeMinutes, invitationCodeTries } from '@rental/shared/team-messages';
import type { AccountMessenger } from '../../integrations/sms/account-messages.js';
import { AppError } from '../../lib/app-error.js';
import type { AfterAnswer } from '../../lib/after-answer.js';
import { addMinutesToInstant } from '@rental/shared/dates';
import { recordActivity } from '../activity/index.js';
import { toE164, pinResetCodeTexts } from '../sms/index.js';
import { closeInvitation } from '../team/index.js';
import {
  findUserCredentialsByPhone,
  markPhoneVerified,
  updateUser,
  codeMatches,
  newOneTimeCode,
  oneTimeCodeHash,
  countPhoneAttempt,
  standInForWrongTry,
  clearGuard,
  hashPin,
  sessionResponse,
  type AuthDeps,
  deleteUserSessions,
  forgetCachedUser,
  startSession,
} from '../auth/index.js';
import { actorFromUser, type RequestOrigin } from '../access/index.js';
import {
  countWrongResetCode,
  findResetCode,
  storeResetCode,
  useResetCode,
} from './pin-reset-repository.js';

export interface PinResetDeps extends AuthDeps {
  accountMessenger: AccountMessenger;
  afterAnswer: AfterAnswer;
}

/** At most one code a minute and five an hour per user: SMS cost, and no flooding a phone. */
const resendAfterMinutes = 1;
const sendsPerHour = 5;

/** What an unknown phone's code lookup and hash use: no user has this id, no code this hash. */
const noUserId = '00000000-0000-0000-0000-000000000000';
const decoyCodeHash = '0'.repeat(64);

const codeWrong = () =>
  new AppError('validation', pinResetMessages.codeWrong, { code: pinResetMessages.codeWrong });

/**
 * Forgot PIN, step 1. The answer is the same, and as quick, whether or not the phone is
 * registered or over its send limit: every request counts the phone's attempt and answers;
 * only then, after the answer has left (lib/after-answer.ts), is the phone looked up and a
 * registered one's code stored, recorded and sent (`onSendError` logs a failure). Nothing the
 * answer waits for depends on the phone. Works while the phone is locked.
 */
export async function requestPinReset(
  deps: PinResetDeps,
  body: ForgotPinBody,
  origin: RequestOrigin,
  onSendError: (error: unknown) => void,
): Promise<{ message: string }> {
  const now = deps.clock();
  await countPhoneAttempt(deps.db, 'forgot-pin', body.phonenumber, now);
  deps.afterAnswer(() => sendResetCode(deps, body.phonenumber, origin, now), onSendError);
  return { message: pinResetMessages.codeSent };
}

/**
 * Stores a new code for a registered phone, at most one a minute and five an hour (decided
 * atomically in storeResetCode), records it and sends it; an unknown phone gets nothing.
 */
async function sendResetCode(
  deps: PinResetDeps,
  phonenumber: string,
  origin: RequestOrigin,
  now: Date,
) {
  const user = await findUserCredentialsByPhone(deps.db, phonenumber);
  if (!user) return;
  const id = randomUUID();
  const code = newOneTimeCode();
  const stored = await deps.db.transaction().execute(async (trx) => {
    const fresh = await storeResetCode(trx, {
      userId: user.id,
      id,
      codeHash: oneTimeCodeHash(id, code),
      expiresAt: addMinutesToInstant(now, invitationCodeMinutes).toISOString(),
      now: now.toISOString(),
      lastSentBefore: addMinutesToInstant(now, -resendAfterMinutes).toISOString(),
      windowStartedBefore: addMinutesToInstant(now, -60).toISOString(),
      maxSendsPerWindow: sendsPerHour,
    });
    if (fresh) {
      await recordActivity(
        trx,
        actorFromUser(user, origin),
        { kind: 'pin_forgot', entity: 'user', entityId: user.id },
        now,
      );
    }
    return fresh;
  });
  if (!stored) return;
  const text = pinResetCodeTexts[user.language]({ code, minutes: invitationCodeMinutes });
  await deps.accountMessenger.send({ to: toE164(user.phonenumber), text });
}

/**
 * Forgot PIN, step 2: the code proves the phone. Sets the new PIN, lifts the lock, ends every
 * session and signs in here. Every failure, an unknown phone included, gives one answer after
 * the same work: the code's lookup and hash, and the same committed writes (the phone's
 * attempt counted, and the wrong try of a live code or its stand-in: phone-attempts.ts).
 */
export async function resetPin(
  deps: PinResetDeps,
  body: ResetPinBody,
  origin: RequestOrigin,
): Promise<SessionResponse> {
  const now = deps.clock();
  const nowIso = now.toISOString();
  const user = await findUserCredentialsByPhone(deps.db, body.phonenumber);
  // An unknown phone looks up and hashes a code all the same (of a user id nobody has).
  const stored = await findResetCode(deps.db, user?.id ?? noUserId);
  const code =
    user &&
    stored &&
    !stored.used_at &&
    stored.expires_at > nowIso &&
    stored.failed_attempts < invitationCodeTries
      ? stored
      : undefined;
  const matches = codeMatches(code?.id ?? noUserId, body.code, code?.code_hash ?? decoyCodeHash);
  if (!user || !code || !matches) {
    await deps.db.transaction().execute(async (trx) => {
      await countPhoneAttempt(trx, 'reset-pin', body.phonenumber, now);
      if (code) await countWrongResetCode(trx, code.id, invitationCodeTries);
      else await standInForWrongTry(trx, body.phonenumber, now);
    });
    throw codeWrong();
  }
  const pinHash = await hashPin(body.newpin);
  const token = await deps.db.transaction().execute(async (trx) => {
    if (!(await useResetCode(trx, code.id, nowIso, invitationCodeTries))) return null;
    await updateUser(trx, user.organization_id, user.id, { pin_hash: pinHash }, now);
    await markPhoneVerified(trx, user.id, now);
    await clearGuard(trx, user.phonenumber);
    // A member still invited has now proved the phone and set a PIN: the invitation is done.
    await closeInvitation(trx, user.id, nowIso);
    await deleteUserSessions(trx, user.id);
    await recordActivity(
      trx,
      actorFromUser(user, origin),
      { kind: 'pin_reset', entity: 'user', entityId: user.id },
      now,
    );
    return startSession(trx, deps.clock, user);
  });
  if (!token) throw codeWrong();
  forgetCachedUser(deps.db, user.id);
  return sessionResponse(deps, token);
}
