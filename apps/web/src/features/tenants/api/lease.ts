import type {
  LeaseRenewValues,
  LeaseValues,
  TenantLease,
  VacateNoticeValues,
} from '@rental/shared/schemas/leases';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys, tenantKeys } from '../../../lib/query-keys';

const leasePath = (id: string) => `/api/tenant/${encodeURIComponent(id)}/lease`;

/** GET /api/tenant/{id}/lease: the lease (null until set) and the notice to vacate in force. */
export function getLease(id: string, signal?: AbortSignal): Promise<TenantLease> {
  return apiRequest(leasePath(id), { signal });
}

/** PUT /api/tenant/{id}/lease: the term, the notice period and the yearly rise. */
export function saveLease(id: string, body: LeaseValues): Promise<TenantLease> {
  return apiRequest(leasePath(id), { method: 'PUT', body });
}

/** POST /api/tenant/{id}/lease/renew: a later end, and optionally a new rent from a date. */
export function renewLease(id: string, body: LeaseRenewValues): Promise<TenantLease> {
  return apiRequest(`${leasePath(id)}/renew`, { method: 'POST', body });
}

/** POST /api/tenant/{id}/notice: a notice to vacate from the tenant or the landlord. */
export function giveNotice(id: string, body: VacateNoticeValues): Promise<TenantLease> {
  return apiRequest(`/api/tenant/${encodeURIComponent(id)}/notice`, { method: 'POST', body });
}

export function useLease(id: string, enabled = true) {
  return useQuery({
    queryKey: tenantKeys.lease(id),
    queryFn: ({ signal }) => getLease(id, signal),
    enabled,
    // The section shows its own failure.
    meta: { errorAlert: false },
  });
}

/**
 * After a change: the answer is the lease as it now stands; a renewal's new rent and a yearly
 * rise are dated rent changes (history, the tenant's rent), a notice to vacate moves the
 * "Vacating" chips, and the bell's lease notices move.
 */
async function leaseChanged(queryClient: QueryClient, id: string, data: TenantLease) {
  queryClient.setQueryData(tenantKeys.lease(id), data);
  await Promise.all(
    [
      tenantKeys.lease(id),
      tenantKeys.rentHistory(id),
      tenantKeys.detail(id),
      tenantKeys.vacating,
      notificationKeys.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

function useLeaseMutation<T>(id: string, send: (id: string, body: T) => Promise<TenantLease>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => send(id, body),
    // The dialog shows the refusal, under the field it concerns.
    meta: { errorAlert: false },
    onSuccess: (data) => leaseChanged(queryClient, id, data),
  });
}

export const useSaveLease = (id: string) => useLeaseMutation(id, saveLease);
export const useRenewLease = (id: string) => useLeaseMutation(id, renewLease);
export const useGiveNotice = (id: string) => useLeaseMutation(id, giveNotice);
