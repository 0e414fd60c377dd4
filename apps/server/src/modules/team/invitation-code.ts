import { randomUUID } from 'node:crypto';
import type { Language } from '@rental/shared/enums';
import { invitationCodeMinutes, teamMessages } from '@rental/shared/team-messages';
import type { Db } from '../../db/connection.js';
import type { AccountMessage, AccountMessenger } from '../../integrations/sms/account-messages.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutesToInstant } from '@rental/shared/dates';
import type { UserActor } from '../access/index.js';
import { newOneTimeCode, oneTimeCodeHash } from '../auth/index.js';
import { toE164, invitationTexts } from '../sms/index.js';
import { organizationName, replaceInvitation } from './repository.js';

export interface TeamOptions {
  /** Where the web app is reached, for the link in the invitation SMS. */
  publicUrl: string;
}

export const defaultPublicUrl = 'http://localhost:3000';

/**
 * Writes a fresh invitation for the member in the caller's transaction and returns its SMS,
 * to send once the transaction committed (`sendCode`). The code exists only in that message:
 * the tenant SMS outbox, which owner and members can read, never sees it.
 */
export async function issueCode(
  trx: Db,
  actor: UserActor,
  /** The member; their code's SMS is in their language (English until they choose). */
  member: { id: string; phonenumber: string; language?: Language },
  now: Date,
  options: TeamOptions,
  /** A first invitation, or a new PIN for a member who forgot theirs. */
  reason: 'invite' | 'reset' = 'invite',
): Promise<AccountMessage> {
  const code = newOneTimeCode();
  const invitationId = randomUUID();
  await replaceInvitation(trx, {
    id: invitationId,
    organization_id: actor.organizationId,
    user_id: member.id,
    code_hash: oneTimeCodeHash(invitationId, code),
    expires_at: addMinutesToInstant(now, invitationCodeMinutes).toISOString(),
    failed_attempts: 0,
    used_at: null,
    invited_by: actor.userId,
    created_at: now.toISOString(),
  });
  const organization = await organizationName(trx, actor.organizationId);
  const joinUrl = `${options.publicUrl.replace(/\/+$/, '')}/join`;
  return {
    to: toE164(member.phonenumber),
    text: invitationTexts[member.language ?? 'en']({
      reason,
      by: actor.name,
      organization,
      code,
      minutes: invitationCodeMinutes,
      joinUrl,
    }),
  };
}

/**
 * Sends the code through the platform SMS account. The invitation is already saved: when
 * the gateway fails the owner is told to press RESEND CODE (502 upstream).
 */
export async function sendCode(messenger: AccountMessenger, message: AccountMessage) {
  try {
    await messenger.send(message);
  } catch (error) {
    const refused = new AppError('upstream', teamMessages.codeNotSent);
    refused.cause = error;
    throw refused;
  }
}
