import { randomUUID } from 'node:crypto';
import { pinResetMessages } from '@rental/shared/messages';
import type { ForgotPinBody, ResetPinBody, SessionResponse } from '@rental/shared/schemas/auth';
import { invitationCodeMinutes, invitationCodeTries } from '@rental/shared/team-messages';
import type { AccountMessenger } from '../../integrations/sms/account-messages.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { recordActivity } from '../activity/record.js';
import { toE164 } from '../sms/outbox.js';
import { pinResetCodeTexts } from '../sms/templates/account-messages.js';
import { closeInvitation } from '../team/repository.js';
import { findUserCredentialsByPhone, updateUser } from '../users/repository.js';
import { actorFromUser, type RequestOrigin } from './actor.js';
import { codeMatches, newOneTimeCode, oneTimeCodeHash } from './one-time-code.js';
import { clearGuard } from './pin-guard-repository.js';
import { hashPin } from './pin-hash.js';
import {
  countWrongResetCode,
  findResetCode,
  storeResetCode,
  useResetCode,
} from './pin-reset-repository.js';
import { sessionResponse, type AuthDeps } from './service.js';
import { deleteUserSessions } from './session-repository.js';
import { forgetCachedUser, startSession } from './sessions.js';

export interface PinResetDeps extends AuthDeps {
  accountMessenger: AccountMessenger;
}

/** At most one code a minute and five an hour per user: SMS cost, and no flooding a phone. */
const resendAfterMinutes = 1;
const sendsPerHour = 5;

const codeWrong = () =>
  new AppError('validation', pinResetMessages.codeWrong, { code: pinResetMessages.codeWrong });

/**
 * Forgot PIN, step 1. The answer is the same, and as quick, whether or not the phone is
 * registered or over its send limit: the SMS leaves after the answer (`onSendError` logs a
 * failure), so its delay reveals nothing. Works while the phone is locked.
 */
export async function requestPinReset(
  deps: PinResetDeps,
  body: ForgotPinBody,
  origin: RequestOrigin,
  onSendError: (error: unknown) => void,
): Promise<{ message: string }> {
  const user = await findUserCredentialsByPhone(deps.db, body.phonenumber);
  if (user) {
    const now = deps.clock();
    const id = randomUUID();
    const code = newOneTimeCode();
    const stored = await deps.db.transaction().execute(async (trx) => {
      const fresh = await storeResetCode(trx, {
        userId: user.id,
        id,
        codeHash: oneTimeCodeHash(id, code),
        expiresAt: addMinutes(now, invitationCodeMinutes).toISOString(),
        now: now.toISOString(),
        lastSentBefore: addMinutes(now, -resendAfterMinutes).toISOString(),
        windowStartedBefore: addMinutes(now, -60).toISOString(),
        maxSendsPerWindow: sendsPerHour,
      });
      if (fresh) {
        const actor = actorFromUser(user, origin);
        await recordActivity(
          trx,
          actor,
          { kind: 'pin_forgot', entity: 'user', entityId: user.id },
          now,
        );
      }
      return fresh;
    });
    if (stored) {
      const text = pinResetCodeTexts[user.language]({ code, minutes: invitationCodeMinutes });
      deps.accountMessenger.send({ to: toE164(user.phonenumber), text }).catch(onSendError);
    }
  }
  return { message: pinResetMessages.codeSent };
}

/**
 * Forgot PIN, step 2: the code proves the phone. Sets the new PIN, lifts the lock, ends every
 * session and signs in here. Every failure, an unknown phone included, gives one answer.
 */
export async function resetPin(
  deps: PinResetDeps,
  body: ResetPinBody,
  origin: RequestOrigin,
): Promise<SessionResponse> {
  const now = deps.clock();
  const nowIso = now.toISOString();
  const user = await findUserCredentialsByPhone(deps.db, body.phonenumber);
  const code = user ? await findResetCode(deps.db, user.id) : undefined;
  if (
    !user ||
    !code ||
    code.used_at ||
    code.expires_at <= nowIso ||
    code.failed_attempts >= invitationCodeTries
  ) {
    throw codeWrong();
  }
  if (!codeMatches(code.id, body.code, code.code_hash)) {
    await countWrongResetCode(deps.db, code.id, invitationCodeTries);
    throw codeWrong();
  }
  const pinHash = await hashPin(body.newpin);
  const token = await deps.db.transaction().execute(async (trx) => {
    if (!(await useResetCode(trx, code.id, nowIso, invitationCodeTries))) return null;
    await updateUser(trx, user.organization_id, user.id, { pin_hash: pinHash }, now);
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
