import type { SmsSettings } from '@rental/shared/schemas/sms';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { smsKeys } from '../../../lib/query-keys';

/** GET /api/sms/settings: the provider and its account; the API key only as `apikeyset`. */
export function getSmsSettings(signal?: AbortSignal): Promise<{ settings: SmsSettings }> {
  return apiRequest('/api/sms/settings', { signal });
}

export function useSmsSettings() {
  return useQuery({
    queryKey: smsKeys.settings,
    queryFn: ({ signal }) => getSmsSettings(signal),
    select: (data) => data.settings,
  });
}
