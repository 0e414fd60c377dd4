import type { PublicReceipt } from '@rental/shared/schemas/tenant-page';
import { apiRequest } from '../../../lib/api-client';
import { tenantPagePath } from './get-tenant-page';

/** GET /api/public/tenant/{token}/receipts/{reference}: one of the tenant's own payments. */
export function getPageReceipt(token: string, reference: string): Promise<PublicReceipt> {
  return apiRequest(`${tenantPagePath(token)}/receipts/${encodeURIComponent(reference)}`, {
    auth: false,
  });
}
