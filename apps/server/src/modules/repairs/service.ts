import { randomUUID } from 'node:crypto';
import { activityAmount, describeChanges } from '@rental/shared/activity';
import { nairobiDate } from '@rental/shared/dates';
import { centsToKes, kesToCents } from '@rental/shared/money';
import { can, type OrganizationAllowances } from '@rental/shared/permissions';
import {
  closedRepairStatuses,
  repairMessages,
  repairReference,
  repairScheduledInstant,
  type Repair,
  type RepairCategory,
  type RepairPriority,
  type RepairSource,
  type closeRepairBodySchema,
  type newRepairBodySchema,
  type repairQuerySchema,
  type tenantRepairBodySchema,
  type updateRepairBodySchema,
} from '@rental/shared/schemas/repairs';
import { tenantDisplayName, tenantGreetingName } from '@rental/shared/tenant-name';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { RepairPhotosTable, RepairsTable } from '../../db/types.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { orderedId } from '../../lib/ordered-id.js';
import { nextSendingTime, type SendingHours } from '../../lib/sending-hours.js';
import {
  type Actor,
  isUserRole,
  rentalScopeOf,
  requirePermission,
  tenantActor,
} from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { findUserInOrganization } from '../auth/index.js';
import { checkReceipt, createExpenseIn } from '../expenses/index.js';
import { billNowIn } from '../invoices/index.js';
import { payeeOf } from '../organization/index.js';
import { queueSms, repairReportedTexts, repairUpdateTexts } from '../sms/index.js';
import { toRepair } from './presenter.js';
import {
  closeIfOpen,
  findRental,
  findRepairRow,
  findRepairTenant,
  insertRepair,
  insertRepairEvent,
  insertRepairPhotos,
  findRepairPhoto,
  listRepairEvents,
  listRepairPhotoIds,
  listRepairRows,
  nextRepairNumber,
  updateRepairRow,
  type RepairRow,
  type RepairTenant,
} from './repository.js';

export interface RepairsDeps {
  db: Db;
  clock: Clock;
  /** When tenants may be texted (TENANT_SMS_HOURS); news of a repair after them waits. */
  sendingHours?: SendingHours;
}

/** Whether the actor sees a repair's money (a caretaker does not). */
function seesMoney(actor: Actor): boolean {
  if (!isUserRole(actor.role)) return true;
  return can(
    actor.role,
    'money.read',
    (actor as { allowances?: OrganizationAllowances }).allowances,
  );
}

interface CheckedPhoto {
  bytes: Buffer;
  contentType: string;
}

/**
 * The photos of a report, checked as expense receipts are (the type by the bytes, 5 MB each),
 * pictures only. base64, or a data: URL.
 */
export function checkPhotos(photos: readonly string[] | undefined): CheckedPhoto[] {
  return (photos ?? []).map((photo) => {
    const base64 = photo.replace(/^data:[^;,]*;base64,/, '');
    const bytes = Buffer.from(base64, 'base64');
    let checked: { bytes: Buffer; contentType: string };
    try {
      checked = checkReceipt(bytes);
    } catch (error) {
      if (error instanceof AppError && error.code === 'payload_too_large') throw error;
      throw fieldError('photos', repairMessages.photoType);
    }
    if (!checked.contentType.startsWith('image/')) {
      throw fieldError('photos', repairMessages.photoType);
    }
    return checked;
  });
}

interface NewRepair {
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
 * (their page, an SMS) is sent its reference at once, unless they opted out of SMS: it answers
 * what they just did, as BAL does. The reference SMS's id, or null when none was sent.
 */
async function createRepairIn(
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

/** POST /api/public/tenant/{token}/repairs: the tenant reports a problem in their house. */
export async function reportRepairFromPage(
  deps: RepairsDeps,
  pageTenant: { id: string; organization_id: string },
  body: z.output<typeof tenantRepairBodySchema>,
) {
  const photos = checkPhotos(body.photos);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const tenant = await findRepairTenant(trx, pageTenant.organization_id, pageTenant.id);
    if (!tenant?.rental_id) throw notFound('Page');
    const { reference } = await createRepairIn(
      trx,
      tenantActor(tenant),
      {
        rentalId: tenant.rental_id,
        tenant,
        category: body.category,
        description: body.description,
        priority: 'normal',
        reportedVia: 'tenant_page',
        photos,
      },
      now,
    );
    return { reference, status: 'new' as const };
  });
}

/** "REPAIR <text>" / "TENGENEZA <text>": the problem's words, or null for any other text. */
export function repairCommandText(text: string): string | null {
  const match = /^\s*(?:REPAIR|TENGENEZA)\b[\s:,.-]*([\s\S]*)$/i.exec(text);
  const words = match?.[1]?.trim();
  return words ? words.slice(0, 1000) : null;
}

/**
 * A repair a tenant texted in (messages' incoming SMS, in its transaction): recorded for the
 * tenant with that phone, with its reference texted back; the reply's id (null when the
 * tenant opted out of SMS).
 */
export async function reportRepairBySms(
  trx: Db,
  organizationId: string,
  tenantId: string,
  description: string,
  now: Date,
): Promise<{ reference: string; smsId: string | null } | null> {
  const tenant = await findRepairTenant(trx, organizationId, tenantId);
  if (!tenant?.rental_id) return null;
  const { reference, smsId } = await createRepairIn(
    trx,
    tenantActor(tenant),
    {
      rentalId: tenant.rental_id,
      tenant,
      category: 'other',
      description,
      priority: 'normal',
      reportedVia: 'sms',
      photos: [],
    },
    now,
  );
  return { reference, smsId };
}

async function requireRepair(db: Db, actor: Actor, id: string): Promise<RepairRow> {
  const row = await findRepairRow(db, actor.organizationId, id, rentalScopeOf(actor));
  if (!row) throw notFound('Repair');
  return row;
}

/** A repair with its history, as the actor may see it. */
async function repairWithEvents(db: Db, actor: Actor, id: string): Promise<Repair> {
  const row = await requireRepair(db, actor, id);
  const events = await listRepairEvents(db, actor.organizationId, id);
  const photoIds = await listRepairPhotoIds(db, actor.organizationId, id);
  return toRepair(row, seesMoney(actor), events, photoIds);
}

/** GET /api/repairs/{id}/photos/{photoid}: a photo's bytes and the type found from them. */
export async function getRepairPhoto(deps: RepairsDeps, actor: Actor, id: string, photoId: string) {
  requirePermission(actor, 'repairs.manage');
  await requireRepair(deps.db, actor, id);
  const photo = await findRepairPhoto(deps.db, actor.organizationId, id, photoId);
  if (!photo) throw notFound('Repair photo');
  return { contentType: photo.content_type, bytes: Buffer.from(photo.data) };
}

/** GET /api/repairs: the board, newest first, of the rentals the actor reaches. */
export async function listRepairs(
  deps: RepairsDeps,
  actor: Actor,
  query: z.output<typeof repairQuerySchema>,
): Promise<Repair[]> {
  requirePermission(actor, 'repairs.manage');
  const rows = await listRepairRows(deps.db, actor.organizationId, rentalScopeOf(actor), {
    status: query.status,
    rentalId: query.rentalid,
  });
  const money = seesMoney(actor);
  return rows.map((row) => toRepair(row, money));
}

/** GET /api/repairs/{id}: one repair with its history. */
export async function getRepair(deps: RepairsDeps, actor: Actor, id: string): Promise<Repair> {
  requirePermission(actor, 'repairs.manage');
  return repairWithEvents(deps.db, actor, id);
}

/** POST /api/repairs: staff record a repair of a tenant's house or of a rental. */
export async function createRepair(
  deps: RepairsDeps,
  actor: Actor,
  body: z.output<typeof newRepairBodySchema>,
): Promise<Repair> {
  requirePermission(actor, 'repairs.manage');
  const now = deps.clock();
  const scope = rentalScopeOf(actor);
  const id = await deps.db.transaction().execute(async (trx) => {
    let tenant: RepairTenant | null = null;
    let rentalId: string;
    if (body.tenantid) {
      tenant = (await findRepairTenant(trx, actor.organizationId, body.tenantid)) ?? null;
      if (!tenant?.rental_id || (scope && !scope.includes(tenant.rental_id))) {
        throw notFound('Tenant');
      }
      rentalId = tenant.rental_id;
    } else {
      const rental = await findRental(trx, actor.organizationId, body.rentalid!);
      if (!rental || (scope && !scope.includes(rental.id))) throw notFound('Rental');
      rentalId = rental.id;
    }
    const created = await createRepairIn(
      trx,
      actor,
      {
        rentalId,
        tenant,
        category: body.category,
        description: body.description,
        priority: body.priority,
        reportedVia: 'staff',
        photos: [],
      },
      now,
    );
    return created.id;
  });
  return repairWithEvents(deps.db, actor, id);
}

const alreadyClosed = () => new AppError('conflict', repairMessages.alreadyClosed);

/**
 * PUT /api/repairs/{id}: status, priority, who does it and when, a note; with `notifytenant`
 * the tenant is texted the news in their language (after the sending hours it waits for them;
 * not if they opted out). A closed or cancelled repair is not changed (409).
 */
export async function updateRepair(
  deps: RepairsDeps,
  actor: Actor,
  id: string,
  body: z.output<typeof updateRepairBodySchema>,
): Promise<Repair> {
  requirePermission(actor, 'repairs.manage');
  const now = deps.clock();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await requireRepair(trx, actor, id);
    if (closedRepairStatuses.includes(before.status)) throw alreadyClosed();
    const changes: Partial<RepairsTable> = {};
    if (body.status !== undefined) changes.status = body.status;
    if (body.priority !== undefined) changes.priority = body.priority;
    if (body.assignee === null) {
      Object.assign(changes, { assignee_user_id: null, assignee_name: null, assignee_phone: null });
    } else if (body.assignee && 'userid' in body.assignee) {
      const member = await findUserInOrganization(trx, actor.organizationId, body.assignee.userid);
      if (!member) throw fieldError('assignee', repairMessages.assigneeUnknown);
      Object.assign(changes, {
        assignee_user_id: member.id,
        assignee_name: `${member.firstname} ${member.lastname}`.trim(),
        assignee_phone: member.phonenumber,
      });
    } else if (body.assignee) {
      Object.assign(changes, {
        assignee_user_id: null,
        assignee_name: body.assignee.name,
        assignee_phone: body.assignee.phone,
      });
    }
    if (body.scheduledfor !== undefined) {
      changes.scheduled_for =
        body.scheduledfor === null ? null : repairScheduledInstant(body.scheduledfor);
    }
    if (changes.status === 'cancelled') changes.closed_at = at;
    const updated = await trx
      .updateTable('repairs')
      .set({ ...changes, updated_at: at })
      .where('organization_id', '=', actor.organizationId)
      .where('id', '=', id)
      .where('status', 'not in', [...closedRepairStatuses])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw alreadyClosed();
    const statusChanged = changes.status !== undefined && changes.status !== before.status;
    if (statusChanged || body.note) {
      await insertRepairEvent(trx, {
        id: orderedId(now),
        organization_id: actor.organizationId,
        repair_id: id,
        created_at: at,
        actor_user_id: actor.userId,
        actor_name: actor.name,
        status: statusChanged ? changes.status! : null,
        note: body.note || null,
      });
    }
    const after = await requireRepair(trx, actor, id);
    const shown = (row: RepairRow) => ({
      status: row.status,
      priority: row.priority,
      assignee: row.assignee_name,
      scheduledfor: row.scheduled_for,
    });
    await recordActivity(
      trx,
      actor,
      {
        kind: 'repair_updated',
        entity: 'repair',
        entityId: id,
        details: {
          reference: before.reference,
          changes: describeChanges(shown(before), shown(after), body.note ? ['note'] : []),
        },
      },
      now,
    );
    if (body.notifytenant) await notifyTenant(trx, deps, after, body.note ?? null, now);
  });
  return repairWithEvents(deps.db, actor, id);
}

/** The tenant's SMS of a repair's news, in their language, within the sending hours. */
async function notifyTenant(
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

/**
 * POST /api/repairs/{id}/close: done, with its cost. Paid by the landlord, the cost becomes an
 * expense of the rental (Repairs and maintenance), linked; charged to the tenant, a Bill now
 * charge with the repair as its description. Once only: the conditional UPDATE that closes it
 * lets one request of many through, and the cost is recorded in that same transaction. A cost
 * needs money.write (a caretaker may close a repair that cost nothing).
 */
export async function closeRepair(
  deps: RepairsDeps,
  actor: Actor,
  id: string,
  body: z.output<typeof closeRepairBodySchema>,
): Promise<Repair> {
  requirePermission(actor, 'repairs.manage');
  const costCents = kesToCents(body.cost ?? 0);
  if (costCents > 0) requirePermission(actor, 'money.write');
  const paidBy = costCents > 0 ? body.paidby! : null;
  const now = deps.clock();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const repair = await requireRepair(trx, actor, id);
    if (closedRepairStatuses.includes(repair.status)) throw alreadyClosed();
    if (paidBy === 'tenant' && !repair.tenant_id) {
      throw fieldError('paidby', repairMessages.noTenantToCharge);
    }
    const closed = await closeIfOpen(trx, actor.organizationId, id, {
      closed_at: at,
      updated_at: at,
      cost_cents: costCents > 0 ? costCents : null,
      paid_by: paidBy,
    });
    if (!closed) throw alreadyClosed();
    const words = `${repair.reference}: ${repair.description}`;
    if (paidBy === 'landlord') {
      const expenseId = await createExpenseIn(
        trx,
        actor,
        {
          date: nairobiDate(now),
          rentalid: repair.rental_id,
          category: 'Repairs and maintenance',
          amount: centsToKes(costCents),
          payee: (repair.assignee_name ?? repair.reference).slice(0, 100),
          paymentmode: 'Cash',
          reference: repair.reference,
          note: words.slice(0, 500),
        },
        now,
      );
      await updateRepairRow(trx, actor.organizationId, id, { expense_id: expenseId });
    } else if (paidBy === 'tenant') {
      const billed = await billNowIn(
        trx,
        actor,
        {
          tenantid: repair.tenant_id!,
          chargetype: 'repair',
          description: `Repair ${words}`.slice(0, 200),
          amount: centsToKes(costCents),
          sendsms: true,
          billagain: true,
        },
        now,
      );
      await updateRepairRow(trx, actor.organizationId, id, {
        invoice_id: billed.invoices[0]!.invoiceid,
      });
    }
    await insertRepairEvent(trx, {
      id: orderedId(now),
      organization_id: actor.organizationId,
      repair_id: id,
      created_at: at,
      actor_user_id: actor.userId,
      actor_name: actor.name,
      status: 'done',
      note: body.note || null,
    });
    await recordActivity(
      trx,
      actor,
      {
        kind: 'repair_closed',
        entity: 'repair',
        entityId: id,
        details: {
          reference: repair.reference,
          amount: activityAmount(costCents),
          paidby: paidBy,
        },
      },
      now,
    );
  });
  return repairWithEvents(deps.db, actor, id);
}
