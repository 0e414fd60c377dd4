import type { Notification } from '@rental/shared/schemas/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { notificationKeys } from '../../lib/query-keys';

/** How often the bell asks again while the app is open. */
const refreshMs = 60_000;

/**
 * GET /api/notifications: what needs the landlord now. The bell and the sidebar's unallocated
 * count share it; a failure leaves the bell quiet rather than alerting on every page.
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) =>
      apiRequest<{ notifications: Notification[] }>('/api/notifications', { signal }),
    select: (data) => data.notifications,
    refetchInterval: refreshMs,
    meta: { errorAlert: false },
  });
}

/** How many M-PESA payments wait to be assigned (0 when none or not known yet). */
export function useUnallocatedCount(): number {
  const notifications = useNotifications();
  const waiting = notifications.data?.find((item) => item.kind === 'unallocated_payments');
  return Number(waiting?.params.count ?? 0);
}

/** POST /api/notifications/read for the signed-in user. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationids: string[]) =>
      apiRequest<null>('/api/notifications/read', { method: 'POST', body: { notificationids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    meta: { errorAlert: false },
  });
}
