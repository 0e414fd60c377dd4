import type { EtimsTransmission, EtimsTransmissionStatus } from '@rental/shared/schemas/etims';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { etimsKeys, notificationKeys, sentInvoiceKeys } from '../../../lib/query-keys';

export interface TransmissionFilters {
  /** YYYY-MM (Nairobi month of queueing). */
  month: string;
  /** Empty: every status. */
  status: EtimsTransmissionStatus | '';
}

/** GET /api/etims/transmissions?month=&status= (owner): what went to KRA, and what did not. */
export function getEtimsTransmissions(
  filters: TransmissionFilters,
  signal?: AbortSignal,
): Promise<{ transmissions: EtimsTransmission[] }> {
  const query = new URLSearchParams({ month: filters.month });
  if (filters.status) query.set('status', filters.status);
  return apiRequest(`/api/etims/transmissions?${query}`, { signal });
}

export function useEtimsTransmissions(filters: TransmissionFilters) {
  return useQuery({
    queryKey: etimsKeys.transmissionList(filters),
    queryFn: ({ signal }) => getEtimsTransmissions(filters, signal),
    select: (data) => data.transmissions,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/etims/transmissions/{id}/retry (owner): a failed document back to the queue. */
export function retryEtimsTransmission(id: string): Promise<{ transmission: EtimsTransmission }> {
  return apiRequest(`/api/etims/transmissions/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
  });
}

export function useRetryEtimsTransmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEtimsTransmission,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: etimsKeys.transmissions }),
        // The bell's "failed at KRA" line and the invoices' eTIMS state follow.
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: sentInvoiceKeys.all }),
      ]),
  });
}
