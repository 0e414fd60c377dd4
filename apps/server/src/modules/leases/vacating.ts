import type { VacatingTenantOn } from '@rental/shared/schemas/vacating';
import { type Actor, rentalScopeOf } from '../access/index.js';
import type { LeasesDeps } from './service.js';
import { noticesInForce } from './vacating-repository.js';

/** GET /api/tenant/vacating: who is expected to move out and when, soonest first. */
export async function vacatingTenants(
  deps: Pick<LeasesDeps, 'db'>,
  actor: Actor,
): Promise<VacatingTenantOn[]> {
  const rows = await noticesInForce(deps.db, actor.organizationId, rentalScopeOf(actor));
  return rows.map((row) => ({ tenantid: row.tenant_id, vacatingon: row.moveout_date }));
}
