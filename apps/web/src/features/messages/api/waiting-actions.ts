import type { SmsMessage, SmsWaitingOutcome } from '@rental/shared/schemas/sms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys, notificationKeys } from '../../../lib/query-keys';

/**
 * Messages → Waiting: send or discard one message, or all that wait. Each refreshes the outbox
 * and the bell (its "waiting to be sent" line). The server takes each message once, so a
 * double click sends nothing twice; a held message answers 409 with why (shown as the alert).
 */

const path = (id: string, action: string) =>
  `/api/sms/messages/${encodeURIComponent(id)}/${action}`;

export function sendMessageNow(id: string): Promise<{ message: SmsMessage }> {
  return apiRequest(path(id, 'send'), { method: 'POST' });
}
export function discardMessage(id: string): Promise<{ message: SmsMessage }> {
  return apiRequest(path(id, 'discard'), { method: 'POST' });
}
export function sendAllWaiting(): Promise<SmsWaitingOutcome> {
  return apiRequest('/api/sms/messages/send-waiting', { method: 'POST' });
}
export function discardAllWaiting(): Promise<SmsWaitingOutcome> {
  return apiRequest('/api/sms/messages/discard-waiting', { method: 'POST' });
}

function useWaitingAction<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}

export const useSendMessageNow = () => useWaitingAction(sendMessageNow);
export const useDiscardMessage = () => useWaitingAction(discardMessage);
export const useSendAllWaiting = () => useWaitingAction<void, SmsWaitingOutcome>(sendAllWaiting);
export const useDiscardAllWaiting = () =>
  useWaitingAction<void, SmsWaitingOutcome>(discardAllWaiting);
