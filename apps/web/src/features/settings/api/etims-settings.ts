import type { EtimsSettings, EtimsSettingsBody } from '@rental/shared/schemas/etims';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { etimsKeys } from '../../../lib/query-keys';

type EtimsSettingsAnswer = { etimssettings: EtimsSettings | null };

/** GET /api/etims/settings (owner): null until saved; the device key only as `initialised`. */
export function getEtimsSettings(signal?: AbortSignal): Promise<EtimsSettingsAnswer> {
  return apiRequest('/api/etims/settings', { signal });
}

export function useEtimsSettings() {
  return useQuery({
    queryKey: etimsKeys.settings,
    queryFn: ({ signal }) => getEtimsSettings(signal),
    select: (data) => data.etimssettings,
  });
}

/** PUT /api/etims/settings (owner): never calls KRA; a changed device needs a new test. */
export function saveEtimsSettings(body: EtimsSettingsBody): Promise<EtimsSettingsAnswer> {
  return apiRequest('/api/etims/settings', { method: 'PUT', body });
}

export function useSaveEtimsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEtimsSettings,
    onSuccess: (data) => queryClient.setQueryData(etimsKeys.settings, data),
  });
}
