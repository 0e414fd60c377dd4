import type { EtimsTestResponse } from '@rental/shared/schemas/etims';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { etimsKeys } from '../../../lib/query-keys';

/** POST /api/etims/test (owner): initialises the device when needed, then reads KRA's codes. */
export function testEtims(): Promise<EtimsTestResponse> {
  return apiRequest('/api/etims/test', { method: 'POST' });
}

export function useTestEtims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testEtims,
    // The device may now be initialised: the settings say so.
    onSuccess: (data) =>
      queryClient.setQueryData(etimsKeys.settings, { etimssettings: data.etimssettings }),
  });
}
