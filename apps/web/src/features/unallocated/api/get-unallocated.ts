import type { UnallocatedPayment } from '@rental/shared/schemas/mpesa-settings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { unallocatedKeys } from '../../../lib/query-keys';

/** GET /api/mpesa/unallocated: paybill payments no tenant matched, newest first. */
export function getUnallocated(signal?: AbortSignal): Promise<{ payments: UnallocatedPayment[] }> {
  return apiRequest('/api/mpesa/unallocated', { signal });
}

export function useUnallocated() {
  return useQuery({
    queryKey: unallocatedKeys.list,
    queryFn: ({ signal }) => getUnallocated(signal),
    select: (data) => data.payments,
  });
}
