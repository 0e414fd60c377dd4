import type { SessionResponse } from '@rental/shared/schemas/auth';
import type { AcceptInvitationBody } from '@rental/shared/schemas/team';
import { msg } from '@rental/shared/message-catalogue';
import { invitationCodeTries, teamMessages } from '@rental/shared/team-messages';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { actorFromUser, type RequestOrigin } from '../access/index.js';
import {
  codeMatches,
  clearGuard,
  hashPin,
  sessionResponse,
  forgetCachedUser,
  startSession,
  findUserInOrganization,
  markPhoneVerified,
  updateUser,
} from '../auth/index.js';
import { countWrongCode, findInvitationByPhone, useInvitation } from './repository.js';
import type { TeamDeps } from './service.js';

const codeExpired = () =>
  new AppError('validation', teamMessages.codeExpired, { code: teamMessages.codeExpired });

/**
 * The invitee proves the phone with the code and sets a PIN, then is signed in. An unknown
 * phone, a used code and an expired one all answer "expired"; a wrong code counts a try.
 */
export async function acceptInvitation(
  deps: TeamDeps,
  body: AcceptInvitationBody,
  origin?: RequestOrigin,
): Promise<SessionResponse> {
  const now = deps.clock();
  const invitation = await findInvitationByPhone(deps.db, body.phonenumber);
  if (
    !invitation ||
    invitation.used_at ||
    invitation.expires_at <= now.toISOString() ||
    invitation.failed_attempts >= invitationCodeTries
  ) {
    throw codeExpired();
  }
  if (!codeMatches(invitation.id, body.code, invitation.code_hash)) {
    const attempts = await countWrongCode(deps.db, invitation.id, invitationCodeTries);
    if (attempts === null) throw codeExpired();
    const triesLeft = invitationCodeTries - attempts;
    const message =
      triesLeft > 0
        ? msg('error.codeWrongTries', { count: triesLeft })
        : msg('error.codeWrongNoTries');
    throw new AppError('validation', message, { code: message });
  }
  const { organization_id: organizationId, user_id: userId } = invitation;
  const pinHash = await hashPin(body.pin);
  const token = await deps.db.transaction().execute(async (trx) => {
    if (!(await useInvitation(trx, invitation.id, now, invitationCodeTries))) return null;
    await updateUser(trx, organizationId, userId, { pin_hash: pinHash }, now);
    await markPhoneVerified(trx, userId, now);
    // The code proved the phone: earlier wrong PINs (a forgotten one) no longer count.
    await clearGuard(trx, body.phonenumber);
    const user = await findUserInOrganization(trx, organizationId, userId);
    if (!user) throw new Error('A user vanished while joining');
    const actor = actorFromUser(user, origin);
    await recordActivity(
      trx,
      actor,
      { kind: 'member_joined', entity: 'user', entityId: userId },
      now,
    );
    return startSession(trx, deps.clock, user);
  });
  if (!token) throw codeExpired();
  forgetCachedUser(deps.db, userId);
  return sessionResponse(deps, token);
}
