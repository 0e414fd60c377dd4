import type { KraMriFiling, KraMriFilingBody, KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from '../../../lib/query-keys';

/**
 * PUT /api/reports/kra-mri/filing: the month's return was filed and its tax paid (PRN and
 * date), or a correction of it. 400 names the field at fault (month not ended, date paid).
 */
export function recordMriFiling(body: KraMriFilingBody): Promise<{ filing: KraMriFiling }> {
  return apiRequest('/api/reports/kra-mri/filing', { method: 'PUT', body });
}

export function useRecordMriFiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMriFiling,
    onSuccess: async ({ filing: { month, prn, paidon } }, { landlordid }) => {
      // The report shows the filing at once; the refetch then confirms it.
      const key = reportKeys.kraMri(month, landlordid);
      queryClient.setQueryData<KraMriReport>(
        key,
        (report) => report && { ...report, filing: { prn, paidon } },
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
