import type { TenantStatus } from '@rental/shared/enums';
import { tenantListResponseSchema } from '@rental/shared/schemas/tenants';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/app-error.js';
import { allTenantBalances, tenantsWithBooks } from '../ledger/index.js';
import { responseSerializerCompiler } from '../../lib/response-serializer.js';
import { requireRentalInScope, type RentalScope } from '../access/index.js';
import { TenantListCache } from './list-cache.js';
import { openTenantIdentity } from './identity-numbers.js';
import { tenantForViewer, toTenant, type TenantViewer } from './presenter.js';
import { listTenantRows, tenantListSources } from './repository.js';
import type { TenantsDeps } from './service.js';

/** The route's own response serializer: a cached body is exactly what the route would send. */
const serializeTenantList = responseSerializerCompiler({
  schema: tenantListResponseSchema,
  method: 'GET',
  url: '/api/tenant/all-tenants',
  httpStatus: '200',
});

const caches = new WeakMap<Db, TenantListCache>();
function cacheFor(db: Db) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TenantListCache()));
  return cache;
}

/**
 * GET /api/tenant/all-tenants as JSON bytes. The list has a latency budget at 1,000 tenants,
 * which building and serializing it on every call does not meet: it is rebuilt (one query
 * with joins) only when its sources changed since the last call.
 */
export async function listTenantsJson(
  deps: TenantsDeps,
  organizationId: string,
  viewer: TenantViewer & { rentalIds: RentalScope },
  rentalId?: string,
  status?: TenantStatus,
): Promise<Buffer> {
  const sources = await tenantListSources(deps.db, organizationId);
  if (rentalId && !sources.some((row) => row.kind === 'rental' && row.a === rentalId)) {
    throw notFound('Rental');
  }
  const scope = viewer.rentalIds;
  if (rentalId) requireRentalInScope(scope, rentalId);
  // The role decides which fields the list holds (tenantForViewer), and members limited to
  // different rentals see different lists: both are part of the cached body's key.
  const key = `${organizationId}|${scope?.join(',') ?? '*'}|${rentalId ?? ''}|${status ?? ''}|${viewer.role}`;
  const fingerprint = JSON.stringify(sources);
  const cache = cacheFor(deps.db);
  const cached = cache.get(key, fingerprint);
  if (cached !== undefined) return cached;

  const [rows, balances, withBooks] = await Promise.all([
    listTenantRows(deps.db, organizationId, scope, rentalId, status),
    allTenantBalances(deps.db, organizationId),
    tenantsWithBooks(deps.db, organizationId),
  ]);
  const tenants = rows.map((row) =>
    tenantForViewer(
      toTenant(
        openTenantIdentity(deps.secretsKey, row),
        balances.get(row.id) ?? 0,
        withBooks.has(row.id),
      ),
      viewer,
    ),
  );
  const body = Buffer.from(serializeTenantList({ tenants }));
  cache.set(key, fingerprint, body);
  return body;
}
