import type { Db } from '../../db/connection.js';
import { inRentals, type RentalScope } from '../access/index.js';

/**
 * Each current tenant's notice to vacate in force (the newest given, as latestVacateNotice
 * reads it), for the tenants in the scope's rentals. A past move-out day stays: the tenant is
 * still there, and the chip says they were due to leave.
 */
export function noticesInForce(db: Db, organizationId: string, scope: RentalScope) {
  return db
    .selectFrom('vacate_notices as vn')
    .innerJoin('tenants', 'tenants.id', 'vn.tenant_id')
    .select(['vn.tenant_id', 'vn.moveout_date'])
    .where('vn.organization_id', '=', organizationId)
    .where('tenants.organization_id', '=', organizationId)
    .where('tenants.status', '=', 'current')
    .where(inRentals('tenants.rental_id', scope))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('vacate_notices as newer')
            .select('newer.id')
            .whereRef('newer.tenant_id', '=', 'vn.tenant_id')
            .where((order) =>
              order.or([
                order('newer.created_at', '>', order.ref('vn.created_at')),
                order.and([
                  order('newer.created_at', '=', order.ref('vn.created_at')),
                  order('newer.id', '>', order.ref('vn.id')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('vn.moveout_date')
    .orderBy('vn.tenant_id')
    .execute();
}
