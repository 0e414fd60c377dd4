import type { QuarantinedPayment } from '@rental/shared/schemas/quarantine';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { unallocatedKeys } from '../../../lib/query-keys';

/**
 * GET /api/mpesa/quarantine: M-PESA payments held for the owner's review, those waiting first,
 * then those decided in the last 30 days.
 */
export function getHeldPayments(
  signal?: AbortSignal,
): Promise<{ payments: QuarantinedPayment[]; parked: number }> {
  return apiRequest('/api/mpesa/quarantine', { signal });
}

/** Only the owner may ask (a member is refused): `enabled` is false for a member. */
export function useHeldPayments(enabled: boolean) {
  return useQuery({
    queryKey: unallocatedKeys.held,
    queryFn: ({ signal }) => getHeldPayments(signal),
    select: (data) => data.payments,
    enabled,
  });
}

/** How many of the owner's M-PESA confirmations are parked (the same answer, shared). */
export function useParkedCount(enabled: boolean) {
  return useQuery({
    queryKey: unallocatedKeys.held,
    queryFn: ({ signal }) => getHeldPayments(signal),
    select: (data) => data.parked,
    enabled,
  });
}
