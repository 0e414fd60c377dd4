import type { MpesaSettings, RotateSecretResponse } from '@rental/shared/schemas/mpesa-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mpesaSettingsKeys } from '../../../lib/query-keys';

/** POST /api/mpesasettings/callback-secret/rotate: new URLs, registered where possible. */
export function rotateCallbackSecret(): Promise<RotateSecretResponse> {
  return apiRequest('/api/mpesasettings/callback-secret/rotate', { method: 'POST' });
}

/** POST /api/mpesasettings/callback-secret/revoke-previous: the old URLs stop now. */
export function revokePreviousSecret(): Promise<{ mpesasettings: MpesaSettings | null }> {
  return apiRequest('/api/mpesasettings/callback-secret/revoke-previous', { method: 'POST' });
}

export function useRotateCallbackSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCallbackSecret,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mpesaSettingsKeys.all }),
  });
}

export function useRevokePreviousSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePreviousSecret,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mpesaSettingsKeys.all }),
  });
}
