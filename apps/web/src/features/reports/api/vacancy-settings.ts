import type { VacancySettings } from '@rental/shared/schemas/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from '../../../lib/query-keys';

const path = '/api/reports/vacancies/settings';

/** GET /api/reports/vacancies/settings: after how many days vacant the landlord is alerted. */
export function getVacancySettings(signal?: AbortSignal): Promise<VacancySettings> {
  return apiRequest(path, { signal });
}

export function useVacancySettings() {
  return useQuery({
    queryKey: reportKeys.vacancySettings,
    queryFn: ({ signal }) => getVacancySettings(signal),
  });
}

/** PUT /api/reports/vacancies/settings (null: no alert). */
export function saveVacancySettings(body: VacancySettings): Promise<VacancySettings> {
  return apiRequest(path, { method: 'PUT', body });
}

export function useSaveVacancySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVacancySettings,
    onSuccess: (saved) => queryClient.setQueryData(reportKeys.vacancySettings, saved),
  });
}
