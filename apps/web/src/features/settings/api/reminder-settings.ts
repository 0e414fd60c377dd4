import type { ReminderSettings, ReminderSettingsBody } from '@rental/shared/schemas/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reminderKeys } from '../../../lib/query-keys';

/** GET /api/reminders/settings: off with 1, 7 and 14 days until saved. */
export function getReminderSettings(
  signal?: AbortSignal,
): Promise<{ reminders: ReminderSettings }> {
  return apiRequest('/api/reminders/settings', { signal });
}

export function useReminderSettings() {
  return useQuery({
    queryKey: reminderKeys.settings,
    queryFn: ({ signal }) => getReminderSettings(signal),
    select: (data) => data.reminders,
  });
}

/** PUT /api/reminders/settings (owner). */
export function updateReminderSettings(
  body: ReminderSettingsBody,
): Promise<{ reminders: ReminderSettings }> {
  return apiRequest('/api/reminders/settings', { method: 'PUT', body });
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: async (data) => {
      queryClient.setQueryData(reminderKeys.settings, data);
      // The sample message of "remind now" follows the template.
      await queryClient.invalidateQueries({ queryKey: reminderKeys.preview });
    },
  });
}
