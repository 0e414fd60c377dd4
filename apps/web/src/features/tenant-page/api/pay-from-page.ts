import type { StkRequest } from '@rental/shared/schemas/subscriptions';
import type { TenantPagePayBody } from '@rental/shared/schemas/tenant-page';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantPagePath } from './get-tenant-page';

/** POST /api/public/tenant/{token}/pay: an M-PESA prompt for the balance or less. */
export function payFromPage(token: string, body: TenantPagePayBody): Promise<StkRequest> {
  return apiRequest(`${tenantPagePath(token)}/pay`, { method: 'POST', body, auth: false });
}

/** The pay form shows the refusals itself (fields, too many tries, M-PESA's refusal). */
export function usePayFromPage(token: string) {
  return useMutation({
    mutationFn: (body: TenantPagePayBody) => payFromPage(token, body),
    meta: { errorAlert: false },
  });
}
