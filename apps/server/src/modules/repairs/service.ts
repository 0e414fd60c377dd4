import { can, type OrganizationAllowances } from '@rental/shared/permissions';
import { repairMessages, type Repair } from '@rental/shared/schemas/repairs';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SendingHours } from '../../lib/sending-hours.js';
import { type Actor, isUserRole, rentalScopeOf } from '../access/index.js';
import { toRepair } from './presenter.js';
import {
  findRepairRow,
  listRepairEvents,
  listRepairPhotoIds,
  type RepairRow,
} from './repository.js';

/**
 * What every repairs service shares: its dependencies, finding a repair the actor reaches and
 * answering with it. The services themselves live by concern: report.ts (recording), board.ts
 * (reading), update.ts (assigning, scheduling, the SMS of notify.ts) and close.ts (the cost).
 */
export interface RepairsDeps {
  db: Db;
  clock: Clock;
  /** When tenants may be texted (TENANT_SMS_HOURS); news of a repair after them waits. */
  sendingHours?: SendingHours;
}

/** Whether the actor sees a repair's money (a caretaker does not). */
export function seesMoney(actor: Actor): boolean {
  if (!isUserRole(actor.role)) return true;
  return can(
    actor.role,
    'money.read',
    (actor as { allowances?: OrganizationAllowances }).allowances,
  );
}

export async function requireRepair(db: Db, actor: Actor, id: string): Promise<RepairRow> {
  const row = await findRepairRow(db, actor.organizationId, id, rentalScopeOf(actor));
  if (!row) throw notFound('Repair');
  return row;
}

/** A repair with its history, as the actor may see it. */
export async function repairWithEvents(db: Db, actor: Actor, id: string): Promise<Repair> {
  const row = await requireRepair(db, actor, id);
  const events = await listRepairEvents(db, actor.organizationId, id);
  const photoIds = await listRepairPhotoIds(db, actor.organizationId, id);
  return toRepair(row, seesMoney(actor), events, photoIds);
}

export const alreadyClosed = () => new AppError('conflict', repairMessages.alreadyClosed);
