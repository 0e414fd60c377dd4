import type { Notice, NoticeBody, NoticePreview } from '@rental/shared/schemas/notices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** GET /api/notices: the notices sent, newest first, with their SMS counted by delivery. */
export function getNotices(signal?: AbortSignal): Promise<{ notices: Notice[] }> {
  return apiRequest('/api/notices', { signal });
}

export function useNotices() {
  return useQuery({
    queryKey: messageKeys.notices,
    queryFn: ({ signal }) => getNotices(signal),
    select: (data) => data.notices,
  });
}

/** POST /api/notices/preview: who it reaches, its cost in SMS parts, a sample per language. */
export function previewNotice(body: NoticeBody): Promise<NoticePreview> {
  return apiRequest('/api/notices/preview', { method: 'POST', body });
}

export const usePreviewNotice = () => useMutation({ mutationFn: previewNotice });

/**
 * POST /api/notices: one SMS per tenant reached, into the outbox. The key is this one attempt
 * to send: sent again (a lost answer, a second tap) it queues the notice once.
 */
export function sendNotice({
  body,
  idempotencyKey,
}: {
  body: NoticeBody;
  idempotencyKey: string;
}): Promise<{ id: string; queued: number; parts: number; optedout: number }> {
  return apiRequest('/api/notices', { method: 'POST', body, idempotencyKey });
}

export function useSendNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
