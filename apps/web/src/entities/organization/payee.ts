import type { PayeeDetails } from '@rental/shared/schemas/payee';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import type { CallMeta } from '../../lib/query-client';
import { organizationKeys } from '../../lib/query-keys';

/** GET /api/organization/payee: the landlord's name, phone, paybill and account for bills. */
export function getPayee(signal?: AbortSignal): Promise<PayeeDetails> {
  return apiRequest('/api/organization/payee', { signal });
}

/** `meta.errorAlert: false` where the screen works without it. */
export function usePayee(meta?: CallMeta) {
  return useQuery({
    queryKey: organizationKeys.payee,
    queryFn: ({ signal }) => getPayee(signal),
    meta,
  });
}
