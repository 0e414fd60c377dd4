import type { Db } from '../../db/connection.js';
import { paybillSettingsOf } from './paybill-settings.js';

/** Whom a tenant pays and where: what every bill, reminder and receipt states. */
export interface Payee {
  /** The organization's name as bills carry it (billNameOf). */
  name: string;
  /** The organization's phone, else the account owner's (07XXXXXXXX). */
  phone: string;
  /** The paybill number; null until the landlord saves the M-PESA settings. */
  paybill: string | null;
  /** The landlord's account at a bank paybill; '' for an own paybill. */
  bankAccountNumber: string;
}

/** The names an organization has, as stored: any may be empty. */
export interface OrganizationNames {
  /** Settings → the name on bills. */
  displayName: string | null;
  /** The organization name of the M-PESA settings (typed in onboarding's collect-rent step). */
  paybillName: string | null;
  /** Set at sign-up: the owner's first and last name. */
  ownerName: string;
}

/**
 * The one rule for the name bills, receipts, statements and SMS carry: the display name set in
 * Settings, else the organization name typed in onboarding (the M-PESA settings), and the
 * owner's own name only where the organization has none.
 */
export function billNameOf(names: OrganizationNames): string {
  return names.displayName?.trim() || names.paybillName?.trim() || names.ownerName;
}

export async function payeeOf(db: Db, organizationId: string): Promise<Payee> {
  const payee = (await payeesOf(db, [organizationId])).get(organizationId);
  if (!payee) throw new Error(`payeeOf: no organization ${organizationId}`);
  return payee;
}

/**
 * payeeOf for several organizations (a C2B batch's receipts) in three queries whatever their
 * number; an organization not found is left out.
 */
export async function payeesOf(
  db: Db,
  organizationIds: readonly string[],
): Promise<Map<string, Payee>> {
  const ids = [...new Set(organizationIds)];
  if (ids.length === 0) return new Map();
  const [organizations, owners, paybills] = await Promise.all([
    db
      .selectFrom('organizations')
      .select(['id', 'name', 'display_name', 'phone'])
      .where('id', 'in', ids)
      .execute(),
    // Each organization's first owner: the account's, whose phone stands in for the
    // organization's.
    db
      .selectFrom('users')
      .select(['organization_id', 'phonenumber'])
      .where('organization_id', 'in', ids)
      .where('role', '=', 'owner')
      .orderBy('created_at', 'desc')
      .execute(),
    paybillSettingsOf(db, ids),
  ]);
  // Newest first, so the first owner's phone is the one left in the map.
  const ownerPhones = new Map(owners.map((owner) => [owner.organization_id, owner.phonenumber]));
  return new Map(
    organizations.map((organization) => {
      const paybill = paybills.get(organization.id)!;
      const payee: Payee = {
        name: billNameOf({
          displayName: organization.display_name,
          paybillName: paybill.organizationName,
          ownerName: organization.name,
        }),
        phone: organization.phone || ownerPhones.get(organization.id) || '',
        paybill: paybill.paybill,
        bankAccountNumber: paybill.bankAccountNumber,
      };
      return [organization.id, payee];
    }),
  );
}
