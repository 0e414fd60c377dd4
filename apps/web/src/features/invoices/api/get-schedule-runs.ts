import type { ScheduleRun } from '@rental/shared/schemas/schedule-runs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoiceSettingKeys } from '../../../lib/query-keys';

/** GET /api/invoicesettings/all-invoices/{id}/runs: what each run did, newest first. */
export function getScheduleRuns(
  id: string,
  signal?: AbortSignal,
): Promise<{ runs: ScheduleRun[] }> {
  return apiRequest(`/api/invoicesettings/all-invoices/${encodeURIComponent(id)}/runs`, {
    signal,
  });
}

/** Fetched when the history is opened. */
export function useScheduleRuns(id: string, enabled: boolean) {
  return useQuery({
    queryKey: invoiceSettingKeys.runs(id),
    queryFn: ({ signal }) => getScheduleRuns(id, signal),
    select: (data) => data.runs,
    enabled,
  });
}
