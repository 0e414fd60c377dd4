import { centsToKes } from '@rental/shared/money';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import fc from 'fast-check';
import type { App } from '../../src/app.js';
import { addTenant, type landlordWithRoom } from '../helpers/tenant-fixtures.js';

/** Opening rent balances in cents, one per tenant of a property test. */
export const openingsFor = (tenantCount: number) =>
  fc.array(fc.integer({ min: 0, max: 2_000_000 }), {
    minLength: tenantCount,
    maxLength: tenantCount,
  });

const firstNames = ['Akinyi', 'Baraka', 'Chebet', 'Dalmas'];

/** One tenant of the owner's room per opening rent balance, houses H0, H1, … */
export async function tenantsOwing(
  app: App,
  owner: Awaited<ReturnType<typeof landlordWithRoom>>,
  openings: readonly number[],
): Promise<TenantDetail[]> {
  const tenants: TenantDetail[] = [];
  for (const [i, opening] of openings.entries()) {
    tenants.push(
      await addTenant(app, owner.token, owner.place, {
        firstname: firstNames[i % firstNames.length],
        lastname: 'Tenant',
        housenumber: `H${i}`,
        openingrentbalance: centsToKes(opening),
        openingwaterbalance: 0,
      }),
    );
  }
  return tenants;
}
