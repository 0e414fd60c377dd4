import { randomUUID } from 'node:crypto';
import {
  repairReference,
  type RepairCategory,
  type RepairPriority,
  type RepairSource,
} from '@rental/shared/schemas/repairs';
import { tenantDisplayName, tenantGreetingName } from '@rental/shared/tenant-name';
import type { Db } from '../../db/connection.js';
import type { RepairPhotosTable } from '../../db/types.js';
import { orderedId } from '../../lib/ordered-id.js';
import type { Actor } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { payeeOf } from '../organization/index.js';
import { queueSms, repairReportedTexts } from '../sms/index.js';
import type { CheckedPhoto } from './photos.js';
import {
  insertRepair,
  insertRepairEvent,
  insertRepairPhotos,
  nextRepairNumber,
  type RepairTenant,
} from './repository.js';

export interface NewRepair {
  rentalId: string;
  tenant: RepairTenant | null;
  category: RepairCategory;
  description: string;
  priority: RepairPriority;
  reportedVia: RepairSource;
  photos: CheckedPhoto[];
}

/**
 * Records a repair inside the caller's transaction: its number (taken atomically), the first
 * line of its history, its photos and the activity entry. A tenant who reported it themselves
 * (their page, an SMS, WhatsApp) is sent its reference at once, unless they opted out: it
 * answers what they just did, as BAL does, and to a report written by WhatsApp it goes back
 * there as free text (decision 0074). The reference message's id, or null when none was sent.
 */
export async function createRepairIn(
  trx: Db,
  actor: Actor,
  repair: NewRepair,
  now: Date,
): Promise<{ id: string; reference: string; smsId: string | null }> {
  const { organizationId } = actor;
  const number = await nextRepairNumber(trx, organizationId);
  const reference = repairReference(number);
  const id = orderedId(now);
  const at = now.toISOString();
  await insertRepair(trx, {
    id,
    organization_id: organizationId,
    rental_id: repair.rentalId,
    tenant_id: repair.tenant?.id ?? null,
    number,
    reference,
    category: repair.category,
    description: repair.description,
    priority: repair.priority,
    status: 'new',
    assignee_user_id: null,
    assignee_name: null,
    assignee_phone: null,
    scheduled_for: null,
    reported_via: repair.reportedVia,
    created_by: actor.userId,
    created_at: at,
    updated_at: at,
    closed_at: null,
    cost_cents: null,
    paid_by: null,
    expense_id: null,
    invoice_id: null,
  });
  await insertRepairEvent(trx, {
    id: orderedId(now),
    organization_id: organizationId,
    repair_id: id,
    created_at: at,
    actor_user_id: actor.userId,
    actor_name: actor.role === 'tenant' ? null : actor.name,
    status: 'new',
    note: null,
  });
  await insertRepairPhotos(
    trx,
    repair.photos.map((photo): RepairPhotosTable => ({
      id: randomUUID(),
      organization_id: organizationId,
      repair_id: id,
      content_type: photo.contentType,
      size_bytes: photo.bytes.length,
      created_at: at,
      data: photo.bytes,
    })),
  );
  let smsId: string | null = null;
  const tenant = repair.tenant;
  if (tenant && repair.reportedVia !== 'staff' && tenant.sms_blocked_at === null) {
    const payee = await payeeOf(trx, organizationId);
    const text = repairReportedTexts[tenant.language]({
      firstname: tenantGreetingName(tenant),
      reference,
      category: repair.category,
      landlord: payee.name,
    });
    [smsId = null] = await queueSms(
      trx,
      [
        {
          organizationId,
          tenantId: tenant.id,
          recipientName: tenantDisplayName(tenant),
          phoneNumber: tenant.phonenumber,
          text,
          purpose: 'repair',
          replyOnWhatsapp: repair.reportedVia === 'whatsapp',
        },
      ],
      now,
    );
  }
  await recordActivity(
    trx,
    actor,
    {
      kind: 'repair_created',
      entity: 'repair',
      entityId: id,
      details: {
        reference,
        category: repair.category,
        house: tenant?.house_number ?? null,
        description: repair.description.slice(0, 80),
      },
    },
    now,
  );
  return { id, reference, smsId };
}
