import type { OperatorOrganization } from '@rental/shared/schemas/operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { organizationPath } from './organization-path';
import { operatorKeys } from '../../../lib/query-keys';

/** POST /api/operator/organizations/{id}/suspend: its users can read but not change. */
export function suspendOrganization(
  id: string,
  body: { reason: string; pin: string },
): Promise<{ message: string; organization: OperatorOrganization }> {
  return apiRequest(organizationPath(id, 'suspend'), { method: 'POST', body });
}

export function useSuspendOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string; pin: string }) => suspendOrganization(id, body),
    // The dialog says why it failed.
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.organizations }),
  });
}
