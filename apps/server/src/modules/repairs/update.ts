import { describeChanges } from '@rental/shared/activity';
import type { Language } from '@rental/shared/enums';
import {
  closedRepairStatuses,
  repairMessages,
  repairScheduledInstant,
  type Repair,
  type updateRepairBodySchema,
} from '@rental/shared/schemas/repairs';
import type { z } from 'zod';
import type { RepairsTable } from '../../db/types.js';
import { fieldError } from '../../lib/app-error.js';
import { orderedId } from '../../lib/ordered-id.js';
import { type Actor, requirePermission } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { findUserInOrganization } from '../auth/index.js';
import { notifyTenant } from './notify.js';
import { notifyVendor } from './notify-vendor.js';
import { insertRepairEvent, type RepairRow } from './repository.js';
import { alreadyClosed, repairWithEvents, requireRepair, type RepairsDeps } from './service.js';

/**
 * PUT /api/repairs/{id}: status, priority, who does it and when, a note; with `notifytenant`
 * the tenant is texted the news in their language (after the sending hours it waits for them;
 * not if they opted out); with `notifyvendor` the vendor is sent the job (notify-vendor.ts), in
 * `language`, the sending user's. A closed or cancelled repair is not changed (409).
 */
export async function updateRepair(
  deps: RepairsDeps,
  actor: Actor,
  id: string,
  body: z.output<typeof updateRepairBodySchema>,
  language: Language,
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
    if (body.notifyvendor) {
      const options = { shareTenantPhone: body.sharetenantphone, language };
      await notifyVendor(trx, actor, after, options, now);
    }
  });
  return repairWithEvents(deps.db, actor, id);
}
