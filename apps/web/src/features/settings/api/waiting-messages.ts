import type { SmsWaitingOutcome } from '@rental/shared/schemas/sms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys, notificationKeys } from '../../../lib/query-keys';

/**
 * The owner's answer to "send what waited?" after setting up a provider: POST
 * /api/sms/messages/send-waiting or /discard-waiting. Each message is taken once by the server.
 */
export function decideWaiting(decision: 'send' | 'discard'): Promise<SmsWaitingOutcome> {
  const action = decision === 'send' ? 'send-waiting' : 'discard-waiting';
  return apiRequest(`/api/sms/messages/${action}`, { method: 'POST' });
}

export function useDecideWaiting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWaiting,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
