import type { TenantBody, TenantDetail } from '@rental/shared/schemas/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePortfolio } from './invalidate-portfolio';

/**
 * POST /api/tenant/new-tenant: 409 with fields.housenumber / meternumber / housetype for a
 * taken house, meter or full room; 403 plan_limit past the plan's tenants.
 */
export function createTenant(body: TenantBody): Promise<{ tenant: TenantDetail }> {
  return apiRequest('/api/tenant/new-tenant', { method: 'POST', body });
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => invalidatePortfolio(queryClient),
  });
}
