import type { CurrentUser } from '@rental/shared/schemas/users';
import type { UserRow } from './repository.js';

/** The signed-in user as the API shows it: fields picked one by one, never the PIN hash. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    userid: row.id,
    organizationid: row.organization_id,
    role: row.role,
    language: row.language,
    userProfile: {
      firstname: row.firstname,
      lastname: row.lastname,
      phonenumber: row.phonenumber,
      email: row.email,
      accounttype: row.account_type,
      status: row.status,
    },
    suspension: row.suspended_at
      ? { reason: row.suspension_reason ?? '', since: row.suspended_at }
      : null,
  };
}
