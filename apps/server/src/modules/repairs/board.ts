import type { Repair, repairQuerySchema } from '@rental/shared/schemas/repairs';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { type Actor, rentalScopeOf, requirePermission } from '../access/index.js';
import { toRepair } from './presenter.js';
import { findRepairPhoto, listRepairRows } from './repository.js';
import { repairWithEvents, requireRepair, seesMoney, type RepairsDeps } from './service.js';

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

/** GET /api/repairs/{id}/photos/{photoid}: a photo's bytes and the type found from them. */
export async function getRepairPhoto(deps: RepairsDeps, actor: Actor, id: string, photoId: string) {
  requirePermission(actor, 'repairs.manage');
  await requireRepair(deps.db, actor, id);
  const photo = await findRepairPhoto(deps.db, actor.organizationId, id, photoId);
  if (!photo) throw notFound('Repair photo');
  return { contentType: photo.content_type, bytes: Buffer.from(photo.data) };
}
