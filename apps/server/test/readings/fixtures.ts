import type { Db } from '../../src/db/connection.js';

/** How many readings an organization has: "nothing was saved" is this not moving. */
export async function readingCount(db: Db, organizationId: string) {
  const rows = await db
    .selectFrom('water_readings')
    .select('id')
    .where('organization_id', '=', organizationId)
    .execute();
  return rows.length;
}
