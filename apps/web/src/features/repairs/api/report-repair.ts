import type { NewRepairBody, Repair } from '@rental/shared/schemas/repairs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { repairKeys } from '../../../lib/query-keys';

/** POST /api/repairs: 201 with the repair (of a tenant's house, or of a rental). */
export function reportRepair(body: NewRepairBody): Promise<Repair> {
  return apiRequest('/api/repairs', { method: 'POST', body });
}

export function useReportRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportRepair,
    // The form shows the refusal by its fields.
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repairKeys.all }),
  });
}
