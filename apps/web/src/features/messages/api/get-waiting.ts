import type { SmsWaiting } from '@rental/shared/schemas/sms';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** GET /api/sms/waiting: how many messages wait, their cost in SMS parts, how many are held. */
export function getWaiting(signal?: AbortSignal): Promise<{ waiting: SmsWaiting }> {
  return apiRequest('/api/sms/waiting', { signal });
}

export function useWaiting() {
  return useQuery({
    queryKey: messageKeys.waiting,
    queryFn: ({ signal }) => getWaiting(signal).then((data) => data.waiting),
    // A count beside the tab: the list below says it when it cannot load.
    meta: { errorAlert: false },
  });
}
