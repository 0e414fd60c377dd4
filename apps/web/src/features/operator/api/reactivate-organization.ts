import type { OperatorOrganization } from '@rental/shared/schemas/operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { organizationPath } from './organization-path';
import { operatorKeys } from '../../../lib/query-keys';

/** POST /api/operator/organizations/{id}/reactivate with the operator's PIN: the suspension is lifted. */
export function reactivateOrganization(
  id: string,
  pin: string,
): Promise<{ message: string; organization: OperatorOrganization }> {
  return apiRequest(organizationPath(id, 'reactivate'), { method: 'POST', body: { pin } });
}

export function useReactivateOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => reactivateOrganization(id, pin),
    // The dialog says why it failed.
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.organizations }),
  });
}
