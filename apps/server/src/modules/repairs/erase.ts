import type { Db } from '../../db/connection.js';

/**
 * A former tenant's erasure (personal-data): their repairs keep their reference, house, dates
 * and cost, but what the tenant wrote loses their name and phone (`text` scrubs them), the
 * notes too, and their photos (of their home) are deleted. The tables changed, for the
 * erasure's count.
 */
export async function scrubTenantRepairs(
  trx: Db,
  organizationId: string,
  tenantId: string,
  scrub: { text: (value: string) => string },
): Promise<string[]> {
  const touched = new Set<string>();
  const repairs = await trx
    .selectFrom('repairs')
    .select(['id', 'description'])
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .execute();
  if (repairs.length === 0) return [];
  const ids = repairs.map((repair) => repair.id);
  for (const repair of repairs) {
    const description = scrub.text(repair.description);
    if (description === repair.description) continue;
    await trx
      .updateTable('repairs')
      .set({ description })
      .where('organization_id', '=', organizationId)
      .where('id', '=', repair.id)
      .execute();
    touched.add('repairs');
  }
  const notes = await trx
    .selectFrom('repair_events')
    .select(['id', 'note'])
    .where('organization_id', '=', organizationId)
    .where('repair_id', 'in', ids)
    .where('note', 'is not', null)
    .execute();
  for (const row of notes) {
    const note = scrub.text(row.note!);
    if (note === row.note) continue;
    await trx
      .updateTable('repair_events')
      .set({ note })
      .where('organization_id', '=', organizationId)
      .where('id', '=', row.id)
      .execute();
    touched.add('repair_events');
  }
  const photos = await trx
    .deleteFrom('repair_photos')
    .where('organization_id', '=', organizationId)
    .where('repair_id', 'in', ids)
    .executeTakeFirst();
  if (Number(photos.numDeletedRows) > 0) touched.add('repair_photos');
  return [...touched];
}
