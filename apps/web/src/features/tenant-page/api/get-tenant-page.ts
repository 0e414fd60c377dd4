import type { PublicTenantPage } from '@rental/shared/schemas/tenant-page';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantPageKeys } from '../../../lib/query-keys';

/** Where a page's own calls go: the token is the key, no session is sent. */
export const tenantPagePath = (token: string) => `/api/public/tenant/${encodeURIComponent(token)}`;

/** GET /api/public/tenant/{token}: whom to pay and where, balance, deposit and statement. */
export function getTenantPage(token: string, signal?: AbortSignal): Promise<PublicTenantPage> {
  return apiRequest(tenantPagePath(token), { signal, auth: false });
}

/** The page's data; the page shows its own loading, expired-link and network-error states. */
export function useTenantPage(token: string) {
  return useQuery({
    queryKey: tenantPageKeys.page(token),
    queryFn: ({ signal }) => getTenantPage(token, signal),
    meta: { errorAlert: false },
  });
}
