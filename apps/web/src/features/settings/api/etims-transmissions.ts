import type {
  EtimsTransmission,
  EtimsTransmissionStatus,
  etimsTransmissionsResponseSchema,
} from '@rental/shared/schemas/etims';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { etimsKeys, notificationKeys, sentInvoiceKeys } from '../../../lib/query-keys';

type EtimsTransmissionsPage = z.infer<typeof etimsTransmissionsResponseSchema>;

export interface TransmissionFilters {
  /** YYYY-MM (Nairobi month of queueing); empty: every month. */
  month: string;
  /** Empty: every status. */
  status: EtimsTransmissionStatus | '';
}

/** How many documents a page of the list holds ("Load more" fetches the next). */
export const transmissionsPageSize = 50;

/** GET /api/etims/transmissions?month=&status=&limit=&cursor= (owner): a page, newest first. */
export function getEtimsTransmissions(
  filters: TransmissionFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<EtimsTransmissionsPage> {
  const query = new URLSearchParams();
  if (filters.month) query.set('month', filters.month);
  if (filters.status) query.set('status', filters.status);
  query.set('limit', String(transmissionsPageSize));
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`/api/etims/transmissions?${query}`, { signal });
}

/** What went to KRA in a month (or every month), a page at a time. */
export function useEtimsTransmissions(filters: TransmissionFilters) {
  return useInfiniteQuery({
    queryKey: etimsKeys.transmissionList(filters),
    queryFn: ({ pageParam, signal }) => getEtimsTransmissions(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextcursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.transmissions),
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
        queryClient.invalidateQueries({ queryKey: etimsKeys.reports }),
        // The bell's "failed at KRA" line and the invoices' eTIMS state follow.
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: sentInvoiceKeys.all }),
      ]),
  });
}
