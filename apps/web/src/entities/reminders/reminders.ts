import type { ReminderPreview } from '@rental/shared/schemas/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { reminderKeys } from '../../lib/query-keys';

/** GET /api/reminders/preview: how many tenants in arrears a reminder now would reach. */
export function getReminderPreview(signal?: AbortSignal): Promise<ReminderPreview> {
  return apiRequest('/api/reminders/preview', { signal });
}

export function useReminderPreview(enabled: boolean) {
  return useQuery({
    queryKey: reminderKeys.preview,
    queryFn: ({ signal }) => getReminderPreview(signal),
    enabled,
  });
}

/** POST /api/reminders/send-now: 409 outside 08:00–18:00 Nairobi time. */
export function sendRemindersNow(): Promise<{ queued: number }> {
  return apiRequest('/api/reminders/send-now', { method: 'POST' });
}

export function useSendRemindersNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRemindersNow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}
