import { tenantDisplayName, tenantGreetingName } from '@rental/shared/tenant-name';
import type { Db } from '../../db/connection.js';
import { nextSendingTime } from '../../lib/sending-hours.js';
import { payeeOf } from '../organization/index.js';
import { queueSms, repairUpdateTexts } from '../sms/index.js';
import { findRepairTenant, type RepairRow } from './repository.js';
import type { RepairsDeps } from './service.js';

/** The tenant's SMS of a repair's news, in their language, within the sending hours. */
export async function notifyTenant(
  trx: Db,
  deps: RepairsDeps,
  repair: RepairRow,
  note: string | null,
  now: Date,
) {
  if (!repair.tenant_id) return;
  const tenant = await findRepairTenant(trx, repair.organization_id, repair.tenant_id);
  if (!tenant || tenant.sms_blocked_at !== null) return;
  const payee = await payeeOf(trx, repair.organization_id);
  const text = repairUpdateTexts[tenant.language]({
    firstname: tenantGreetingName(tenant),
    reference: repair.reference,
    category: repair.category,
    landlord: payee.name,
    status: repair.status,
    scheduledFor: repair.scheduled_for ? new Date(repair.scheduled_for) : null,
    assignee: repair.assignee_name,
    note,
  });
  const notBefore = nextSendingTime(now, deps.sendingHours);
  await queueSms(
    trx,
    [
      {
        organizationId: repair.organization_id,
        tenantId: tenant.id,
        recipientName: tenantDisplayName(tenant),
        phoneNumber: tenant.phonenumber,
        text,
        purpose: 'repair',
        ...(notBefore > now ? { notBefore } : {}),
      },
    ],
    now,
  );
}
