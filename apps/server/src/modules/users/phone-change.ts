import { msg } from '@rental/shared/message-catalogue';
import { pinResetMessages } from '@rental/shared/messages';
import type {
  PhoneChangeBody,
  PhoneChangeVerifyBody,
  PhoneConfirmVerifyBody,
} from '@rental/shared/schemas/users';
import { invitationCodeMinutes } from '@rental/shared/team-messages';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AccountMessenger } from '../../integrations/sms/account-messages.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { addMinutesToInstant } from '@rental/shared/dates';
import { recordUpdate } from '../activity/record.js';
import type { UserActor } from '../auth/actor.js';
import { takeCodeSend } from '../auth/code-sends.js';
import { codeMatches, newOneTimeCode, oneTimeCodeHash } from '../auth/one-time-code.js';
import { checkGuarded, lockedError } from '../auth/pin-guard.js';
import { forgetCachedUser } from '../auth/sessions.js';
import { phoneTaken } from '../auth/phone-taken.js';
import { toE164 } from '../sms/outbox.js';
import { phoneCodeTexts } from '../sms/templates/account-messages.js';
import { checkCurrentPin } from './current-pin.js';
import { findPhoneCode, storePhoneCode, usePhoneCode } from './phone-code-repository.js';
import {
  findUserInOrganization,
  markPhoneVerified,
  phoneIsTaken,
  updateUser,
  type UserRow,
} from './repository.js';
import { getUser, type UsersDeps } from './service.js';

export interface PhoneCodeDeps extends UsersDeps {
  accountMessenger: AccountMessenger;
}

const codeWrong = () =>
  new AppError('validation', pinResetMessages.codeWrong, { code: pinResetMessages.codeWrong });

async function currentUser(deps: UsersDeps, actor: UserActor): Promise<UserRow> {
  const user = await findUserInOrganization(deps.db, actor.organizationId, actor.userId);
  if (!user) throw notFound('User');
  return user;
}

/** Stores a fresh code for the user and sends it to `phonenumber`, within the send limits. */
export async function sendPhoneCode(
  deps: Omit<PhoneCodeDeps, 'operatorPhones'>,
  user: Pick<UserRow, 'id' | 'language'>,
  purpose: 'change' | 'confirm',
  phonenumber: string,
  onSendError: (error: unknown) => void,
) {
  const now = deps.clock();
  if (!(await takeCodeSend(deps.db, 'phone', phonenumber, now))) return;
  const id = randomUUID();
  const code = newOneTimeCode();
  await storePhoneCode(deps.db, {
    user_id: user.id,
    id,
    purpose,
    phonenumber,
    code_hash: oneTimeCodeHash(id, code),
    expires_at: addMinutesToInstant(now, invitationCodeMinutes).toISOString(),
  });
  const text = phoneCodeTexts[user.language]({ code, minutes: invitationCodeMinutes });
  deps.accountMessenger.send({ to: toE164(phonenumber), text }).catch(onSendError);
}

/**
 * Phone change, step 1: the current PIN (wrong ones count toward the lock), then a code to
 * the NEW phone, which only its holder reads. Nothing changes yet.
 */
export async function requestPhoneChange(
  deps: PhoneCodeDeps,
  actor: UserActor,
  body: PhoneChangeBody,
  onSendError: (error: unknown) => void,
) {
  const user = await currentUser(deps, actor);
  if (user.phonenumber === body.phonenumber) {
    const message = msg('error.phoneUnchanged');
    throw new AppError('validation', message, { phonenumber: message });
  }
  await checkCurrentPin(deps, actor, body.pin, async () => {}, 'pin');
  if (await phoneIsTaken(deps.db, body.phonenumber, actor.userId)) {
    throw new AppError('conflict', phoneTaken, { phonenumber: phoneTaken });
  }
  await sendPhoneCode(deps, user, 'change', body.phonenumber, onSendError);
  return { verification: 'sms' as const, phonenumber: body.phonenumber };
}

/**
 * Runs `onRight` when `code` is the user's live code for `purpose` (sent to `phonenumber`).
 * Wrong codes count on the guard of the user's current phone, as wrong PINs do.
 */
export async function checkPhoneCode<T>(
  deps: UsersDeps,
  user: Pick<UserRow, 'id' | 'phonenumber'>,
  purpose: 'change' | 'confirm',
  phonenumber: string,
  code: string,
  onRight: (trx: Db, now: Date) => Promise<T>,
): Promise<T> {
  const now = deps.clock();
  let usedId: string | undefined;
  const check = await checkGuarded(deps.db, now, {
    phonenumber: user.phonenumber,
    isRight: async () => {
      const stored = await findPhoneCode(deps.db, user.id, purpose);
      const live =
        stored && stored.phonenumber === phonenumber && stored.expires_at > now.toISOString();
      const right = Boolean(live && codeMatches(stored.id, code, stored.code_hash));
      if (right && stored) usedId = stored.id;
      return right;
    },
    onRight: async (trx) => {
      if (!usedId || !(await usePhoneCode(trx, usedId))) return { used: false as const };
      return { used: true as const, value: await onRight(trx, now) };
    },
  });
  if (check.outcome === 'locked') throw lockedError(check.lockedUntil, now);
  if (check.outcome === 'wrong' || !check.value.used) throw codeWrong();
  return check.value.value;
}

/** Phone change, step 2: the code sent to the new phone makes it the user's, verified. */
export async function verifyPhoneChange(
  deps: PhoneCodeDeps,
  actor: UserActor,
  body: PhoneChangeVerifyBody,
) {
  const user = await currentUser(deps, actor);
  try {
    await checkPhoneCode(deps, user, 'change', body.phonenumber, body.code, async (trx, now) => {
      const change = { phonenumber: body.phonenumber };
      await updateUser(trx, actor.organizationId, actor.userId, change, now);
      await markPhoneVerified(trx, actor.userId, now);
      const entry = { kind: 'profile_updated', entity: 'user', entityId: actor.userId } as const;
      const before = { phonenumber: user.phonenumber };
      await recordUpdate(trx, actor, entry, { before, after: change }, now);
    });
  } catch (error) {
    // Someone registered the phone meanwhile: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', phoneTaken, { phonenumber: phoneTaken });
    }
    throw error;
  }
  forgetCachedUser(deps.db, actor.userId);
  return getUser(deps, actor.organizationId, actor.userId);
}

/** An account older than verified phones: a code to its own phone, to confirm it once. */
export async function requestPhoneConfirmation(
  deps: PhoneCodeDeps,
  actor: UserActor,
  onSendError: (error: unknown) => void,
) {
  const user = await currentUser(deps, actor);
  if (user.phone_confirm_due_at) {
    await sendPhoneCode(deps, user, 'confirm', user.phonenumber, onSendError);
  }
  return { verification: 'sms' as const, phonenumber: user.phonenumber };
}

export async function verifyPhoneConfirmation(
  deps: PhoneCodeDeps,
  actor: UserActor,
  body: PhoneConfirmVerifyBody,
) {
  const user = await currentUser(deps, actor);
  await checkPhoneCode(deps, user, 'confirm', user.phonenumber, body.code, (trx, now) =>
    markPhoneVerified(trx, actor.userId, now),
  );
  forgetCachedUser(deps.db, actor.userId);
  return getUser(deps, actor.organizationId, actor.userId);
}
