import type { RegisterUrlsResponse } from '@rental/shared/schemas/mpesa-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mpesaSettingsKeys } from '../../../lib/query-keys';

/** POST /api/mpesasettings/register-urls: M-PESA's answer, success or refusal (owner only). */
export function registerUrls(): Promise<RegisterUrlsResponse> {
  return apiRequest('/api/mpesasettings/register-urls', { method: 'POST' });
}

export function useRegisterUrls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUrls,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mpesaSettingsKeys.all }),
  });
}
