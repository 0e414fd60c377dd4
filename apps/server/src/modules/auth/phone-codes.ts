import { addMinutesToInstant } from '@rental/shared/dates';
import { pinResetMessages } from '@rental/shared/messages';
import { invitationCodeMinutes } from '@rental/shared/team-messages';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import type { AccountMessenger } from '../../integrations/sms/account-messages.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { toE164, phoneCodeTexts } from '../sms/index.js';
import { takeCodeSend } from './code-sends.js';
import { codeMatches, newOneTimeCode, oneTimeCodeHash } from './one-time-code.js';
import { findPhoneCode, storePhoneCode, usePhoneCode } from './phone-code-repository.js';
import { checkGuarded, lockedError } from './pin-guard.js';
import type { UserRow } from './user-repository.js';

/**
 * Codes sent by SMS to prove a phone: when a user changes it (users/phone-change.ts) and when
 * a sign-in finds its confirmation overdue (service.ts).
 */
export interface PhoneCodeDeps {
  db: Db;
  clock: Clock;
  accountMessenger: AccountMessenger;
}

const codeWrong = () =>
  new AppError('validation', pinResetMessages.codeWrong, { code: pinResetMessages.codeWrong });

/** Stores a fresh code for the user and sends it to `phonenumber`, within the send limits. */
export async function sendPhoneCode(
  deps: PhoneCodeDeps,
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
 * Runs `onRight` when `code` is the user's live code for `purpose` (sent to `phonenumber`).
 * Wrong codes count on the guard of the user's current phone, as wrong PINs do.
 */
export async function checkPhoneCode<T>(
  deps: { db: Db; clock: Clock },
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
