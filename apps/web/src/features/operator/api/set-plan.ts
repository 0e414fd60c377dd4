import type { OperatorOrganization, OperatorPlanBody } from '@rental/shared/schemas/operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { organizationPath } from './organization-path';
import { operatorKeys } from '../../../lib/query-keys';

/** PUT /api/operator/organizations/{id}/plan: the organization with its new plan. */
export function setPlan(
  id: string,
  body: OperatorPlanBody,
): Promise<{ message: string; organization: OperatorOrganization }> {
  return apiRequest(organizationPath(id, 'plan'), { method: 'PUT', body });
}

export function useSetPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorPlanBody) => setPlan(id, body),
    // The dialog says why it failed.
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.organizations }),
  });
}
