import type { UserRole } from '@rental/shared/enums';
import type { OrganizationAllowances } from '@rental/shared/permissions';

/** Where a change came from, for the activity log. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Who is acting: every service that changes data takes one. A signed-in user, or the system
 * (jobs, M-PESA callbacks), an operator, or a tenant on their own page, always within one
 * organization.
 */
export interface Actor {
  organizationId: string;
  /** null for the system. */
  userId: string | null;
  role: UserRole | 'system' | 'operator' | 'tenant';
  /** The name the log and the records show ("Amina Wanjiru", "M-PESA", "System"). */
  name: string;
  origin?: RequestOrigin;
}

/** A signed-in user acting; `user` is as of this request. */
export interface UserActor extends Actor {
  userId: string;
  role: UserRole;
  sessionId: string;
  /** The rentals the user is limited to; null: every rental. */
  rentalIds: readonly string[] | null;
  /** What the owner allows beyond the permission map (managers erasing personal data). */
  allowances: OrganizationAllowances;
}

/**
 * What an actor needs of a signed-in session (auth's SessionContext has it): named here so
 * access stays below auth in the module order (docs/architecture.md §3).
 */
export interface SessionFacts {
  sessionId: string;
  userId: string;
  organizationId: string;
  user: { role: UserRole; firstname: string; lastname: string; managers_may_erase: number };
  rentalIds: readonly string[] | null;
}

export function actorFromSession(session: SessionFacts, origin?: RequestOrigin): UserActor {
  return {
    organizationId: session.organizationId,
    userId: session.userId,
    role: session.user.role,
    name: `${session.user.firstname} ${session.user.lastname}`,
    sessionId: session.sessionId,
    rentalIds: session.rentalIds,
    allowances: { managersMayErase: session.user.managers_may_erase === 1 },
    origin,
  };
}

/** A user acting without a session yet: signing in, or setting a PIN with an SMS code. */
export function actorFromUser(
  user: {
    id: string;
    organization_id: string;
    role: UserRole;
    firstname: string;
    lastname: string;
  },
  origin?: RequestOrigin,
): Actor {
  return {
    organizationId: user.organization_id,
    userId: user.id,
    role: user.role,
    name: `${user.firstname} ${user.lastname}`,
    origin,
  };
}

/** A job or an outside system (M-PESA) acting for an organization. */
export function systemActor(organizationId: string, name = 'System'): Actor {
  return { organizationId, userId: null, role: 'system', name };
}

/** A tenant on their own page (tenant-page module): no user, named as the landlord knows them. */
export function tenantActor(
  tenant: { organization_id: string; firstname: string; lastname: string },
  origin?: RequestOrigin,
): Actor {
  return {
    organizationId: tenant.organization_id,
    userId: null,
    role: 'tenant',
    name: `${tenant.firstname} ${tenant.lastname}`,
    origin,
  };
}

/**
 * An operator (OPERATOR_PHONES) acting on an organization from the console: in that
 * organization's log by name with the role 'operator'. Without the request's origin: the
 * owner reads the log, and the operator's network address is none of the customer's business.
 */
export function operatorActor(operator: SessionFacts, organizationId: string): Actor {
  return {
    organizationId,
    userId: operator.userId,
    role: 'operator',
    name: `${operator.user.firstname} ${operator.user.lastname}`,
  };
}
