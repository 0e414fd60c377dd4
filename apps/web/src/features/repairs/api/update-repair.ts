import type { Repair, UpdateRepairBody } from '@rental/shared/schemas/repairs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { repairKeys } from '../../../lib/query-keys';

/** PUT /api/repairs/{id}: the repair as changed, with its history. */
export function updateRepair(id: string, body: UpdateRepairBody): Promise<Repair> {
  return apiRequest(`/api/repairs/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateRepair(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRepairBody) => updateRepair(id, body),
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repairKeys.all }),
  });
}
