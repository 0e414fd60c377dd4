import type { TenantBody, TenantDetail } from '@rental/shared/schemas/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTenancy } from './invalidate-tenancy';

/**
 * POST /api/tenant/new-tenant: the tenant and their move-in (date, deposit charged that day,
 * pro-rata rent). 409 with fields.housenumber / meternumber / housetype for a house or meter
 * a current tenant has, or a full room; 403 plan_limit past the plan's tenants.
 */
export function createTenant(body: TenantBody): Promise<{ tenant: TenantDetail }> {
  return apiRequest('/api/tenant/new-tenant', { method: 'POST', body });
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    // A move-in may bill (the deposit, pro-rata rent): the money moves with the portfolio.
    onSuccess: () => invalidateTenancy(queryClient),
  });
}
