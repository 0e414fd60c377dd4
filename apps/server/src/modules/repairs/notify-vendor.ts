import type { Language } from '@rental/shared/enums';
import { repairMessages } from '@rental/shared/schemas/repairs';
import type { Db } from '../../db/connection.js';
import { fieldError } from '../../lib/app-error.js';
import type { Actor } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { payeeOf } from '../organization/index.js';
import { queueSms, repairVendorTexts, storedPhoneForms } from '../sms/index.js';
import { findRental, type RepairRow } from './repository.js';

/**
 * The tenant's number written out of what they wrote, when the landlord did not choose to
 * share it: a description such as "call me on 0722…" would give it away all the same.
 */
function withoutPhone(text: string, phone: string | null): string {
  const forms = phone ? (storedPhoneForms(phone)?.forms ?? [phone]) : [];
  return forms.reduce((words, form) => words.split(form).join('—'), text);
}

/**
 * Texts the job to the vendor the repair is assigned to (a name and a phone, not a team
 * member): the reference, where (house, rental, location), what, when, and the tenant's phone
 * only when `shareTenantPhone`. In the sending user's language: a vendor has none on record.
 * Queued in the caller's transaction with its activity entry, through the outbox like every
 * repair SMS; not held to tenants' sending hours, as the landlord sends it by hand.
 */
export async function notifyVendor(
  trx: Db,
  actor: Actor,
  repair: RepairRow,
  options: { shareTenantPhone: boolean; language: Language },
  now: Date,
): Promise<void> {
  const vendorPhone = repair.assignee_phone;
  if (repair.assignee_user_id !== null || !repair.assignee_name || !vendorPhone) {
    throw fieldError('notifyvendor', repairMessages.vendorRequired);
  }
  const rental = await findRental(trx, repair.organization_id, repair.rental_id);
  const payee = await payeeOf(trx, repair.organization_id);
  const tenantPhone = options.shareTenantPhone ? repair.phonenumber : null;
  const text = repairVendorTexts[options.language]({
    reference: repair.reference,
    category: repair.category,
    description: tenantPhone
      ? repair.description
      : withoutPhone(repair.description, repair.phonenumber),
    house: repair.house_number,
    rental: rental?.name ?? repair.rental_name ?? '',
    location: rental?.location.trim() ?? '',
    scheduledFor: repair.scheduled_for ? new Date(repair.scheduled_for) : null,
    tenantPhone,
    landlord: payee.name,
    landlordPhone: payee.phone,
  });
  await queueSms(
    trx,
    [
      {
        organizationId: repair.organization_id,
        // The vendor is no tenant: their messages never follow a tenant's opt-out.
        tenantId: null,
        recipientName: repair.assignee_name,
        phoneNumber: vendorPhone,
        text,
        purpose: 'repair',
      },
    ],
    now,
  );
  await recordActivity(
    trx,
    actor,
    {
      kind: 'repair_sent_to_vendor',
      entity: 'repair',
      entityId: repair.id,
      details: {
        reference: repair.reference,
        name: repair.assignee_name,
        phonenumber: vendorPhone,
        tenantphone: String(tenantPhone !== null),
      },
    },
    now,
  );
}
