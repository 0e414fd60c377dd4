import type { ResetPinBody, SessionResponse } from '@rental/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from '../../../lib/use-start-session';

/**
 * POST /api/auth/reset-pin (public): sets the new PIN with the code from the SMS and answers
 * like sign-in. 400 with `fields.code` for a wrong or expired code; 423 locked; 429 throttled.
 */
export function resetPin(body: ResetPinBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/auth/reset-pin', {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useResetPin() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: resetPin, onSuccess: startSession });
}
