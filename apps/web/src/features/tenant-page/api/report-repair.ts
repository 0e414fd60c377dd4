import type { TenantRepairBody } from '@rental/shared/schemas/repairs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantPageKeys } from '../../../lib/query-keys';
import { tenantPagePath } from './get-tenant-page';

export interface RepairReported {
  reference: string;
  status: string;
}

/**
 * POST /api/public/tenant/{token}/repairs: the problem, its category and up to 3 photos
 * (base64 data: URLs, JSON as the route takes them); the server answers its reference.
 */
export function reportRepair(token: string, body: TenantRepairBody): Promise<RepairReported> {
  return apiRequest(`${tenantPagePath(token)}/repairs`, { method: 'POST', body, auth: false });
}

/** The form shows the refusals itself; once sent, the page's list of repairs is read again. */
export function useReportRepair(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantRepairBody) => reportRepair(token, body),
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantPageKeys.page(token) }),
  });
}
