import type { MpesaSettings } from '@rental/shared/schemas/mpesa-settings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import type { CallMeta } from '../../lib/query-client';
import { mpesaSettingsKeys } from '../../lib/query-keys';

/** GET /api/mpesasettings/mpesa-settings: organization name, paybill and account (null: unset). */
export function getMpesaSettings(
  signal?: AbortSignal,
): Promise<{ mpesasettings: MpesaSettings | null }> {
  return apiRequest('/api/mpesasettings/mpesa-settings', { signal });
}

/** `meta.errorAlert: false` where the screen works without it and a failure is not worth an alert. */
export function useMpesaSettings(meta?: CallMeta) {
  return useQuery({
    queryKey: mpesaSettingsKeys.all,
    queryFn: ({ signal }) => getMpesaSettings(signal),
    select: (data) => data.mpesasettings,
    meta,
  });
}
