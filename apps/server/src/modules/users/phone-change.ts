import { msg } from '@rental/shared/message-catalogue';
import type {
  PhoneChangeBody,
  PhoneChangeVerifyBody,
  PhoneConfirmVerifyBody,
} from '@rental/shared/schemas/users';
import { isUniqueViolation } from '../../db/errors.js';
import type { AccountMessenger } from '../../integrations/sms/account-messages.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordUpdate } from '../activity/index.js';
import type { UserActor } from '../access/index.js';
import {
  forgetCachedUser,
  phoneTaken,
  checkPhoneCode,
  sendPhoneCode,
  findUserInOrganization,
  markPhoneVerified,
  phoneIsTaken,
  updateUser,
  type UserRow,
} from '../auth/index.js';
import { checkCurrentPin } from './current-pin.js';
import { getUser, type UsersDeps } from './service.js';

export interface PhoneCodeDeps extends UsersDeps {
  accountMessenger: AccountMessenger;
}

async function currentUser(deps: UsersDeps, actor: UserActor): Promise<UserRow> {
  const user = await findUserInOrganization(deps.db, actor.organizationId, actor.userId);
  if (!user) throw notFound('User');
  return user;
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
