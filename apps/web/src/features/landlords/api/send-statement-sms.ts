import type { OwnerStatementSmsBody } from '@rental/shared/schemas/landlords';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** POST /api/reports/owner-statement/sms: 201 with the message queued to the landlord. */
export function sendStatementSms(body: OwnerStatementSmsBody): Promise<{ message: SmsMessage }> {
  return apiRequest('/api/reports/owner-statement/sms', { method: 'POST', body });
}

/** Texts the landlord the statement; the Messages screen then lists it. */
export function useSendStatementSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStatementSms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
