import { msg } from '@rental/shared/message-catalogue';
import { AppError, type ErrorText } from '../../lib/app-error.js';

/**
 * Refuses (403 forbidden, with `message`) anyone but the account owner: plan, settings,
 * members, the activity log and the invoice run are the owner's; members share the data.
 */
export function requireOwner(actor: { role: string }, message: ErrorText): void {
  if (actor.role !== 'owner') throw new AppError('forbidden', message);
}

/**
 * Operators are the users whose phone is in OPERATOR_PHONES (stored form, 07XXXXXXXX); they
 * sign in as everyone does and also reach the operator console.
 */
export function isOperator(operatorPhones: ReadonlySet<string>, user: { phonenumber: string }) {
  return operatorPhones.has(user.phonenumber);
}

/**
 * Refuses anyone but an operator with 404, worded as the router words an unknown route: the
 * operator console must not even be seen to exist (a signed-out caller gets the same).
 */
export function requireOperator(
  operatorPhones: ReadonlySet<string>,
  user: { phonenumber: string } | null | undefined,
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
