import type { EndTenancyBody, endTenancyResponseSchema } from '@rental/shared/schemas/tenancy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTenancy } from './invalidate-tenancy';
import { tenantKeys } from '../../../lib/query-keys';

/**
 * POST /api/tenant/{id}/end-tenancy: the move-out date, the final reading (billed at once),
 * the deposit's deductions and refund, which must settle it to zero. 400/409 with fields
 * (moveoutdate, finalmeterreading, deductions, refund.*) when a rule is broken.
 */
export function endTenancy(
  id: string,
  body: EndTenancyBody,
): Promise<z.infer<typeof endTenancyResponseSchema>> {
  return apiRequest(`/api/tenant/${encodeURIComponent(id)}/end-tenancy`, {
    method: 'POST',
    body,
  });
}

export function useEndTenancy(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndTenancyBody) => endTenancy(id, body),
    // The form shows the failure under its fields.
    meta: { errorAlert: false },
    onSuccess: async (data) => {
      queryClient.setQueryData(tenantKeys.detail(id), data);
      await invalidateTenancy(queryClient);
    },
  });
}
