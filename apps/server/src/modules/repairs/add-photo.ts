import { randomUUID } from 'node:crypto';
import { repairMaxPhotos, repairMessages, type Repair } from '@rental/shared/schemas/repairs';
import { AppError } from '../../lib/app-error.js';
import { type Actor, requirePermission } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { checkPhoto } from './photos.js';
import { countRepairPhotos, insertRepairPhotos, lockRepairPhotos } from './repository.js';
import { repairWithEvents, requireRepair, type RepairsDeps } from './service.js';

/** 409: the repair has all the photos it may have (the tenant's and the team's together). */
export const photosFull = () =>
  new AppError('conflict', repairMessages.photosTooMany, { photo: repairMessages.photosTooMany });

/**
 * POST /api/repairs/{id}/photos: the team adds a photo (null: no file was sent) to a repair,
 * open or closed. The repair first: another organization's is a 404 whatever the file. The
 * file is checked before anything is written; the limit of 3 photos is decided after locking
 * the repair (lockRepairPhotos), so parallel uploads cannot pass it, and the activity entry is
 * written in the same transaction.
 */
export async function addRepairPhoto(
  deps: RepairsDeps,
  actor: Actor,
  id: string,
  bytes: Buffer | null,
): Promise<Repair> {
  requirePermission(actor, 'repairs.manage');
  await requireRepair(deps.db, actor, id);
  const photo = checkPhoto(bytes ?? Buffer.alloc(0), 'photo');
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockRepairPhotos(trx, actor.organizationId, id);
    const repair = await requireRepair(trx, actor, id);
    if ((await countRepairPhotos(trx, actor.organizationId, id)) >= repairMaxPhotos) {
      throw photosFull();
    }
    await insertRepairPhotos(trx, [
      {
        id: randomUUID(),
        organization_id: actor.organizationId,
        repair_id: id,
        content_type: photo.contentType,
        size_bytes: photo.bytes.length,
        created_at: now.toISOString(),
        data: photo.bytes,
      },
    ]);
    await recordActivity(
      trx,
      actor,
      {
        kind: 'repair_photo_added',
        entity: 'repair',
        entityId: id,
        details: {
          reference: repair.reference,
          type: photo.contentType.split('/')[1]!.toUpperCase(),
        },
      },
      now,
    );
  });
  return repairWithEvents(deps.db, actor, id);
}
