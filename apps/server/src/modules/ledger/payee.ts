import type { Db } from '../../db/connection.js';
import { paybillSettings } from '../mpesa/repository.js';

/** Whom a tenant pays and where: what every bill, reminder and receipt states. */
export interface Payee {
  /** The organization's display name, else its name. */
  name: string;
  /** The organization's phone, else the account owner's (07XXXXXXXX). */
  phone: string;
  /** The paybill number; null until the landlord saves the M-PESA settings. */
  paybill: string | null;
  /** The landlord's account at a bank paybill; '' for an own paybill. */
  bankAccountNumber: string;
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
    name: organization.display_name || organization.name,
    phone: organization.phone || organization.owner_phone || '',
    paybill: paybill.paybill,
    bankAccountNumber: paybill.bankAccountNumber,
  };
}
