import type { IncomingSms } from '@rental/shared/schemas/sms';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

export interface IncomingPage {
  messages: IncomingSms[];
  nextcursor: string | null;
}

const pageSize = 200;
/** Tenants' texts arrive any time: the list looks again every half minute while shown. */
const refreshMs = 30_000;

/** GET /api/sms/incoming?limit&before: SMS tenants sent in, newest first, a page at a time. */
export function getIncomingMessages(
  { before }: { before?: string },
  signal?: AbortSignal,
): Promise<IncomingPage> {
  const query = new URLSearchParams({ limit: String(pageSize) });
  if (before) query.set('before', before);
  return apiRequest(`/api/sms/incoming?${query}`, { signal });
}

export function useIncomingMessages() {
  return useInfiniteQuery({
    queryKey: messageKeys.incoming,
    queryFn: ({ signal, pageParam }) => getIncomingMessages({ before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextcursor ?? undefined,
    refetchInterval: refreshMs,
  });
}
