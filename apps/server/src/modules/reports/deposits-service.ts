import { centsToKes } from '@rental/shared/money';
import type { DepositsReport } from '@rental/shared/schemas/tenancy';
import { depositsOf } from '../ledger/index.js';
import type { ReportsDeps } from './service.js';
import { inRentals, type RentalScope } from '../access/index.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/**
 * GET /api/reports/deposits: the deposit each tenant holds with the landlord, by rental,
 * from the ledger's deposit bucket (ledger/deposits.ts). Former tenants are listed while
 * anything is still held for them; rentals in name order, tenants by house.
 */
export async function depositsReport(
  deps: ReportsDeps,
  organizationId: string,
  scope: RentalScope,
): Promise<DepositsReport> {
  const deposits = await depositsOf(deps.reader, organizationId);
  const held = [...deposits].filter(([, deposit]) => deposit.held !== 0);
  if (held.length === 0) return { rentals: [], totalheld: 0 };
  const tenants = await deps.reader
    .selectFrom('tenants as t')
    .innerJoin('rentals as r', 'r.id', 't.rental_id')
    .select(['t.id', ...tenantNameColumns('t'), 't.house_number', 't.status', 'r.id as rental_id'])
    .select('r.name as rental_name')
    .where('t.organization_id', '=', organizationId)
    .where(inRentals('t.rental_id', scope))
    .where(
      't.id',
      'in',
      held.map(([id]) => id),
    )
    .orderBy('r.name')
    .orderBy('t.house_number_key')
    .execute();
  const rentals = new Map<string, DepositsReport['rentals'][number]>();
  const rentalCents = new Map<string, number>();
  let total = 0;
  for (const tenant of tenants) {
    const cents = deposits.get(tenant.id)!.held;
    total += cents;
    const rental = rentals.get(tenant.rental_id) ?? {
      rentalid: tenant.rental_id,
      rentalname: tenant.rental_name,
      held: 0,
      tenants: [],
    };
    rentalCents.set(tenant.rental_id, (rentalCents.get(tenant.rental_id) ?? 0) + cents);
    rental.held = centsToKes(rentalCents.get(tenant.rental_id)!);
    rental.tenants.push({
      tenantid: tenant.id,
      name: tenantDisplayName(tenant),
      housenumber: tenant.house_number,
      status: tenant.status,
      held: centsToKes(cents),
    });
    rentals.set(tenant.rental_id, rental);
  }
  return { rentals: [...rentals.values()], totalheld: centsToKes(total) };
}
