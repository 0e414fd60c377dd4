import type { MpesaSettings, MpesaSettingsBody } from '@rental/shared/schemas/mpesa-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mpesaSettingsKeys } from '../../../lib/query-keys';

/** PUT /api/mpesasettings/mpesa-settings (owner only: 403 for a member). */
export function updateMpesaSettings(
  body: MpesaSettingsBody,
): Promise<{ mpesasettings: MpesaSettings | null }> {
  return apiRequest('/api/mpesasettings/mpesa-settings', { method: 'PUT', body });
}

export function useUpdateMpesaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMpesaSettings,
    onSuccess: (data) => queryClient.setQueryData(mpesaSettingsKeys.all, data),
  });
}
