import type { Db } from '../../db/connection.js';
import { paybillSettings } from './paybill-settings.js';

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
  const [organization, paybill] = await Promise.all([
    db
      .selectFrom('organizations as o')
      .leftJoin('users as u', (join) =>
        join.onRef('u.organization_id', '=', 'o.id').on('u.role', '=', 'owner'),
      )
      .select(['o.name', 'o.display_name', 'o.phone', 'u.phonenumber as owner_phone'])
      .where('o.id', '=', organizationId)
      .orderBy('u.created_at')
      .limit(1)
      .executeTakeFirstOrThrow(),
    paybillSettings(db, organizationId),
  ]);
  return {
    name: billNameOf({
      displayName: organization.display_name,
      paybillName: paybill.organizationName,
      ownerName: organization.name,
    }),
    phone: organization.phone || organization.owner_phone || '',
    paybill: paybill.paybill,
    bankAccountNumber: paybill.bankAccountNumber,
  };
}
