import { userRoles, type UserRole } from '@rental/shared/enums';
import { msg } from '@rental/shared/message-catalogue';
import { can, type Permission } from '@rental/shared/permissions';
import { AppError, type ErrorText } from '../../lib/app-error.js';

/**
 * Refuses (403 forbidden) a signed-in user whose role lacks `permission` in the permission map
 * (packages/shared/src/permissions.ts), with the owner's allowances; `message` says what was
 * refused (default: the generic "your role cannot do this"). The system, operators and tenants
 * are checked where they act, not here.
 */
export function requirePermission(
  actor: { role: string; allowances?: { managersMayErase: boolean } },
  permission: Permission,
  message: ErrorText = msg('error.roleForbidden'),
): void {
  if (!isUserRole(actor.role)) return;
  if (!can(actor.role, permission, actor.allowances)) throw new AppError('forbidden', message);
}

/** Whether `role` is a signed-in user's (not the system's, an operator's or a tenant's). */
export function isUserRole(role: string): role is UserRole {
  return (userRoles as readonly string[]).includes(role);
}

/** The user's phone and whether a code sent to it proved it (migration 0033). */
export interface PhoneHolder {
  phonenumber: string;
  phone_verified_at?: string | null;
  /** An account older than verified phones that has not confirmed its phone yet. */
  phone_confirm_due_at?: string | null;
}

/**
 * Operators are the users whose phone is in OPERATOR_PHONES (stored form, 07XXXXXXXX) and was
 * proved by a code sent to it: a stranger who typed an operator's phone gets nothing. They
 * sign in as everyone does and also reach the operator console.
 */
export function isOperator(operatorPhones: ReadonlySet<string>, user: PhoneHolder) {
  return (
    operatorPhones.has(user.phonenumber) &&
    Boolean(user.phone_verified_at) &&
    !user.phone_confirm_due_at
  );
}

/**
 * Refuses anyone but an operator with 404, worded as the router words an unknown route: the
 * operator console must not even be seen to exist (a signed-out caller gets the same).
 */
export function requireOperator(
  operatorPhones: ReadonlySet<string>,
  user: PhoneHolder | null | undefined,
  route: { method: string; path: string },
): void {
  if (user && isOperator(operatorPhones, user)) return;
  throw new AppError('not_found', msg('error.noApiRoute', route));
}

/**
 * While an operator has suspended the organization its users may read but change nothing
 * (403 organization_suspended, with the operator's reason). The few changes that stay open
 * (signing out, one's own language and PIN) are marked on their routes.
 */
export function requireOrganizationWritable(organization: {
  suspended_at: string | null;
  suspension_reason: string | null;
}): void {
  if (!organization.suspended_at) return;
  const reason = organization.suspension_reason ?? '';
  throw new AppError('organization_suspended', msg('error.organizationSuspended', { reason }));
}
