import type { MessageResponse } from '@rental/shared/schemas/auth';
import type { ChangePinBody } from '@rental/shared/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/user/user-pin: 400 with `fields.currentpin` when the current PIN is wrong.
 * Ends the user's other sessions; this one stays.
 */
export function changePin(body: ChangePinBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/user-pin', { method: 'PUT', body });
}

export function useChangePin() {
  return useMutation({ mutationFn: changePin });
}
