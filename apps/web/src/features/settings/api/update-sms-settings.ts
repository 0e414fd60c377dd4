import type { SmsSettings, SmsSettingsBody } from '@rental/shared/schemas/sms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { smsSettingsKey } from './query-keys';

/** PUT /api/sms/settings: an empty API key keeps the saved one. */
export function updateSmsSettings(body: SmsSettingsBody): Promise<{ settings: SmsSettings }> {
  return apiRequest('/api/sms/settings', { method: 'PUT', body });
}

export function useUpdateSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSmsSettings,
    onSuccess: (data) => queryClient.setQueryData(smsSettingsKey, data),
  });
}
