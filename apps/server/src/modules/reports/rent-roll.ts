import { nairobiDate } from '@rental/shared/dates';
import { centsToKes } from '@rental/shared/money';
import type { RentRoll, RentRollUnit } from '@rental/shared/schemas/reports';
import { allTenantBalances, depositsOf } from '../ledger/index.js';
import { currentTenantsOf, roomTypesOf } from './portfolio-repository.js';
import type { ReportsDeps } from './service.js';
import { groupBy } from './group-by.js';
import { reportScope } from './report-scope.js';
import type { RentalScope as MemberRentals } from '../access/index.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/**
 * One row per unit: each current tenant with the rent in force today, the deposit held and
 * what they owe (the ledger's figures), then each room type's free units as vacant rows.
 * Units are counted per room type, not named, so a free unit has no house number.
 */
export async function rentRoll(
  deps: ReportsDeps,
  organizationId: string,
  filters: { rentalid?: string; landlordid?: string },
  member: MemberRentals,
): Promise<RentRoll> {
  const today = nairobiDate(deps.clock());
  const scope = await reportScope(deps.reader, organizationId, filters, member);
  const [rooms, tenants, balances, deposits] = await Promise.all([
    roomTypesOf(deps.reader, organizationId, scope),
    currentTenantsOf(deps.reader, organizationId, today, scope),
    allTenantBalances(deps.reader, organizationId),
    depositsOf(deps.reader, organizationId),
  ]);
  const byRoom = groupBy(tenants, (tenant) => tenant.room_type_id);
  const units: RentRollUnit[] = [];
  for (const room of rooms) {
    const place = {
      rentalid: room.rental_id,
      rentalname: room.rental_name,
      roomtype: room.house_type,
    };
    const living = byRoom.get(room.id) ?? [];
    for (const tenant of living) {
      units.push({
        ...place,
        housenumber: tenant.house_number,
        tenantid: tenant.id,
        tenantname: tenantDisplayName(tenant),
        monthlyrent: centsToKes(Number(tenant.rent_cents)),
        depositheld: centsToKes(deposits.get(tenant.id)?.held ?? 0),
        balance: centsToKes(balances.get(tenant.id) ?? 0),
        status: 'occupied',
        moveindate: tenant.move_in_date ?? nairobiDate(new Date(tenant.created_at)),
      });
    }
    // The room type's taken units by the one rule (tenants/occupancy.ts): the tenants above.
    const free = Math.max(0, Number(room.total_units) - Number(room.occupied));
    for (let i = 0; i < free; i += 1) {
      units.push({
        ...place,
        housenumber: null,
        tenantid: null,
        tenantname: null,
        monthlyrent: centsToKes(Number(room.monthly_rent_cents)),
        depositheld: 0,
        balance: 0,
        status: 'vacant',
        moveindate: null,
      });
    }
  }
  return { units };
}
