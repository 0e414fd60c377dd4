import type { Landlord, LandlordBody } from '@rental/shared/schemas/landlords';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLandlords } from './invalidate-landlords';

/** POST /api/landlords/new-landlord: 201 with the landlord. */
export function createLandlord(body: LandlordBody): Promise<{ landlord: Landlord }> {
  return apiRequest('/api/landlords/new-landlord', { method: 'POST', body });
}

/** PUT /api/landlords/{id}: the landlord's details or commission changed. */
export function updateLandlord(id: string, body: LandlordBody): Promise<{ landlord: Landlord }> {
  return apiRequest(`/api/landlords/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** Adds a landlord, or changes one when `id` is given; lists and statements refresh. */
export function useSaveLandlord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: LandlordBody }) =>
      id ? updateLandlord(id, body) : createLandlord(body),
    // The form shows the refusal by its fields.
    meta: { errorAlert: false },
    onSuccess: () => invalidateLandlords(queryClient),
  });
}
