import type { WhatsappSettings, WhatsappSettingsBody } from '@rental/shared/schemas/whatsapp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { whatsappKeys } from '../../../lib/query-keys';

/**
 * GET /api/whatsapp/settings (the owner only): the phone number id, the template names and the
 * webhook to paste into Meta's app; the access token and app secret only as `has*`.
 */
export function getWhatsappSettings(signal?: AbortSignal): Promise<{ settings: WhatsappSettings }> {
  return apiRequest('/api/whatsapp/settings', { signal });
}

export function useWhatsappSettings() {
  return useQuery({
    queryKey: whatsappKeys.settings,
    queryFn: ({ signal }) => getWhatsappSettings(signal),
    select: (data) => data.settings,
  });
}

/** PUT /api/whatsapp/settings: an empty access token or app secret keeps the saved one. */
export function updateWhatsappSettings(
  body: WhatsappSettingsBody,
): Promise<{ settings: WhatsappSettings }> {
  return apiRequest('/api/whatsapp/settings', { method: 'PUT', body });
}

export function useUpdateWhatsappSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhatsappSettings,
    onSuccess: (data) => queryClient.setQueryData(whatsappKeys.settings, data),
  });
}
