import type { SmsMessage } from '@rental/shared/schemas/sms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** POST /api/sms/messages/{id}/resend: queues a failed message again (409 for any other). */
export function resendMessage(id: string): Promise<{ message: SmsMessage }> {
  return apiRequest(`/api/sms/messages/${encodeURIComponent(id)}/resend`, { method: 'POST' });
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
