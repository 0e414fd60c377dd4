import type {
  ClosedMonth,
  ClosedMonthsResponse,
  ReopenMonthResponse,
} from '@rental/shared/schemas/books';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { booksKeys } from '../../../lib/query-keys';

/** GET /api/books/closed-months: newest first. */
export function getClosedMonths(signal?: AbortSignal): Promise<ClosedMonthsResponse> {
  return apiRequest('/api/books/closed-months', { signal });
}

export function useClosedMonths() {
  return useQuery({
    queryKey: booksKeys.closedMonths,
    queryFn: ({ signal }) => getClosedMonths(signal),
    select: (data) => data.months,
  });
}

/** POST /api/books/closed-months (owner): a month that has ended. */
export function closeMonth(month: string): Promise<{ month: ClosedMonth }> {
  return apiRequest('/api/books/closed-months', { method: 'POST', body: { month } });
}

export function useCloseMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeMonth,
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: booksKeys.closedMonths }),
  });
}

/** DELETE /api/books/closed-months/{month} (owner, with the current PIN). */
export function reopenMonth(body: { month: string; currentpin: string }) {
  return apiRequest<ReopenMonthResponse>(
    `/api/books/closed-months/${encodeURIComponent(body.month)}`,
    { method: 'DELETE', body: { currentpin: body.currentpin } },
  );
}

export function useReopenMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenMonth,
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: booksKeys.closedMonths }),
  });
}
