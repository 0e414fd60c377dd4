import type { Statement } from '@rental/shared/schemas/ledger';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantKeys } from '../../../lib/query-keys';

/** GET /api/tenant/all-tenants/{id}/statement: the tenant's ledger with running balance. */
export function getStatement(id: string, signal?: AbortSignal): Promise<Statement> {
  return apiRequest(`/api/tenant/all-tenants/${encodeURIComponent(id)}/statement`, { signal });
}

export function useStatement(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: tenantKeys.statement(id),
    queryFn: ({ signal }) => getStatement(id, signal),
    // The section shows its own failure; a deleted tenant is not an alert.
    meta: { errorAlert: false },
  });
}
