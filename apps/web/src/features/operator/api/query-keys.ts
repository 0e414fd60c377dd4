import type { ContactRequestStatus } from '@rental/shared/schemas/operator';
import type { OrganizationFilters } from '../lib/organization-filters';

/** Cache keys of the operator console: every list sits under 'operator'. */
export const operatorKeys = {
  organizations: ['operator', 'organizations'] as const,
  organizationList: (filters: OrganizationFilters) =>
    ['operator', 'organizations', filters] as const,
  contactRequests: ['operator', 'contact-requests'] as const,
  contactRequestList: (status: ContactRequestStatus | '') =>
    ['operator', 'contact-requests', status] as const,
  subscriptionPayments: ['operator', 'subscription-payments'] as const,
  parkedConfirmations: ['operator', 'parked-confirmations'] as const,
};

/** The path of one organization's operator calls. */
export function organizationPath(id: string, action: 'plan' | 'trial' | 'suspend' | 'reactivate') {
  return `/api/operator/organizations/${encodeURIComponent(id)}/${action}`;
}
