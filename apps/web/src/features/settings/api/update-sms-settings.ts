import type { SmsSettings, SmsSettingsBody, SmsWaiting } from '@rental/shared/schemas/sms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { smsKeys } from '../../../lib/query-keys';

/**
 * PUT /api/sms/settings: an empty API key keeps the saved one. `waiting` is set when this save
 * switched from the outbox to a real provider while messages wait (the owner is asked then).
 */
export function updateSmsSettings(
  body: SmsSettingsBody,
): Promise<{ settings: SmsSettings; waiting?: SmsWaiting | null }> {
  return apiRequest('/api/sms/settings', { method: 'PUT', body });
}

export function useUpdateSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSmsSettings,
    onSuccess: ({ settings }) => queryClient.setQueryData(smsKeys.settings, { settings }),
  });
}
