import type {
  ContactRequestBody,
  PlanId,
  SubscriptionSetting,
  SubscriptionStatus,
} from '@rental/shared/schemas/subscriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { planKeys, subscriptionKeys } from '../../lib/query-keys';

/**
 * The subscription calls the settings tab, the onboarding step, the payment screen and the
 * layout's banner share (spec section 7: /api/subscriptionsettings/...).
 */
const base = '/api/subscriptionsettings';

export function getSubscriptionSettings(signal?: AbortSignal) {
  return apiRequest<{ settings: SubscriptionSetting[] }>(`${base}/subscriptionsetting`, {
    signal,
  });
}

/** The chosen plan, or null while none is chosen (the free month on Individual limits). */
export function useSubscriptionSetting() {
  return useQuery({
    queryKey: subscriptionKeys.settings,
    queryFn: ({ signal }) => getSubscriptionSettings(signal),
    select: (data) => data.settings[0] ?? null,
  });
}

export function getSubscriptionStatus(signal?: AbortSignal) {
  return apiRequest<SubscriptionStatus>(`${base}/status`, { signal });
}

/** Paid until, grace and pause. Informational: a failure is not alerted. */
export function useSubscriptionStatus() {
  return useQuery({
    queryKey: subscriptionKeys.status,
    queryFn: ({ signal }) => getSubscriptionStatus(signal),
    staleTime: 60_000,
    meta: { errorAlert: false },
  });
}

export interface ChoosePlanInput {
  planId: PlanId;
  /** The current setting's id when changing; undefined for the first choice. */
  settingId?: string;
}

/** The first choice is POST new-subscriptionsettings; a change is PUT subscriptionsetting/{id}. */
export function choosePlan({ planId, settingId }: ChoosePlanInput) {
  const body = { subscriptionplanid: planId };
  return settingId
    ? apiRequest<{ message: string; setting: SubscriptionSetting }>(
        `${base}/subscriptionsetting/${encodeURIComponent(settingId)}`,
        { method: 'PUT', body },
      )
    : apiRequest<{ message: string; setting: SubscriptionSetting }>(
        `${base}/new-subscriptionsettings`,
        { method: 'POST', body },
      );
}

export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePlan,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: planKeys.usage }),
      ]);
    },
  });
}

export function sendContactRequest(body: ContactRequestBody) {
  return apiRequest<{ message: string }>(`${base}/contact`, { method: 'POST', body });
}

export function useContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
