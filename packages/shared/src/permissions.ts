import { userRoles, type UserRole } from './enums.js';

/**
 * What each role may do (issue 28): the one home of these rules. The server checks them on
 * every route (`requirePermission`) and the web hides what a role cannot do (`useCan`); no
 * screen or service compares roles by hand.
 *
 * - owner: everything.
 * - manager: everything but billing (the plan), the team, closing and reopening months, moving
 *   payments between tenants, KRA eTIMS and the organization itself; erasing or exporting a tenant's personal data and deleting payments
 *   only where the owner allows it.
 * - accountant: money, reports, tax and exports; tenants and rentals read-only; no settings.
 * - caretaker: rentals and tenants read-only without balances or ID numbers, water readings,
 *   the tenant page link, the repairs board; no money.
 */
export const permissionsList = [
  /** See rentals, houses and room types. */
  'rentals.read',
  /** Add and change rentals, room types and houses. */
  'rentals.write',
  /** See tenants: names, houses, phones (a caretaker needs to know who lives where). */
  'tenants.read',
  /** See what a tenant owes and their ID number, KRA PIN and statement. */
  'tenants.private',
  /** Add, change, move, import tenants, end tenancies, change rent. */
  'tenants.write',
  /** See and keep tenants' ID copies among their documents (issue 32): owner and manager. */
  'documents.identity',
  /** See and enter water readings. */
  'readings.write',
  /** Send a tenant their page link (by SMS) and read it. */
  'tenantPage.link',
  /** See payments, invoices, unallocated payments, receipts, bills, expenses, SMS sent. */
  'money.read',
  /** Record payments and charges, credit notes, expenses, remittances; assign unallocated. */
  'money.write',
  /**
   * Reverse a payment (a reversing entry, with a reason): the owner, or a manager where the
   * owner allows (then only payments they recorded themselves).
   */
  'payments.delete',
  /** Move a payment to another tenant (a reversal and the same payment posted to them). */
  'payments.move',
  /** Accept or reject M-PESA payments held for review. */
  'payments.review',
  /** Reports, the dashboard's sums, owner statements. */
  'reports.read',
  /** KRA rental income tax: the return and its filing. */
  'tax.file',
  /** Close a month's books by hand and reopen a closed month (with the PIN). */
  'books.close',
  /** CSV exports of reports and the activity log. */
  'exports',
  /** Export a tenant's personal data: the owner, or a manager where the owner allows. */
  'personalData.export',
  /** Erase a former tenant's personal data: the owner, or a manager where the owner allows. */
  'personalData.erase',
  /** Invoice schedules, the invoice run by hand, late-fee rules, reminder settings. */
  'billing.setup',
  /** Send reminders now. */
  'reminders.send',
  /** Send a notice to every tenant of some rentals or all (issue 32). */
  'notices.send',
  /** The repairs board: report, assign, schedule, close (issue 32); a cost needs money.write. */
  'repairs.manage',
  /** M-PESA, SMS and organization settings; agents' landlords. */
  'settings',
  /**
   * KRA eTIMS (issue 34): the device KRA knows the landlord's invoices by, its test call and
   * which tenants get eTIMS invoices. Owner only: it speaks for the landlord's tax PIN.
   */
  'etims.setup',
  /**
   * WhatsApp's settings (issue 34): the access token speaks for the business on WhatsApp, so
   * the owner alone sets it.
   */
  'whatsapp.settings',
  /** The activity log. */
  'activity.read',
  /** The plan and its payment. */
  'subscription',
  /** Invite members, set their roles and rentals, reset their PINs, deactivate them. */
  'team',
] as const;
export type Permission = (typeof permissionsList)[number];

/** Permissions a manager has only while the owner allows it (`managersMayErase`). */
const ownerAllowed = ['payments.delete', 'personalData.export', 'personalData.erase'] as const;

const everything: readonly Permission[] = permissionsList;

export const permissionMap: Record<UserRole, readonly Permission[]> = {
  owner: everything,
  manager: everything.filter(
    (p) =>
      p !== 'subscription' &&
      p !== 'team' &&
      p !== 'books.close' &&
      p !== 'payments.move' &&
      p !== 'etims.setup' &&
      p !== 'whatsapp.settings',
  ),
  accountant: [
    'rentals.read',
    'tenants.read',
    'tenants.private',
    'tenantPage.link',
    'money.read',
    'money.write',
    'reports.read',
    'tax.file',
    'exports',
    'reminders.send',
  ],
  caretaker: [
    'rentals.read',
    'tenants.read',
    'readings.write',
    'tenantPage.link',
    'repairs.manage',
  ],
};

/** What the organization's owner allows beyond the map. */
export interface OrganizationAllowances {
  managersMayErase: boolean;
}

/**
 * The owner is the account itself: never removed, reset, limited to some rentals or given
 * another role, and the only one who may reverse another member's payment. The one place a
 * role is compared by name (lint rejects `role === 'owner'` elsewhere).
 */
export function isOwner<R extends string>(role: R): role is Extract<R, 'owner'> {
  // eslint-disable-next-line no-restricted-syntax -- this is the home of the comparison
  return role === 'owner';
}

/** Whether `role` may do `permission` in an organization with these allowances. */
export function can(
  role: UserRole,
  permission: Permission,
  allowances: OrganizationAllowances = { managersMayErase: false },
): boolean {
  if (!permissionMap[role].includes(permission)) return false;
  const needsLeave = (ownerAllowed as readonly Permission[]).includes(permission);
  return !needsLeave || isOwner(role) || allowances.managersMayErase;
}

/**
 * The roles that have every one of `permissions` (owner and manager for running the rentals):
 * whom a message about that work concerns, chosen by what they may do, never by role name.
 */
export function rolesWith(...permissions: Permission[]): UserRole[] {
  return userRoles.filter((role) => permissions.every((permission) => can(role, permission)));
}

/** Every permission `role` has in an organization with these allowances (for the web). */
export function permissionsOf(role: UserRole, allowances?: OrganizationAllowances): Permission[] {
  return permissionsList.filter((p) => can(role, p, allowances));
}
