import type { PublicInvoice } from '@rental/shared/schemas/tenant-page';
import { apiRequest } from '../../../lib/api-client';
import { tenantPagePath } from './get-tenant-page';

/** GET /api/public/tenant/{token}/invoices/{reference}: one of the tenant's own invoices. */
export function getPageInvoice(token: string, reference: string): Promise<PublicInvoice> {
  return apiRequest(`${tenantPagePath(token)}/invoices/${encodeURIComponent(reference)}`, {
    auth: false,
  });
}
