import { permissionsOf } from '@rental/shared/permissions';
import type { CurrentUser } from '@rental/shared/schemas/users';
import type { UserRow } from './user-repository.js';

/**
 * The signed-in user as the API shows it: fields picked one by one, never the PIN hash; with
 * the rentals they are limited to (null: every rental) and what their role lets them do.
 */
export function toCurrentUser(row: UserRow, rentalIds: readonly string[] | null): CurrentUser {
  const user: CurrentUser = {
    userid: row.id,
    organizationid: row.organization_id,
    role: row.role,
    rentalids: rentalIds ? [...rentalIds] : [],
    permissions: permissionsOf(row.role, { managersMayErase: row.managers_may_erase === 1 }),
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
  // Only an account older than verified phones that has not confirmed its phone yet.
  if (row.phone_confirm_due_at) user.phoneconfirmdue = row.phone_confirm_due_at;
  return user;
}
