import type { ForgotPinBody, MessageResponse } from '@rental/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/forgot-pin (public): always 202 with the same message, registered or not, so
 * nobody learns which numbers have an account; 429 when codes are asked for too often.
 */
export function forgotPin(body: ForgotPinBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/forgot-pin', {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useForgotPin() {
  return useMutation({ mutationFn: forgotPin });
}
