import type { PublicTenantPage, TenantPageChannel } from '@rental/shared/schemas/tenant-page';
import type { TenantChannel } from '@rental/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantPageKeys } from '../../../lib/query-keys';
import { tenantPagePath } from './get-tenant-page';

/**
 * PUT /api/public/tenant/{token}/channel: SMS, or WhatsApp with SMS if it does not arrive
 * (the server takes no other from the page).
 */
export function chooseChannel(
  token: string,
  channel: TenantPageChannel,
): Promise<{ channel: TenantChannel }> {
  return apiRequest(`${tenantPagePath(token)}/channel`, {
    method: 'PUT',
    body: { channel },
    auth: false,
  });
}

/** The section shows the refusals itself; once saved, the page's answer holds the new choice. */
export function useChooseChannel(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: TenantPageChannel) => chooseChannel(token, channel),
    meta: { errorAlert: false },
    onSuccess: ({ channel }) =>
      queryClient.setQueryData<PublicTenantPage>(tenantPageKeys.page(token), (page) =>
        page ? { ...page, channel } : page,
      ),
  });
}
