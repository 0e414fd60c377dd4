import type { TeamMember } from '@rental/shared/schemas/team';
import { invitationCodeTries } from '@rental/shared/team-messages';
import type { MemberRow } from './repository.js';

/**
 * A member as the team screen shows it: the invitation's state, never its code or hash, and
 * the rentals they are limited to (null: every rental).
 */
export function toTeamMember(
  row: MemberRow,
  rentalIds: readonly string[] | null,
  now: Date,
): TeamMember {
  let invitation: TeamMember['invitation'] = null;
  if (row.invitation_id && row.expires_at && !row.used_at) {
    const triesLeft = Math.max(0, invitationCodeTries - Number(row.failed_attempts ?? 0));
    const alive = triesLeft > 0 && row.expires_at > now.toISOString();
    invitation = {
      status: alive ? 'pending' : 'expired',
      expiresat: row.expires_at,
      triesleft: triesLeft,
    };
  }
  return {
    userid: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    phonenumber: row.phonenumber,
    email: row.email,
    role: row.role,
    rentalids: rentalIds ? [...rentalIds] : [],
    status: row.status,
    invitation,
  };
}
