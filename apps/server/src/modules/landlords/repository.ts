import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { LandlordRemittancesTable, LandlordsTable } from '../../db/types.js';

/** Landlords with the number of rentals assigned to each, by name. */
function landlordsWithRentals(db: Db, organizationId: string) {
  return db
    .selectFrom('landlords as l')
    .selectAll('l')
    .select((eb) =>
      eb
        .selectFrom('rentals as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.landlord_id', '=', 'l.id')
        .as('rentals'),
    )
    .where('l.organization_id', '=', organizationId);
}

export function listLandlords(db: Db, organizationId: string) {
  return landlordsWithRentals(db, organizationId).orderBy('l.name').orderBy('l.id').execute();
}

export function findLandlord(db: Db, organizationId: string, id: string) {
  return landlordsWithRentals(db, organizationId).where('l.id', '=', id).executeTakeFirst();
}

export type LandlordRow = NonNullable<Awaited<ReturnType<typeof findLandlord>>>;

export async function insertLandlord(db: Db, row: Insertable<LandlordsTable>) {
  await db.insertInto('landlords').values(row).execute();
}

export async function updateLandlord(
  db: Db,
  organizationId: string,
  id: string,
  changes: Partial<Insertable<LandlordsTable>>,
) {
  await db
    .updateTable('landlords')
    .set(changes)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

export async function deleteLandlord(db: Db, organizationId: string, id: string) {
  await db
    .deleteFrom('landlords')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

export async function countRemittances(db: Db, organizationId: string, landlordId: string) {
  const row = await db
    .selectFrom('landlord_remittances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('landlord_id', '=', landlordId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRemittance(db: Db, row: Insertable<LandlordRemittancesTable>) {
  await db.insertInto('landlord_remittances').values(row).execute();
}
