import type { Repair } from '@rental/shared/schemas/repairs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { repairKeys } from '../../../lib/query-keys';

/** POST /api/repairs/{id}/photos as multipart/form-data: the one file, `photo`. */
export function addRepairPhoto(id: string, file: File): Promise<Repair> {
  const form = new FormData();
  form.append('photo', file, file.name);
  return apiRequest(`/api/repairs/${encodeURIComponent(id)}/photos`, { method: 'POST', form });
}

export function useAddRepairPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => addRepairPhoto(id, file),
    // The photos section says what went wrong, where the button is.
    meta: { errorAlert: false },
    // The answer is the repair with its photos; the board's count follows. The photos
    // already shown stay as they are (their bytes never change).
    onSuccess: (repair) => {
      queryClient.setQueryData(repairKeys.detail(id), repair);
      return queryClient.invalidateQueries({ queryKey: repairKeys.lists });
    },
  });
}
