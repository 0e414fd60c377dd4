import type { MessageTotals, SmsMessage, SmsMessageStatusFilter } from '@rental/shared/schemas/sms';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

export interface MessagePage {
  messages: SmsMessage[];
  nextcursor: string | null;
  /** This month's messages per channel; with the first page only. */
  totals?: MessageTotals;
}

const pageSize = 200;
const refreshMs = 5000;

/** GET /api/sms/messages?status&limit&before: the outbox, newest first, a page at a time. */
export function getMessages(
  { status, before }: { status?: SmsMessageStatusFilter; before?: string },
  signal?: AbortSignal,
): Promise<MessagePage> {
  const query = new URLSearchParams({ limit: String(pageSize) });
  if (status) query.set('status', status);
  if (before) query.set('before', before);
  return apiRequest(`/api/sms/messages?${query}`, { signal });
}

function inFlight(pages: readonly MessagePage[] | undefined): boolean {
  return (pages ?? []).some((page) =>
    page.messages.some((message) => message.status === 'queued' || message.status === 'sending'),
  );
}

/**
 * The outbox with a status filter (undefined: all). While a message is queued or being sent,
 * the list refreshes every 5 seconds so its outcome shows without reloading.
 */
export function useMessages(status?: SmsMessageStatusFilter) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(status ?? 'all'),
    queryFn: ({ signal, pageParam }) => getMessages({ status, before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextcursor ?? undefined,
    refetchInterval: (query) => (inFlight(query.state.data?.pages) ? refreshMs : false),
  });
}
