import type { OperatorOrganization } from '@rental/shared/schemas/operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { organizationPath } from './organization-path';
import { operatorKeys } from '../../../lib/query-keys';

/** POST /api/operator/organizations/{id}/trial: the free month ends `days` later. */
export function extendTrial(
  id: string,
  body: { days: number; pin: string },
): Promise<{ message: string; organization: OperatorOrganization }> {
  return apiRequest(organizationPath(id, 'trial'), { method: 'POST', body });
}

export function useExtendTrial(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { days: number; pin: string }) => extendTrial(id, body),
    // The dialog says why it failed.
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.organizations }),
  });
}
