import type { Db } from '../../db/connection.js';
import { requireLandlord } from '../landlords/index.js';
import { requireRentalInScope, type RentalScope as MemberRentals } from '../access/index.js';

/** The rentals a report covers: all (undefined), one rental, or an agent's landlord's. */
export type RentalScope = readonly string[] | undefined;

/**
 * Every report takes a rental filter and, for agents, a landlord filter: the rentals the
 * landlord owns (as assigned now), intersected with the rental asked for. An unknown landlord
 * is a 404, as everywhere.
 */
export async function reportScope(
  db: Db,
  organizationId: string,
  filters: { rentalid?: string; landlordid?: string },
  member: MemberRentals,
): Promise<RentalScope> {
  if (filters.rentalid) requireRentalInScope(member, filters.rentalid);
  const asked = await askedRentals(db, organizationId, filters);
  // A member limited to some rentals reports on those only (issue 28).
  if (member === null) return asked;
  return asked === undefined ? [...member] : asked.filter((id) => member.includes(id));
}

async function askedRentals(
  db: Db,
  organizationId: string,
  filters: { rentalid?: string; landlordid?: string },
): Promise<RentalScope> {
  if (!filters.landlordid) return filters.rentalid ? [filters.rentalid] : undefined;
  const landlord = await requireLandlord(db, organizationId, filters.landlordid);
  const rows = await db
    .selectFrom('rentals')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('landlord_id', '=', landlord.id)
    .execute();
  const ids = rows.map((row) => row.id);
  return filters.rentalid ? ids.filter((id) => id === filters.rentalid) : ids;
}

/** A scope as a list SQL can take: an empty scope matches no rental. */
export function scopeIds(scope: readonly string[]): string[] {
  return scope.length > 0 ? [...scope] : [''];
}
