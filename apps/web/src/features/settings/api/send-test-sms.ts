import type { SmsMessage } from '@rental/shared/schemas/sms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

export interface TestSmsBody {
  phonenumber: string;
  message?: string;
}

/** POST /api/sms/test: sends one message through the saved provider now; answers its status. */
export function sendTestSms(body: TestSmsBody): Promise<{ message: SmsMessage }> {
  return apiRequest('/api/sms/test', { method: 'POST', body });
}

export function useSendTestSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestSms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
